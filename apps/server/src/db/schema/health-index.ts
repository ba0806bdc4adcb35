import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { spaces } from './spaces.js';

/** Health index rules (001 §3: min, max, points) per trigger; a figure in [min, max) gives the points. */
export const healthIndexRules = pgTable('health_index_rules', {
  id: id(),
  trigger: text('trigger').notNull(),
  min: integer('min').notNull(),
  max: integer('max'),
  points: integer('points').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The last computed index of each customer (kind 'space') and connected account (kind 'credential'), with
 * the figures it came from. Written by the `health-index.recalculate` job; not workspace data a member reads.
 */
export const healthIndexScores = pgTable(
  'health_index_scores',
  {
    kind: text('kind').$type<'space' | 'credential'>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    score: integer('score').notNull(),
    figures: jsonb('figures').$type<Record<string, number>>().notNull().default({}),
    matched: jsonb('matched')
      .$type<{ trigger: string; value: number; points: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    computedAt: ts('computed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.subjectId] }),
    index('health_index_scores_brand_score_idx').on(t.kind, t.brand, t.score),
  ],
);

/** A brand's notification settings: thresholds ("triggers") and the contacts told when a customer falls below one. */
export const healthIndexBrandSettings = pgTable('health_index_brand_settings', {
  brand: text('brand').primaryKey(),
  thresholds: jsonb('thresholds')
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  emails: jsonb('emails')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  updatedAt: updatedAt(),
});

/**
 * A customer below a threshold: the row exists from the crossing (when the mail goes) until the index is back
 * at or above it, so one crossing sends one message, however often the job runs.
 */
export const healthIndexAlerts = pgTable(
  'health_index_alerts',
  {
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    threshold: integer('threshold').notNull(),
    score: integer('score').notNull(),
    notifiedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.threshold] })],
);
