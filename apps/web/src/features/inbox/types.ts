import type { DraftChannel } from '@leadloop/domain/prospects/enums';
import type { ProspectDetail, Relation } from '../prospects';

export type { DraftChannel };

/** Inbox channels: network messages (linkedIn), InMails, email and SMS. */
export const INBOX_CHANNELS = ['linkedIn', 'inmail', 'email', 'sms'] as const;
export type InboxChannel = (typeof INBOX_CHANNELS)[number];
/** Every channel can be answered: network driver, the account's mailbox, the SMS provider. */
export const SENDABLE_CHANNELS: readonly InboxChannel[] = INBOX_CHANNELS;

export type ConversationMark = 'all' | 'read' | 'unread' | 'starred' | 'archived';

export interface Conversation {
  _id: string;
  credentials_id: string;
  channel: InboxChannel;
  campaign_id: string | null;
  last_message_at: string;
  last_message: string;
  last_direction: 'inbound' | 'outbound';
  unread_count: number;
  is_unread: boolean;
  is_starred: boolean;
  is_archived: boolean;
  profile: {
    _id: string;
    first_name: string;
    last_name: string;
    full_name: string;
    position: string | null;
    company: string | null;
    photo_link: string | null;
    relation: Relation | null;
    labels: string[];
  };
}

export interface InboxMessage {
  _id: string;
  channel: InboxChannel;
  direction: 'inbound' | 'outbound';
  status: 'sent' | 'delivered' | 'read' | 'failed' | 'received';
  subject: string | null;
  text: string;
  sent_at: string;
  sent_by: string | null;
  campaign: { _id: string; name: string; step_id: string | null; step_type: string | null } | null;
  attachments?: Attachment[];
}

/** A file of a message (or an upload waiting to be sent). */
export interface Attachment {
  _id: string;
  filename: string;
  content_type: string;
  size: number;
}

export interface OpenedConversation {
  conversation: Conversation;
  profile: ProspectDetail;
  messages: InboxMessage[];
  has_more: boolean;
  next_cursor?: string | null;
}

export interface ConversationFilters {
  mark: ConversationMark;
  channel?: InboxChannel;
  credentialId?: string;
  campaign?: string;
  label?: string;
  q?: string;
}

export interface Draft {
  channel: DraftChannel;
  draft: string;
  subject: string | null;
  last_preview: string | null;
  updated_at: string;
}

export interface SavedReply {
  _id: string;
  name: string;
  subject: string | null;
  text: string;
}

/** The draft channel of a conversation channel (network messages and InMails share 'linkedIn'). */
export const draftChannelOf = (channel: InboxChannel): DraftChannel =>
  channel === 'email' ? 'email' : channel === 'sms' ? 'sms' : 'linkedIn';
