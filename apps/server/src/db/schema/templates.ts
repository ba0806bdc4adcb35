import type { TemplateChannel } from '@leadloop/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { spaces } from './spaces.js';

/**
 * The message library (templates area). `type` is the channel; the inbox's saved replies are the templates
 * of type 'message' (one model). A template is personal (its author only) or shared with the workspace;
 * `label_ids` are labels of type template; `usage_count` counts insertions into steps and replies.
 */
export const templates = pgTable(
  'templates',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by'),
    type: text('type').$type<TemplateChannel>().notNull().default('message'),
    name: text('name').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    isShared: boolean('is_shared').notNull().default(false),
    labelIds: uuid('label_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    usageCount: integer('usage_count').notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('templates_space_type_idx').on(t.spaceId, t.type)],
);
