import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, ts } from './columns.js';

/**
 * Every message the server sends, whether it went out over SMTP or not. Without SMTP_URL the outbox is
 * the only delivery (links are printed in the log), so a local user can still follow them.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The action links in the message (activation, restore, invite), for the log and the test hook. */
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** What the message is: 'activation', 'restore', 'invite', … */
    kind: text('kind').notNull(),
    /** 'pending' → 'sent' (SMTP accepted it) | 'failed' (SMTP refused; see error) | 'logged' (no SMTP configured). */
    status: text('status').notNull().default('pending'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('mail_outbox_to_idx').on(sql`lower(${t.to})`, t.createdAt)],
);
