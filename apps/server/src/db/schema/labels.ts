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

/**
 * The log of labels put on and taken off prospects (the dashboard's activity feed), written by a trigger on
 * `prospects.labels` (migration 0023) so every path that labels someone — a click, a bulk action, the
 * inbox's triage — is logged. The label's name is kept: a deleted label still reads in the history.
 */
export const prospectLabelEvents = pgTable(
  'prospect_label_events',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    prospectId: uuid('prospect_id').notNull(),
    labelId: uuid('label_id').notNull(),
    labelName: text('label_name'),
    added: boolean('added').notNull(),
    /** The accounts that had the person then: who may see the entry. */
    credentialIds: uuid('credential_ids').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('prospect_label_events_space_time_idx').on(t.spaceId, t.createdAt, t.id)],
);
