import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { prospects } from './prospects.js';
import { spaces } from './spaces.js';

/** A workspace's enrichment waterfall (issue 37): source order per field, catch-all policy, re-enrichment age. */
export const enrichmentSettings = pgTable('enrichment_settings', {
  spaceId: uuid('space_id')
    .primaryKey()
    .references(() => spaces.id, { onDelete: 'cascade' }),
  emailSources: text('email_sources').array().notNull(),
  phoneSources: text('phone_sources').array().notNull(),
  /** send | skip | ask (domain CATCH_ALL_POLICIES). */
  catchAllPolicy: text('catch_all_policy').notNull(),
  refreshAfterDays: integer('refresh_after_days').notNull(),
  updatedAt: updatedAt(),
});

/** Where a prospect's enriched email or phone came from, when, and what its check said (one row per field). */
export const enrichmentProvenance = pgTable(
  'enrichment_provenance',
  {
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    /** email | phone: which of the two columns below holds the value. */
    field: text('field').notNull(),
    email: text('email'),
    phone: text('phone'),
    source: text('source').notNull(),
    /** valid | invalid | catch_all | unknown. */
    verification: text('verification').notNull(),
    foundAt: ts('found_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prospectId, t.field] })],
);

/** Every address checked (syntax, MX, SMTP probe): what the sender reads for the catch-all policy. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    result: text('result').notNull(),
    detail: text('detail'),
    checkedAt: ts('checked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.email] })],
);

/**
 * What each source answered under one idempotency key (run + prospect + field): on a resume the sources that
 * already answered are not asked again; a source that was down is.
 */
export const enrichmentAttempts = pgTable(
  'enrichment_attempts',
  {
    idempotencyKey: text('idempotency_key').notNull(),
    source: text('source').notNull(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    /** hit | miss | unverified. */
    outcome: text('outcome').notNull(),
    email: text('email'),
    phone: text('phone'),
    verification: text('verification'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.idempotencyKey, t.source] })],
);

/** One row per charged hit, keyed by its idempotency key, written with the ledger row: never charged twice. */
export const enrichmentCharges = pgTable('enrichment_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  spaceId: uuid('space_id')
    .notNull()
    .references(() => spaces.id, { onDelete: 'cascade' }),
  prospectId: uuid('prospect_id').notNull(),
  field: text('field').notNull(),
  source: text('source').notNull(),
  amount: integer('amount').notNull(),
  createdAt: createdAt(),
});

/** A bulk enrichment (POST /v2/looch/profiles/enrich), run by the pg-boss job enrichment.bulk. */
export const enrichmentRuns = pgTable(
  'enrichment_runs',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    /** queued | running | done | failed. */
    status: text('status').notNull(),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    found: integer('found').notNull().default(0),
    creditsSpent: integer('credits_spent').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('enrichment_runs_space_idx').on(t.spaceId, t.createdAt)],
);

/** The prospects of a run, in order; `done` is the cursor a resumed run starts from. */
export const enrichmentRunItems = pgTable(
  'enrichment_run_items',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => enrichmentRuns.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    prospectId: uuid('prospect_id').notNull(),
    done: boolean('done').notNull().default(false),
    outcome: text('outcome'),
  },
  (t) => [primaryKey({ columns: [t.runId, t.seq] })],
);
