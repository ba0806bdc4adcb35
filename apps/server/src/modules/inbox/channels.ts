/**
 * Inbox channels. `linkedIn` is the network's messages (the spelling of 001 §3 draft channels), `inmail`
 * the network's InMails, `email` and `sms` are the account's mailbox and SMS provider.
 */
export const INBOX_CHANNELS = ['linkedIn', 'inmail', 'email', 'sms'] as const;
export type InboxChannel = (typeof INBOX_CHANNELS)[number];

/** Delivery states of a message. */
export const MESSAGE_STATUSES = ['sent', 'delivered', 'read', 'failed', 'received'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Every channel can be answered from the inbox: network driver, the account's mailbox, the SMS provider. */
export const SENDABLE_CHANNELS: readonly InboxChannel[] = INBOX_CHANNELS;

export const networkChannel = (kind: 'message' | 'inmail'): InboxChannel =>
  kind === 'inmail' ? 'inmail' : 'linkedIn';
