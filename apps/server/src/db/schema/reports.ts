import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
