import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mailbox_messages_client_key_idx')
      .on(t.credentialId, t.clientKey)
      .where(sql`${t.clientKey} is not null`),
    uniqueIndex('mailbox_messages_message_id_idx').on(t.messageId),
    index('mailbox_messages_to_idx').on(t.credentialId, sql`lower(${t.to})`, t.sentAt),
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
