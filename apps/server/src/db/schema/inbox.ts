import type { DraftChannel, InboxChannel, MessageDirection, MessageStatus } from '@leadloop/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { spaces } from './spaces.js';
import { prospects } from './prospects.js';

/**
 * The unified inbox. One conversation per (account, prospect, channel); its list fields (last message,
 * unread count, marks) are kept on the row so the conversation list is one index scan.
 * Channels: linkedIn (network messages), inmail, email, sms.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    credentialId: uuid('credential_id').notNull(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<InboxChannel>().notNull(),
    /** The provider's conversation id (network thread), when it has one. */
    externalId: text('external_id'),
    /** Campaign that last wrote in this conversation. */
    workflowId: uuid('workflow_id'),
    lastMessageAt: ts('last_message_at').notNull(),
    lastMessageText: text('last_message_text').notNull().default(''),
    lastDirection: text('last_direction').notNull().default('outbound'),
    unreadCount: integer('unread_count').notNull().default(0),
    isStarred: boolean('is_starred').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('conversations_cred_prospect_channel_idx').on(t.credentialId, t.prospectId, t.channel),
    // The list: per account, newest first, keyset on (last_message_at, id).
    index('conversations_cred_last_idx').on(t.credentialId, t.isArchived, t.lastMessageAt, t.id),
    // Unread counter: only unread rows are in this index.
    index('conversations_cred_unread_idx')
      .on(t.credentialId)
      .where(sql`${t.unreadCount} > 0 and not ${t.isArchived}`),
    // Admins' workspace-wide list.
    index('conversations_space_last_idx').on(t.spaceId, t.isArchived, t.lastMessageAt, t.id),
    index('conversations_prospect_idx').on(t.prospectId),
    // Inbox search over the last message's text.
    index('conversations_last_text_trgm_idx').using('gin', sql`lower(${t.lastMessageText}) gin_trgm_ops`),
  ],
);

/** A message in a conversation, both directions. `status`: sent | delivered | read | failed | received. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: id(),
    spaceId: uuid('space_id').notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    credentialId: uuid('credential_id').notNull(),
    prospectId: uuid('prospect_id').notNull(),
    channel: text('channel').$type<InboxChannel>().notNull(),
    direction: text('direction').$type<MessageDirection>().notNull(),
    /** The provider's message id; unique per account so a re-synced page never doubles a message. */
    externalId: text('external_id'),
    subject: text('subject'),
    text: text('text').notNull(),
    status: text('status').$type<MessageStatus>().notNull(),
    workflowId: uuid('workflow_id'),
    nodeId: text('node_id'),
    sentBy: uuid('sent_by'),
    sentAt: ts('sent_at').notNull(),
    storedAt: createdAt(),
  },
  (t) => [
    // Opening a conversation: a keyset page on (sent_at, id), newest first.
    index('inbox_messages_conv_time_id_idx').on(t.conversationId, t.sentAt, t.id),
    uniqueIndex('inbox_messages_external_idx')
      .on(t.credentialId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index('inbox_messages_prospect_idx').on(t.prospectId, t.sentAt),
    // Reports: replies over a period, and whether a reply is the person's first to that account.
    index('inbox_messages_space_inbound_idx')
      .on(t.spaceId, t.sentAt)
      .where(sql`${t.direction} = 'inbound'`),
    // AI labels (issue 19): the recent inbound messages the `ai.label` job has still to label.
    index('inbox_messages_inbound_stored_idx')
      .on(t.storedAt)
      .where(sql`${t.direction} = 'inbound'`),
    index('inbox_messages_first_inbound_idx')
      .on(t.credentialId, t.prospectId, t.sentAt, t.id)
      .where(sql`${t.direction} = 'inbound'`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A file attached to an inbox message (network messages and emails). Uploaded first (message_id null,
 * owned by the uploader), then bound to the message it was sent with. The bytes live in the database so
 * every API process of a PostgreSQL deployment can serve them; 10 MB per file at most (domain rule).
 */
export const inboxAttachments = pgTable(
  'inbox_attachments',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').notNull(),
    messageId: uuid('message_id').references(() => inboxMessages.id, { onDelete: 'cascade' }),
    /** The prospect the upload is meant for: its composer shows the pending files again after a reload. */
    prospectId: uuid('prospect_id').references(() => prospects.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('inbox_attachments_message_idx').on(t.messageId),
    index('inbox_attachments_pending_idx')
      .on(t.uploadedBy, t.prospectId, t.createdAt)
      .where(sql`${t.messageId} is null`),
  ],
);

/** Draft per profile and channel (001 §3), per user: draft, subject, last preview. Cleared on send. */
export const inboxDrafts = pgTable(
  'inbox_drafts',
  {
    spaceId: uuid('space_id').notNull(),
    userId: uuid('user_id').notNull(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<DraftChannel>().notNull(),
    draft: text('draft').notNull().default(''),
    subject: text('subject'),
    lastPreview: text('last_preview'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.prospectId, t.channel] })],
);

/** Sync position and lag per connected account. */
export const inboxSyncState = pgTable('inbox_sync_state', {
  credentialId: uuid('credential_id').primaryKey(),
  spaceId: uuid('space_id').notNull(),
  cursor: text('cursor'),
  /** SMS: everything the carrier settled up to this time has been read (delivery states, replies). */
  smsCursor: ts('sms_cursor'),
  lastSyncAt: ts('last_sync_at'),
  lastError: text('last_error'),
  messagesSynced: integer('messages_synced').notNull().default(0),
  lastLagMs: bigint('last_lag_ms', { mode: 'number' }),
  maxLagMs: bigint('max_lag_ms', { mode: 'number' }),
  totalLagMs: bigint('total_lag_ms', { mode: 'number' }).notNull().default(0),
});
