import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { credentials } from './credentials.js';
import { inboxMessages } from './inbox.js';
import { prospects } from './prospects.js';
import { tasks } from './tasks.js';
import { users } from './users.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Issue 38 item 2: an AI Employee's knowledge base, one row per passage (a chunk of the objective, a case, a
 * free value, a Q&A pair, the company research or a page the user added). `search_text` is the passage
 * folded for search (lowercase, no accents); `search` its full-text vector ('simple': the five languages
 * share one configuration). `employee_id` has no foreign key: the employees area owns that table.
 */
export const aiKnowledgePassages = pgTable(
  'ai_knowledge_passages',
  {
    id: id(),
    spaceId: uuid('space_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    kind: text('kind').notNull(),
    /** Which item of its source (e.g. `faq:2`, or the page's URL), shown as the citation's source. */
    ref: text('ref').notNull(),
    text: text('text').notNull(),
    searchText: text('search_text').notNull(),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
    createdAt: createdAt(),
  },
  (t) => [
    index('ai_knowledge_passages_employee_idx').on(t.employeeId, t.kind),
    index('ai_knowledge_passages_search_idx').using('gin', t.search),
  ],
);

/** How an employee is supervised (issue 38 item 4): its account, 001 §3 messaging_settings, cap, undo window. */
export const aiEmployeeSupervision = pgTable('ai_employee_supervision', {
  employeeId: uuid('employee_id').primaryKey(),
  spaceId: uuid('space_id').notNull(),
  credentialId: uuid('credential_id').references(() => credentials.id, { onDelete: 'set null' }),
  messagingSettings: jsonb('messaging_settings').notNull(),
  dailyCap: integer('daily_cap').notNull(),
  undoSeconds: integer('undo_seconds').notNull(),
  /** Replies stored before the employee was supervised here are not drafted. */
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A reply the employee drafted to a prospect's message (one per employee and inbound message), with each
 * sentence's citation. `client_key` is the channel's idempotency key: a send retried after a crash finds
 * the first one instead of sending twice.
 */
export const aiEmployeeDrafts = pgTable(
  'ai_employee_drafts',
  {
    id: id(),
    spaceId: uuid('space_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    credentialId: uuid('credential_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    inboundMessageId: uuid('inbound_message_id').references(() => inboxMessages.id, { onDelete: 'set null' }),
    channel: text('channel').notNull(),
    language: text('language').notNull(),
    status: text('status').notNull(),
    inboundText: text('inbound_text').notNull(),
    text: text('text').notNull(),
    sentences: jsonb('sentences').notNull(),
    removed: jsonb('removed')
      .notNull()
      .default(sql`'[]'::jsonb`),
    escalationReason: text('escalation_reason'),
    sendAt: ts('send_at'),
    claimedAt: ts('claimed_at'),
    sentAt: ts('sent_at'),
    sentMessageId: uuid('sent_message_id'),
    clientKey: text('client_key').notNull(),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ai_employee_drafts_inbound_uq').on(t.employeeId, t.inboundMessageId),
    index('ai_employee_drafts_queue_idx').on(t.spaceId, t.status, t.createdAt),
    index('ai_employee_drafts_due_idx')
      .on(t.sendAt)
      .where(sql`status in ('scheduled', 'sending')`),
    index('ai_employee_drafts_sent_idx').on(t.employeeId, t.sentAt),
  ],
);
