import { MESSAGES } from '../messages/catalogue.js';
/**
 * Inbox attachments (our choice; the spec only says "attachments where the channel allows"): network
 * messages and emails carry files, SMS and InMails do not. Types are checked by their content (magic
 * bytes), not by the name the browser gives.
 */
export const ATTACHMENT_CHANNELS = ['linkedIn', 'email'] as const;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_PER_MESSAGE = 5;

/** Allowed content types → the extensions a file of that type may have. */
export const ATTACHMENT_TYPES: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/msword': ['doc'],
  'application/vnd.ms-excel': ['xls'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
};

export const ATTACHMENT_EXTENSIONS = [...new Set(Object.values(ATTACHMENT_TYPES).flat())];

export const ATTACHMENT_MESSAGES = {
  tooBig: MESSAGES.attachmentTooBig,
  badType: MESSAGES.attachmentBadType,
  broken: MESSAGES.attachmentBroken,
  tooMany: MESSAGES.attachmentTooMany,
  notOnChannel: MESSAGES.attachmentNotOnChannel,
  notFound: MESSAGES.attachmentNotFound,
} as const;

export const attachmentsAllowed = (channel: string) =>
  (ATTACHMENT_CHANNELS as readonly string[]).includes(channel);

export const extensionOf = (filename: string) => {
  const m = /\.([a-z0-9]{1,8})$/i.exec(filename.trim());
  return m ? m[1]!.toLowerCase() : '';
};

/** Quick check before uploading (the server checks the content again). */
export function precheckAttachment(file: { name: string; size: number }): true | string {
  if (file.size === 0) return ATTACHMENT_MESSAGES.broken;
  if (file.size > ATTACHMENT_MAX_BYTES) return ATTACHMENT_MESSAGES.tooBig;
  if (!ATTACHMENT_EXTENSIONS.includes(extensionOf(file.name))) return ATTACHMENT_MESSAGES.badType;
  return true;
}
