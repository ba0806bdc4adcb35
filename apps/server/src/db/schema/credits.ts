import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { spaces } from './spaces.js';

/** A workspace's credit balance. Changed only by modules/credits, in the same transaction as its ledger row. */
export const creditBalances = pgTable('credit_balances', {
  spaceId: uuid('space_id')
    .primaryKey()
    .references(() => spaces.id, { onDelete: 'cascade' }),
  balance: integer('balance').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Every credit movement (001 §9): spends are negative with a category and an origin (workflow, manual,
 * retry, auto); grants (trial, purchase, admin) are positive with category null.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    credentialId: uuid('credential_id'),
    /** A credit category of 001 §9 for spends; 'grant' for additions. */
    category: text('category').notNull(),
    /** workflow | manual | retry | auto (spends); trial | purchase | admin (grants). */
    origin: text('origin').notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** What the credits bought: {prospect_id, email, workflow_id, …}. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('credit_ledger_space_time_idx').on(t.spaceId, t.createdAt)],
);
