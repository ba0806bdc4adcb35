import type { ReactNode } from 'react';
import {
  IconBrandLinkedin,
  IconDeviceMobileMessage,
  IconMail,
  IconMessage,
  IconUserPlus,
} from '@tabler/icons-react';
import { TEMPLATE_CHANNELS, type TemplateChannel } from '@leadloop/domain/templates/limits';

/** How each channel looks in the library: its icon and colour (the campaign builder's colours). */
export const CHANNEL_LOOK: Record<TemplateChannel, { icon: (size: number) => ReactNode; color: string }> = {
  connection_note: { icon: (s) => <IconUserPlus size={s} />, color: 'indigo' },
  message: { icon: (s) => <IconMessage size={s} />, color: 'violet' },
  inmail: { icon: (s) => <IconBrandLinkedin size={s} />, color: 'blue' },
  email: { icon: (s) => <IconMail size={s} />, color: 'teal' },
  sms: { icon: (s) => <IconDeviceMobileMessage size={s} />, color: 'orange' },
};

export { TEMPLATE_CHANNELS };
