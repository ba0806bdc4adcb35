import type { DraftChannel } from '@leadloop/domain/prospects/enums';
import { INBOX_CHANNELS, type InboxChannel } from '@leadloop/domain/inbox/entities';

export type { DraftChannel, InboxChannel };
export { INBOX_CHANNELS };
/** The inbox's shapes: the API's own schemas (packages/domain inbox/entities). */
export type {
  Attachment,
  Conversation,
  ConversationPage,
  InboxDraft as Draft,
  InboxMessage,
  OpenedConversation,
  SavedReply,
  UnreadCounts,
} from '@leadloop/domain/inbox/entities';

/** Every channel can be answered: network driver, the account's mailbox, the SMS provider. */
export const SENDABLE_CHANNELS: readonly InboxChannel[] = INBOX_CHANNELS;

export type ConversationMark = 'all' | 'read' | 'unread' | 'starred' | 'archived';

export interface ConversationFilters {
  mark: ConversationMark;
  channel?: InboxChannel;
  credentialId?: string;
  campaign?: string;
  label?: string;
  q?: string;
}

/** The draft channel of a conversation channel (network messages and InMails share 'linkedIn'). */
export const draftChannelOf = (channel: InboxChannel): DraftChannel =>
  channel === 'email' ? 'email' : channel === 'sms' ? 'sms' : 'linkedIn';
