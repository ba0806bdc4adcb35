// Template channels and limits without zod, for screens that only show them (rules.ts builds the schemas).
import {
  CONNECTION_NOTE_MAX,
  EMAIL_SUBJECT_MAX,
  INMAIL_MAX,
  INMAIL_SUBJECT_MAX,
  MESSAGE_MAX,
} from '../campaigns/limits.js';

/** The message library's channels: a LinkedIn connection note, a LinkedIn message, InMail, email, SMS. */
export const TEMPLATE_CHANNELS = ['connection_note', 'message', 'inmail', 'email', 'sms'] as const;
export type TemplateChannel = (typeof TEMPLATE_CHANNELS)[number];
export const TEMPLATE_OWNERS = ['all', 'mine', 'shared'] as const;
export type TemplateOwner = (typeof TEMPLATE_OWNERS)[number];
export const TEMPLATE_SORTS = ['updated', 'name', 'usage'] as const;
export type TemplateSort = (typeof TEMPLATE_SORTS)[number];

/** A template's name: the product's ceiling for short names (NAME_MAX). */
export const TEMPLATE_NAME_MAX = 100;
/** Our ceilings (not in spec): an email's HTML, labels per template, templates per import, a list. */
export const TEMPLATE_HTML_MAX = 100_000;
export const TEMPLATE_LABELS_MAX = 10;
export const TEMPLATE_IMPORT_MAX = 200;
export const TEMPLATE_LIST_MAX = 500;

export interface TemplateLimits {
  textMax: number;
  subject: boolean;
  subjectMax: number;
  html: boolean;
}

/** 001 §5: connection request ≤ 200 characters, InMail ≤ 1900 with a subject; email with subject and HTML. */
export function templateLimits(channel: TemplateChannel): TemplateLimits {
  switch (channel) {
    case 'connection_note':
      return { textMax: CONNECTION_NOTE_MAX, subject: false, subjectMax: 0, html: false };
    case 'inmail':
      return { textMax: INMAIL_MAX, subject: true, subjectMax: INMAIL_SUBJECT_MAX, html: false };
    case 'email':
      return { textMax: MESSAGE_MAX, subject: true, subjectMax: EMAIL_SUBJECT_MAX, html: true };
    default:
      return { textMax: MESSAGE_MAX, subject: false, subjectMax: 0, html: false };
  }
}

/** The template channel that fits a campaign step type, or null when the step has no message. */
export function templateChannelOfStep(stepType: string): TemplateChannel | null {
  if (stepType === 'connection_request') return 'connection_note';
  if (stepType === 'message' || stepType === 'inmail' || stepType === 'email') return stepType;
  return null;
}

/** The template channel that fits an inbox channel (linkedIn, inmail, email, sms). */
export function templateChannelOfInbox(channel: string): TemplateChannel {
  if (channel === 'inmail' || channel === 'email' || channel === 'sms') return channel;
  return 'message';
}
