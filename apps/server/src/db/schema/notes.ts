import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { prospects } from './prospects.js';
import { users } from './users.js';

/** Notes per profile (001 §3): free text written by a workspace member about a prospect. */
export const prospectNotes = pgTable(
  'prospect_notes',
  {
    id: id(),
    spaceId: uuid('space_id').notNull(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('prospect_notes_prospect_idx').on(t.prospectId, t.createdAt)],
);
