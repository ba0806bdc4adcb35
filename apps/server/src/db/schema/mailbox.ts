import { bigint, boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, ts } from './columns.js';
import { credentials } from './credentials.js';
import { integrations } from './integrations.js';

/**
 * Every email an account sent through its mailbox (providers/mailbox): sandbox or SMTP. The
 * (credential, client_key) unique index is what makes campaign email steps exactly-once across crashes.
 */
export const mailboxMessages = pgTable(
  'mailbox_messages',
  {
    id: id(),
    credentialId: uuid('credential_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    integrationId: uuid('integration_id').references(() => integrations.id, { onDelete: 'set null' }),
    /** 'sandbox' | 'smtp'. */
    transport: text('transport').notNull(),
    /** RFC 5322 Message-ID with angle brackets. */
    messageId: text('message_id').notNull(),
    from: text('from_address').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    inReplyTo: text('in_reply_to'),
    clientKey: text('client_key'),
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; size: number }[]>()
      .notNull()
      .default([]),
    /** 'sending' (handed to SMTP, outcome not yet recorded) | 'sent'. */
    status: text('status').notNull().default('sent'),
    sentAt: ts('sent_at').notNull(),
    openedAt: ts('opened_at'),
    clickedAt: ts('clicked_at'),
    /** A delivery status notification (RFC 3464) came back for it over IMAP. */
    bouncedAt: ts('bounced_at'),
    /** 'hard' (5.x.x: the address is invalid) | 'soft' (4.x.x) and the reported status, e.g. 'hard 5.1.1'. */
    bounce: text('bounce'),
    /** A spam complaint (an ARF report, RFC 5965) came back for it. */
    complainedAt: ts('complained_at'),
    /** A test send from the campaign builder (POST /steps/send_email/test): not counted toward limits or stats. */
    isTest: boolean('is_test').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mailbox_messages_client_key_idx')
      .on(t.credentialId, t.clientKey)
      .where(sql`${t.clientKey} is not null`),
    uniqueIndex('mailbox_messages_message_id_idx').on(t.messageId),
    index('mailbox_messages_to_idx').on(t.credentialId, sql`lower(${t.to})`, t.sentAt),
    // A mailbox's sends of the day (its daily limit, mailbox rotation).
    index('mailbox_messages_integration_sent_idx').on(t.integrationId, t.sentAt),
    // Reports: the opens and clicks of a period (emails opened / clicked), per account.
    index('mailbox_messages_opened_idx')
      .on(t.credentialId, t.openedAt)
      .where(sql`${t.openedAt} is not null`),
    index('mailbox_messages_clicked_idx')
      .on(t.credentialId, t.clickedAt)
      .where(sql`${t.clickedAt} is not null`),
  ],
);
export type MailboxMessageRow = typeof mailboxMessages.$inferSelect;

/**
 * Where the inbound sync of an email integration stands (IMAP: the INBOX's UIDVALIDITY and the highest
 * UID already handled). A UIDVALIDITY change resets the cursor; `mailbox_inbound` keeps the re-read
 * messages from being handled twice.
 */
export const mailboxSync = pgTable('mailbox_sync', {
  integrationId: uuid('integration_id')
    .primaryKey()
    .references(() => integrations.id, { onDelete: 'cascade' }),
  credentialId: uuid('credential_id')
    .notNull()
    .references(() => credentials.id, { onDelete: 'cascade' }),
  uidValidity: bigint('uid_validity', { mode: 'number' }),
  lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
  /** API mailboxes: Gmail's history id, or Graph's delta link (IMAP uses the UID columns). */
  cursor: text('cursor'),
  lastSyncedAt: ts('last_synced_at'),
  /** Newest message handled in the last pass: how long after its arrival the sync saw it. */
  lastLagMs: bigint('last_lag_ms', { mode: 'number' }),
  /** 'idle': a process holds an IMAP IDLE connection (replies seen within seconds); 'poll': the server has no IDLE. */
  mode: text('mode'),
  /** Last time the IDLE watcher was (re)connected or saw a change: a stale value means nobody is watching. */
  watchedAt: ts('watched_at'),
  /** Why the last IDLE connection ended (shown while it reconnects). */
  watchError: text('watch_error'),
});
export type MailboxSyncRow = typeof mailboxSync.$inferSelect;

/**
 * Every inbound email the sync handled, once per (integration, message key = Message-ID, else
 * `uid:<uidvalidity>:<uid>`): reply, auto_reply, bounce or unmatched. Inserting this row is the
 * exactly-once mark (same transaction as its effects).
 */
export const mailboxInbound = pgTable(
  'mailbox_inbound',
  {
    id: id(),
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    credentialId: uuid('credential_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    messageKey: text('message_key').notNull(),
    uidValidity: bigint('uid_validity', { mode: 'number' }).notNull(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    /** 'reply' | 'auto_reply' | 'bounce' | 'unmatched'. */
    kind: text('kind').notNull(),
    /** The sent message it answers or reports on (mailbox_messages.id). */
    sentMessageId: uuid('sent_message_id').references(() => mailboxMessages.id, { onDelete: 'set null' }),
    prospectId: uuid('prospect_id'),
    from: text('from_address').notNull(),
    subject: text('subject').notNull(),
    receivedAt: ts('received_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mailbox_inbound_key_idx').on(t.integrationId, t.messageKey)],
);
export type MailboxInboundRow = typeof mailboxInbound.$inferSelect;
