import type { LabelType } from '@leadloop/domain';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { spaces } from './spaces.js';
import { users } from './users.js';

/**
 * 001 §3 Label. A prospect's labels are the ids in `prospects.labels` (uuid[] with a GIN index), so a
 * label filter is one `@>` on the prospects table. Shared labels are visible to the whole workspace;
 * others only to their author.
 */
export const labels = pgTable(
  'labels',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    /** profile | ai_generated | space | template */
    type: text('type').$type<LabelType>().notNull().default('profile'),
    isShared: boolean('is_shared').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('labels_space_idx').on(t.spaceId, t.type)],
);
