import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * A workspace's connection to HubSpot or Pipedrive (one per platform). The OAuth tokens are sealed with
 * lib/secrets (AES-256-GCM) and never leave the server; `expired_at` is set when the platform refused
 * them (expired or revoked) until someone connects again. `synced_at` is the polling cursor: the
 * platform's modified time of the newest change already brought back.
 */
export const crmConnections = pgTable(
  'crm_connections',
  {
    id: id(),
    spaceId: uuid('space_id').notNull(),
    platform: text('platform').notNull(),
    tokensEnc: text('tokens_enc').notNull(),
    accountId: text('account_id'),
    accountName: text('account_name'),
    userInfo: jsonb('user_info').$type<{ _id: string; name: string; email: string } | null>(),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('crm_connections_space_platform_uq').on(t.spaceId, t.platform)],
);

/**
 * A prospect's record in a CRM, keyed on the CRM's record id (never the email): one row per prospect,
 * platform, record type and record id, so an email change updates the same contact. A deal's stage and
 * owner as last seen on the platform, with its modified time (the conflict rule: the later change wins).
 */
export const crmLinks = pgTable(
  'crm_links',
  {
    id: id(),
    spaceId: uuid('space_id').notNull(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    name: text('name'),
    stageName: text('stage_name'),
    ownerName: text('owner_name'),
    remoteModifiedAt: timestamp('remote_modified_at', { withTimezone: true }),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('crm_links_record_uq').on(t.spaceId, t.platform, t.recordType, t.recordId),
    uniqueIndex('crm_links_prospect_uq').on(t.prospectId, t.platform, t.recordType),
  ],
);
