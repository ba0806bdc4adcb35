import type { Relation } from '@leadloop/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { spaces } from './spaces.js';
import { workflows } from './workflows.js';

/**
 * A person in a workspace (001 §3 Prospect). One row per (space, profile link) and per (space, network id):
 * campaigns and the inbox share it. Built for 100k+ rows per workspace: trigram index on `search_text`.
 */
export const prospects = pgTable(
  'prospects',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    /** Canonical profile link (https://network/in/<handle>), lower-cased, no query or trailing slash. */
    profileLink: text('profile_link').notNull(),
    networkId: text('network_id'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    fullName: text('full_name').notNull().default(''),
    position: text('position'),
    location: text('location'),
    company: text('company'),
    companyDomain: text('company_domain'),
    personalEmail: text('personal_email'),
    workEmail: text('work_email'),
    enrichedEmail: text('enriched_email'),
    phone: text('phone'),
    twitter: text('twitter'),
    website: text('website'),
    photoLink: text('photo_link'),
    isPremium: boolean('is_premium').notNull().default(false),
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    /** gotReply | lead | customer | not_interested (null: none yet) */
    relation: text('relation').$type<Relation>(),
    labels: uuid('labels')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /**
     * The accounts the prospect belongs to (in one of their campaigns or conversations). Kept by database
     * triggers on campaign_prospects and conversations (migration 0009), so every writer keeps it exact;
     * the "prospects of these accounts" scope is then one GIN lookup instead of per-row semi-joins.
     */
    credentialIds: uuid('credential_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Name, company, position and emails in one lower-cased string for free-text search. */
    searchText: text('search_text').notNull().default(''),
    lastRepliedAt: ts('last_replied_at'),
    /** Issue 40: the prospect revoked consent on every channel (prospect_consents holds the record). */
    optedOutAt: ts('opted_out_at'),
    optedOutReason: text('opted_out_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('prospects_space_link_idx').on(t.spaceId, t.profileLink),
    uniqueIndex('prospects_space_network_idx')
      .on(t.spaceId, t.networkId)
      .where(sql`${t.networkId} is not null`),
    // Relation filter in the list's default order: walks one relation newest first (also serves relation lookups).
    index('prospects_space_relation_created_idx').on(t.spaceId, t.relation, t.createdAt, t.id),
    index('prospects_labels_idx').using('gin', t.labels),
    index('prospects_credentials_idx').using('gin', t.credentialIds),
    index('prospects_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Prospects list default order (newest first) and keyset/offset paging (added by the inbox/prospects API).
    index('prospects_space_created_idx').on(t.spaceId, t.createdAt, t.id),
  ],
);

/**
 * A prospect inside a campaign: where it stands in the sequence and when the engine should look at it next.
 * Idle rows have `next_run_at` null and are never scanned (partial index).
 */
export const campaignProspects = pgTable(
  'campaign_prospects',
  {
    id: id(),
    spaceId: uuid('space_id').notNull(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    credentialId: uuid('credential_id').notNull(),
    searchId: uuid('search_id'),
    /** excluded | pending | paused | active | campaign_paused | finished */
    status: text('status').notNull().default('pending'),
    pausedReason: text('paused_reason'),
    excludedReason: text('excluded_reason'),
    /** What currently holds the prospect (001 §8 wait reasons, work hours, a daily limit…). */
    waitReason: text('wait_reason'),
    currentNodeId: text('current_node_id'),
    nodeEnteredAt: ts('node_entered_at'),
    /** Approval of the current step when manual approval is on: awaiting_approval | approved | hold | canceled */
    approval: text('approval'),
    nextRunAt: ts('next_run_at'),
    /** Claim lease: a crashed worker's claim expires and the step is re-checked with the driver. */
    attempts: integer('attempts').notNull().default(0),
    invitedAt: ts('invited_at'),
    connectedAt: ts('connected_at'),
    repliedAt: ts('replied_at'),
    finishedAt: ts('finished_at'),
    /** Step results by node id: {status: complete|skipped|paused, reason, variant, at}. */
    steps: jsonb('steps')
      .$type<Record<string, { status: string; reason?: string; variant?: string; at: string }>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('campaign_prospects_wf_prospect_idx').on(t.workflowId, t.prospectId),
    index('campaign_prospects_wf_status_idx').on(t.workflowId, t.status),
    index('campaign_prospects_prospect_idx').on(t.prospectId),
    // Reports: acceptances over a period, and the cohort added in a period (funnel).
    index('campaign_prospects_space_connected_idx')
      .on(t.spaceId, t.connectedAt)
      .where(sql`${t.connectedAt} is not null`),
    index('campaign_prospects_space_created_idx').on(t.spaceId, t.createdAt),
    index('campaign_prospects_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.nextRunAt} is not null`),
    // The scheduler's per-account look (an account's earliest due rows), issue 13.
    index('campaign_prospects_credential_due_idx')
      .on(t.credentialId, t.nextRunAt)
      .where(sql`${t.nextRunAt} is not null`),
  ],
);

/**
 * An account held as a whole — spacing after its last action, outside its work hours — once, here,
 * instead of on each of its waiting campaign prospects (issue 13). Only a scheduling hint: the claim
 * still decides from the actions log; a missing or stale hold just means one claim finds the wait itself.
 */
export const engineAccountHolds = pgTable('engine_account_holds', {
  credentialId: uuid('credential_id').primaryKey(),
  until: ts('until').notNull(),
  reason: text('reason').notNull(),
});
