import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { credentials } from './credentials.js';
import { prospects } from './prospects.js';
import { users } from './users.js';

/** The native CRM (001 §3 CRM, platform `default`): a workspace's pipelines… */
export const crmPipelines = pgTable(
  'crm_pipelines',
  {
    id: id(),
    spaceId: uuid('space_id').notNull(),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('crm_pipelines_space_idx').on(t.spaceId, t.createdAt)],
);

/** …their ordered stages (`sort_order` is data.order)… */
export const crmStages = pgTable(
  'crm_stages',
  {
    id: id(),
    spaceId: uuid('space_id').notNull(),
    pipelineId: uuid('pipeline_id')
      .notNull()
      .references(() => crmPipelines.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    probability: doublePrecision('probability').notNull(),
    sortOrder: integer('sort_order').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('crm_stages_pipeline_idx').on(t.pipelineId, t.sortOrder)],
);

/**
 * …and deals. `position` is a fractional index (base-62 key): a column lists its deals by
 * `position collate "C"`, and a move writes one row — a key between its new neighbours.
 */
export const crmDeals = pgTable(
  'crm_deals',
  {
    id: id(),
    spaceId: uuid('space_id').notNull(),
    pipelineId: uuid('pipeline_id')
      .notNull()
      .references(() => crmPipelines.id, { onDelete: 'cascade' }),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => crmStages.id),
    name: text('name').notNull(),
    amount: doublePrecision('amount').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    probability: doublePrecision('probability').notNull(),
    status: text('status').notNull().default('open'),
    position: text('position').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    credentialId: uuid('credential_id').references(() => credentials.id, { onDelete: 'set null' }),
    prospectId: uuid('prospect_id').references(() => prospects.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('crm_deals_stage_position_idx').on(t.stageId, sql`${t.position} collate "C"`),
    index('crm_deals_space_owner_idx').on(t.spaceId, t.ownerId),
    uniqueIndex('crm_deals_prospect_uq')
      .on(t.spaceId, t.prospectId)
      .where(sql`prospect_id is not null`),
  ],
);
