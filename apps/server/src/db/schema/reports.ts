import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns.js';
import { spaces } from './spaces.js';
import { users } from './users.js';

/**
 * Detailed reports (POST /reports/detailed): one row per request, worked by the `reports.detailed` job.
 * The finished CSV is kept here (so any process can serve it) and reached through a download link whose
 * key is stored only as its hash; rows older than their link are purged by the same module.
 */
export const reportExports = pgTable(
  'report_exports',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The request as validated (period, tz, accounts, campaigns, members, lang). */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    /** 'queued' → 'running' → 'done' | 'failed'. */
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    rows: integer('rows').notNull().default(0),
    email: text('email').notNull(),
    filename: text('filename'),
    content: text('content'),
    /** sha256 of the download link's key. */
    keyHash: text('key_hash'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: ts('finished_at'),
    expiresAt: ts('expires_at'),
  },
  (t) => [index('report_exports_user_idx').on(t.spaceId, t.userId, t.createdAt)],
);

/**
 * The reports' rollup, per workspace and time zone in use (README "Reports"): a cache of what the report
 * queries return per local day, never a source — built and kept by the `reports.rollup` job from the log.
 * A fold reads the log in one snapshot (`folded_snapshot`): every write visible in it is counted. A report
 * reads from the log the days written since (newer actions, `report_changes`) and the days from `folded_at`
 * on, and corrects insight for campaign prospects changed since (`report_cp_changes`).
 */
export const reportRollups = pgTable(
  'report_rollups',
  {
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    tz: text('tz').notNull(),
    /** 'building' until the first full build is done, then 'ready'. */
    status: text('status').notNull().default('building'),
    /** The last fold's snapshot (pg_snapshot as text) and its xmin: writes below it are all visible in it. */
    foldedSnapshot: text('folded_snapshot'),
    foldedXid: bigint('folded_xid', { mode: 'number' }).notNull().default(0),
    /** The instant of the last fold: time-bound figures (opens "not after now") are whole only before it. */
    foldedAt: ts('folded_at'),
    requestedAt: ts('requested_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.tz] })],
);

/** When a rollup was last read (apart from it: a fold never waits for a report, nor a report for a fold). */
export const reportRollupReads = pgTable(
  'report_rollup_reads',
  {
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    tz: text('tz').notNull(),
    usedAt: ts('used_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.tz] })],
);

const spaceRef = () =>
  uuid('space_id')
    .notNull()
    .references(() => spaces.id, { onDelete: 'cascade' });

/** GET /reports/activity's series per local day, account and campaign. */
export const reportRollupSeries = pgTable(
  'report_rollup_series',
  {
    spaceId: spaceRef(),
    tz: text('tz').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    series: text('series').notNull(),
    credentialId: uuid('credential_id').notNull(),
    workflowId: uuid('workflow_id'),
    n: integer('n').notNull(),
  },
  (t) => [index('report_rollup_series_day_idx').on(t.spaceId, t.tz, t.day)],
);

/** GET /reports/insight's steps: per local day, account, campaign, step and variant. */
export const reportRollupSteps = pgTable(
  'report_rollup_steps',
  {
    spaceId: spaceRef(),
    tz: text('tz').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    credentialId: uuid('credential_id').notNull(),
    workflowId: uuid('workflow_id').notNull(),
    nodeId: text('node_id'),
    variant: text('variant'),
    sent: integer('sent').notNull(),
    accepted: integer('accepted').notNull(),
    replied: integer('replied').notNull(),
  },
  (t) => [index('report_rollup_steps_day_idx').on(t.spaceId, t.tz, t.day)],
);

/** GET /reports/insight's best days and hours: per local day, hour, account and campaign. */
export const reportRollupSlots = pgTable(
  'report_rollup_slots',
  {
    spaceId: spaceRef(),
    tz: text('tz').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    credentialId: uuid('credential_id').notNull(),
    workflowId: uuid('workflow_id').notNull(),
    sent: integer('sent').notNull(),
    replied: integer('replied').notNull(),
  },
  (t) => [index('report_rollup_slots_day_idx').on(t.spaceId, t.tz, t.day)],
);

/**
 * Instants whose local day a write changed in the reports, other than an action's own time (`actions.report_xid`):
 * written by triggers (migration 0023) on campaign prospects, mailbox and inbox messages and workflow events.
 * The rollup job deletes the rows every rollup of the workspace has folded.
 */
export const reportChanges = pgTable(
  'report_changes',
  {
    spaceId: uuid('space_id').notNull(),
    at: ts('at').notNull(),
    xid: bigint('xid', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
  },
  (t) => [index('report_changes_space_xid_idx').on(t.spaceId, t.xid)],
);

/**
 * A campaign prospect's acceptance or reply as it was before a write (or its removal), by trigger: insight
 * counts them per step, so a report corrects the rollup's counts of that prospect's steps by the difference
 * with now. `seq` orders the writes of one row (they wait for each other's row lock).
 */
export const reportCpChanges = pgTable(
  'report_cp_changes',
  {
    spaceId: uuid('space_id').notNull(),
    campaignProspectId: uuid('campaign_prospect_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    oldConnectedAt: ts('old_connected_at'),
    oldRepliedAt: ts('old_replied_at'),
    xid: bigint('xid', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
  },
  (t) => [index('report_cp_changes_space_xid_idx').on(t.spaceId, t.xid)],
);
