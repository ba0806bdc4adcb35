import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns.js';
import { credentials } from './credentials.js';

/**
 * Issue 41: the actions the engine claimed for an extension account, handed to the extension that runs in
 * the user's own browser (providers/network/extension). One row per action key: the engine's claim writes
 * it, the extension takes it (claimed → taken) before acting and reports it once (done or failed); a row
 * nobody took in time is withdrawn and never handed out again.
 */
export const extensionActions = pgTable(
  'extension_actions',
  {
    id: id(),
    credentialId: uuid('credential_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    /** The engine action's idempotency key (the network's client key). */
    actionKey: text('action_key').notNull(),
    /** 'invite', 'message' or 'thread' (a read of the conversation's page). */
    kind: text('kind').notNull(),
    /** The prospect's member id on the network. */
    memberId: text('member_id').notNull(),
    /** The invitation's note, or the message's text, as sent (the prospect's name is in it). */
    note: text('note'),
    status: text('status').$type<'claimed' | 'taken' | 'done' | 'failed' | 'withdrawn'>().notNull(),
    /** done: { id, sent_at, note_sent? } or a thread read's { conversation_id, has_reply, messages }; failed: { code }. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** The engine read the result (a result nobody read is given to the next attempt of the same action). */
    deliveredAt: ts('delivered_at'),
    createdAt: createdAt(),
    takenAt: ts('taken_at'),
    reportedAt: ts('reported_at'),
  },
  (t) => [
    uniqueIndex('extension_actions_key_idx').on(t.credentialId, t.actionKey),
    index('extension_actions_open_idx').on(t.credentialId, t.status),
  ],
);
