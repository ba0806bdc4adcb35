import { ATTACHMENT_MESSAGES } from '@leadloop/domain/inbox/attachments';
import { INBOX_SEND_MESSAGES } from '@leadloop/domain/inbox/send';
import { SMS_MESSAGES } from '@leadloop/domain/inbox/sms';

/** The inbox's own server texts (sending, SMS, files) → keys of inbox.json `errors`, so they show translated. */
const KEYS = new Map<string, string>([
  ...Object.entries(ATTACHMENT_MESSAGES).map(([k, v]) => [v, `files.${k}`] as [string, string]),
  ...Object.entries(SMS_MESSAGES).map(([k, v]) => [v, `sms.${k}`] as [string, string]),
  ...Object.entries(INBOX_SEND_MESSAGES).map(([k, v]) => [v, `send.${k}`] as [string, string]),
]);

export const inboxErrorKey = (message: string | null | undefined): string | null =>
  (message && KEYS.get(message)) || null;
