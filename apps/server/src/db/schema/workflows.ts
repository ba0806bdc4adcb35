import type { SearchKind, SearchStatus, SequenceType, WorkflowViewStatus } from '@leadloop/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { spaces } from './spaces.js';
import { users } from './users.js';

/** A step node of a campaign's sequence graph (linear sequences are a chain). Shape checked by zod in the service. */
export type WorkflowNode = Record<string, unknown> & { id: string; type: string };
export type WorkflowLink = { from: string; to: string; branch?: 'yes' | 'no' };

/** A campaign. `credential_id` is the account that runs it; the graph lives in nodes/links. */
export const workflows = pgTable(
  'workflows',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    credentialId: uuid('credential_id').notNull(),
    name: text('name').notNull(),
    /** active | inactive (paused) | deleting | deleted */
    status: text('status').$type<WorkflowViewStatus>().notNull().default('inactive'),
    sequencesType: text('sequences_type').$type<SequenceType>().notNull().default('linear'),
    nodes: jsonb('nodes').$type<WorkflowNode[]>().notNull().default([]),
    links: jsonb('links').$type<WorkflowLink[]>().notNull().default([]),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    isExistingPeople: boolean('is_existing_people').notNull().default(false),
    isIncludeTalkedBefore: boolean('is_include_talked_before').notNull().default(false),
    isOnlyPremium: boolean('is_only_premium').notNull().default(false),
    isLinkTracking: boolean('is_link_tracking').notNull().default(false),
    isEmailOnly: boolean('is_email_only').notNull().default(false),
    isAiTargeting: boolean('is_ai_targeting').notNull().default(false),
    aiTargetingSettings: jsonb('ai_targeting_settings').$type<Record<string, unknown> | null>(),
    isAiEmployee: boolean('is_ai_employee').notNull().default(false),
    aiEmployeeId: uuid('ai_employee_id'),
    aiEmployeePaused: boolean('ai_employee_paused').notNull().default(false),
    customDomain: text('custom_domain'),
    position: integer('position').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: ts('archived_at'),
    deletedAt: ts('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('workflows_space_cred_idx').on(t.spaceId, t.credentialId, t.position),
    index('workflows_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** An audience source of a campaign: a search URL run through the driver, or an imported CSV file. */
export const workflowSearches = pgTable(
  'workflow_searches',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    /** url | csv */
    source: text('source').$type<'url' | 'csv'>().notNull(),
    url: text('url'),
    /** search URL kind: people, sales_navigator, recruiter, post, event, group, csv */
    kind: text('kind').$type<SearchKind>().notNull(),
    peopleLimit: integer('people_limit').notNull().default(1000),
    /** failed | active | finished | stopped | absent */
    status: text('status').$type<SearchStatus>().notNull().default('active'),
    fileName: text('file_name'),
    customFieldsKeys: jsonb('custom_fields_keys').$type<string[]>().notNull().default([]),
    /** Per-line CSV report or search counters; every line of an import is accounted for. */
    report: jsonb('report').$type<Record<string, unknown>>().notNull().default({}),
    foundCount: integer('found_count').notNull().default(0),
    addedCount: integer('added_count').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('workflow_searches_wf_idx').on(t.workflowId)],
);

/** Event triggers of 001 §3 (message_sent, invite_sent, got_reply, …), kept for webhooks and reports. */
export const workflowEvents = pgTable(
  'workflow_events',
  {
    id: id(),
    spaceId: uuid('space_id').notNull(),
    credentialId: uuid('credential_id'),
    workflowId: uuid('workflow_id'),
    prospectId: uuid('prospect_id'),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('workflow_events_space_idx').on(t.spaceId, t.createdAt),
    index('workflow_events_wf_idx').on(t.workflowId),
  ],
);
