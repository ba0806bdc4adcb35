import {
  IconArrowsSplit,
  IconBolt,
  IconChecklist,
  IconBrandLinkedin,
  IconClock,
  IconEye,
  IconLayoutKanban,
  IconMail,
  IconMailForward,
  IconMessageCircle,
  IconMessage,
  IconMessage2,
  IconPhone,
  IconMicrophone,
  IconPremiumRights,
  IconStar,
  IconThumbUp,
  IconUserPlus,
  IconUsersPlus,
  IconWebhook,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  CONNECTION_NOTE_MAX,
  INMAIL_MAX,
  INMAIL_SUBJECT_MAX,
  EMAIL_SUBJECT_MAX,
  MESSAGE_MAX,
} from '@leadloop/domain/campaigns/limits';
import { TASK_MESSAGE_MAX } from '@leadloop/domain/tasks/rules';
import { SMS_GSM_PART, SMS_MAX_SEGMENTS } from '@leadloop/domain/inbox/sms';
import { RUNNABLE_STEP_TYPES } from '@leadloop/domain/campaigns/enums';
import type { BuilderStepType } from '../types';

export interface StepKindInfo {
  icon: ReactNode;
  color: string;
  /** Body text limit, when the step carries a text. */
  textMax?: number;
  subjectMax?: number;
  /** Whether an A/B variant can be added. */
  ab?: boolean;
}

const KNOWN_KINDS: Partial<Record<BuilderStepType, StepKindInfo>> = {
  view_profile: { icon: <IconEye size={18} />, color: 'blue' },
  follow: { icon: <IconBrandLinkedin size={18} />, color: 'blue' },
  like_last_post: { icon: <IconThumbUp size={18} />, color: 'blue' },
  endorse_skills: { icon: <IconStar size={18} />, color: 'blue' },
  connection_request: {
    icon: <IconUserPlus size={18} />,
    color: 'indigo',
    textMax: CONNECTION_NOTE_MAX,
    ab: true,
  },
  connect_by_email: { icon: <IconUsersPlus size={18} />, color: 'indigo' },
  message: { icon: <IconMessage size={18} />, color: 'violet', textMax: MESSAGE_MAX, ab: true },
  inmail: {
    icon: <IconPremiumRights size={18} />,
    color: 'grape',
    textMax: INMAIL_MAX,
    subjectMax: INMAIL_SUBJECT_MAX,
    ab: true,
  },
  email: {
    icon: <IconMail size={18} />,
    color: 'teal',
    textMax: MESSAGE_MAX,
    subjectMax: EMAIL_SUBJECT_MAX,
    ab: true,
  },
  delay: { icon: <IconClock size={18} />, color: 'gray' },
  webhook: { icon: <IconWebhook size={18} />, color: 'orange' },
  condition: { icon: <IconArrowsSplit size={18} />, color: 'yellow' },
  voicemail: { icon: <IconMicrophone size={18} />, color: 'pink' },
  /** The task's name is the step's text (001 §5: task message not empty). */
  manual_task: { icon: <IconChecklist size={18} />, color: 'lime', textMax: TASK_MESSAGE_MAX },
  crm_push: { icon: <IconLayoutKanban size={18} />, color: 'cyan' },
  ai_comment: { icon: <IconMessageCircle size={18} />, color: 'violet' },
  /** Issue 40: the SMS's text (up to ten parts), and the call task's script. */
  sms: { icon: <IconMessage2 size={18} />, color: 'pink', textMax: SMS_MAX_SEGMENTS * SMS_GSM_PART },
  call: { icon: <IconPhone size={18} />, color: 'pink', textMax: MESSAGE_MAX },
};

/** A step type's look; a step type added since (npm run new:step) gets a plain one until it is given its own. */
export const STEP_KINDS = Object.fromEntries(
  RUNNABLE_STEP_TYPES.map((type) => [
    type,
    KNOWN_KINDS[type] ?? { icon: <IconBolt size={18} />, color: 'gray' },
  ]),
) as Record<BuilderStepType, StepKindInfo>;

export const hasText = (type: BuilderStepType) => STEP_KINDS[type].textMax !== undefined;
export const hasSubject = (type: BuilderStepType) => STEP_KINDS[type].subjectMax !== undefined;
export { IconMailForward };
