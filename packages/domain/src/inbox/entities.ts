import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import { RELATIONS } from '../campaigns/enums.js';
import { DRAFT_CHANNELS } from '../prospects/enums.js';
import { prospectDetailSchema } from '../prospects/entities.js';

const s = z.string().nullable();

/** Inbox channels: network messages (linkedIn), InMails, email and SMS. */
export const INBOX_CHANNELS = ['linkedIn', 'inmail', 'email', 'sms'] as const;
export type InboxChannel = (typeof INBOX_CHANNELS)[number];

export const MESSAGE_DIRECTIONS = ['inbound', 'outbound'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];
export const MESSAGE_STATUSES = ['sent', 'delivered', 'read', 'failed', 'received'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A file of a message (or an upload waiting to be sent). */
export const attachmentSchema = z.object({
  _id: idSchema,
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** One conversation of the inbox list: its last message and the person. */
export const conversationSchema = z.object({
  _id: idSchema,
  credentials_id: idSchema,
  channel: z.enum(INBOX_CHANNELS),
  campaign_id: idSchema.nullable(),
  last_message_at: isoDateSchema,
  last_message: z.string(),
  last_direction: z.enum(MESSAGE_DIRECTIONS),
  unread_count: z.number().int(),
  is_unread: z.boolean(),
  is_starred: z.boolean(),
  is_archived: z.boolean(),
  profile: z.object({
    _id: idSchema,
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    position: s,
    company: s,
    photo_link: s,
    relation: z.enum(RELATIONS).nullable(),
    labels: z.array(idSchema),
  }),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /inbox/conversations: one keyset page (next_cursor null on the last page). */
export const conversationPageSchema = z.object({
  items: z.array(conversationSchema),
  next_cursor: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const inboxMessageSchema = z.object({
  _id: idSchema,
  channel: z.enum(INBOX_CHANNELS),
  direction: z.enum(MESSAGE_DIRECTIONS),
  status: z.enum(MESSAGE_STATUSES),
  subject: s,
  text: z.string(),
  sent_at: isoDateSchema,
  sent_by: idSchema.nullable(),
  campaign: z.object({ _id: idSchema, name: z.string(), step_id: s, step_type: s }).nullable(),
  attachments: z.array(attachmentSchema),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** GET /inbox/conversations/{id}: the conversation, the prospect card and a page of its messages. */
export const openedConversationSchema = z.object({
  conversation: conversationSchema,
  profile: prospectDetailSchema,
  messages: z.array(inboxMessageSchema),
  has_more: z.boolean(),
  next_cursor: z.string().nullable(),
});
export type OpenedConversation = z.infer<typeof openedConversationSchema>;

/** 001 §3 draft per profile and channel (the caller's own). */
export const inboxDraftSchema = z.object({
  channel: z.enum(DRAFT_CHANNELS),
  draft: z.string(),
  subject: s,
  last_preview: s,
  updated_at: isoDateSchema,
});
export type InboxDraft = z.infer<typeof inboxDraftSchema>;

/** A saved reply (an inbox template). */
export const savedReplySchema = z.object({
  _id: idSchema,
  type: z.string(),
  name: z.string(),
  subject: s,
  text: z.string(),
  created_by: idSchema.nullable(),
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
});
export type SavedReply = z.infer<typeof savedReplySchema>;

/** GET /inbox/unread: unread conversations, in all and by account. */
export const unreadCountsSchema = z.object({
  total: z.number().int(),
  by_credentials: z.record(idSchema, z.number().int()),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** POST /inbox/send: the message as sent (stored in its conversation when one exists). */
export const sentMessageSchema = z.object({
  message_id: idSchema.nullable(),
  conversation_id: idSchema.nullable(),
  channel: z.enum(INBOX_CHANNELS),
  status: z.enum(MESSAGE_STATUSES),
  text: z.string(),
  subject: s,
  attachments: z.array(attachmentSchema),
  sent_at: isoDateSchema,
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

/** DELETE /inbox/drafts/{id}: which draft was cleared (null channel: all of the profile's). */
export const draftClearedSchema = z.object({
  profile_id: idSchema,
  channel: z.enum(DRAFT_CHANNELS).nullable(),
});

/** GET /inbox/sync_status: per account, when replies were last read and how late they arrived. */
export const syncStatusSchema = z.object({
  credentials_id: idSchema,
  last_sync_at: isoDateSchema.nullable(),
  messages_synced: z.number().int(),
  last_lag_ms: z.number().int().nullable(),
  avg_lag_ms: z.number().int().nullable(),
  max_lag_ms: z.number().int().nullable(),
  last_error: s,
});
export type SyncStatus = z.infer<typeof syncStatusSchema>;

/**
 * GET /inbox/email_sync_status: each connected mailbox of the scoped accounts (issue 15) — its inbound
 * sync ('live': a process holds IMAP IDLE; 'polling': read every 30 s; 'reconnecting': the IDLE
 * connection dropped; 'down': reconnect it; 'send_only': no IMAP) and today's campaign sending.
 */
export const MAILBOX_SYNC_STATES = ['live', 'polling', 'reconnecting', 'down', 'send_only'] as const;
export const mailboxSyncStatusSchema = z.object({
  _id: idSchema,
  credentials_id: idSchema,
  type: z.string(),
  email: s,
  sync: z.enum(MAILBOX_SYNC_STATES),
  last_sync_at: isoDateSchema.nullable(),
  last_lag_ms: z.number().int().nullable(),
  watch_error: s,
  sent_today: z.number().int(),
  daily_limit: z.number().int(),
});
export type MailboxSyncStatus = z.infer<typeof mailboxSyncStatusSchema>;

/** POST /inbox/sync: what one sync stored, and the account's status after it. */
export const syncNowSchema = z.object({
  stored: z.number().int(),
  inbound: z.number().int(),
  status: syncStatusSchema,
});
