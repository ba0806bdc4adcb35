import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns.js';

/**
 * The log of network/email actions. Limits are counted from rows with status 'done' and their
 * `performed_at`, never from a stored counter. `idempotency_key` (campaign prospect + step) makes a
 * retried step find its earlier attempt instead of sending twice.
 */
export const actions = pgTable(
  'actions',
  {
    id: id(),
    spaceId: uuid('space_id').notNull(),
    credentialId: uuid('credential_id').notNull(),
    workflowId: uuid('workflow_id'),
    prospectId: uuid('prospect_id'),
    campaignProspectId: uuid('campaign_prospect_id'),
    nodeId: text('node_id'),
    /** Step type: view_profile, connect, message, inmail, email, … */
    type: text('type').notNull(),
    /** Daily limit kind it counts against (null: not limited). */
    limitKind: text('limit_kind'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** started (claimed, driver call in flight) | done | skipped | failed */
    status: text('status').notNull().default('started'),
    reason: text('reason'),
    variant: text('variant'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    startedAt: ts('started_at').notNull(),
    performedAt: ts('performed_at'),
    createdAt: createdAt(),
    /**
     * The transaction that last wrote the row as the reports see it (insert; a change of status, time or
     * step, by trigger — migration 0023). The reports' rollup folds rows below its watermark and reads the
     * days of newer rows from the log.
     */
    reportXid: bigint('report_xid', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
  },
  (t) => [
    uniqueIndex('actions_idempotency_idx').on(t.idempotencyKey),
    // The engine's limits and spacing (limits.ts), counted by the time an action went out or, still in
    // flight, began: an account's day or week of one kind, and its last action, read from an index range
    // rather than from every action the account ever logged.
    index('actions_cred_kind_at_idx')
      .on(t.credentialId, t.limitKind, sql`coalesce(${t.performedAt}, ${t.startedAt})`)
      .where(sql`${t.status} in ('started', 'done')`),
    index('actions_cred_at_idx')
      .on(t.credentialId, sql`coalesce(${t.performedAt}, ${t.startedAt})`)
      .where(sql`${t.status} in ('started', 'done')`),
    index('actions_wf_idx').on(t.workflowId, t.nodeId),
    // Reports: a workspace's done actions over a period.
    // (type, credential_id, workflow_id) too, so a report reads the index alone (an index-only scan).
    index('actions_space_done_time_idx')
      .on(t.spaceId, t.performedAt, t.type, t.credentialId, t.workflowId)
      .where(sql`${t.status} = 'done'`),
    index('actions_space_report_xid_idx').on(t.spaceId, t.reportXid),
    index('actions_campaign_prospect_idx').on(t.campaignProspectId),
  ],
);
