/**
 * Inbox channels. `linkedIn` is the network's messages (the spelling of 001 §3 draft channels), `inmail`
 * the network's InMails, `email` and `sms` come from the campaign engine's senders.
 */
export const INBOX_CHANNELS = ['linkedIn', 'inmail', 'email', 'sms'] as const;
export type InboxChannel = (typeof INBOX_CHANNELS)[number];

/** Delivery states of a message. */
export const MESSAGE_STATUSES = ['sent', 'delivered', 'read', 'failed', 'received'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Channels the inbox can send on today (the network driver); email/SMS replies need their providers. */
export const SENDABLE_CHANNELS: readonly InboxChannel[] = ['linkedIn', 'inmail'];

export const networkChannel = (kind: 'message' | 'inmail'): InboxChannel =>
  kind === 'inmail' ? 'inmail' : 'linkedIn';
