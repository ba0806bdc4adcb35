import { sql } from 'drizzle-orm';
import type { Monitoring } from '@leadloop/domain/monitoring/entities';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

const MIN_MS = 60_000;
const HOUR_MS = 60 * MIN_MS;
const DAY_MS = 24 * HOUR_MS;
/** An account whose inbox was last synced longer ago than this is lagging. */
export const SYNC_LAG_LIMIT_MS = 5 * MIN_MS;

const int = (v: unknown) => Math.round(Number(v ?? 0));
const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 1000 : 0);

/** The job queue (pg-boss) by queue name; empty where pg-boss has not made its tables (no worker yet). */
async function jobQueues(db: Db, now: Date) {
  const [exists] = rowsOf<{ t: string | null }>(
    await db.execute(sql`select to_regclass('pgboss.job')::text as t`),
  );
  if (!exists?.t) return [];
  return rowsOf<{ name: string; queued: number; active: number; failed_24h: number; completed_1h: number }>(
    await db.execute(sql`
      select name,
        count(*) filter (where state in ('created', 'retry'))::int as queued,
        count(*) filter (where state = 'active')::int as active,
        count(*) filter (where state = 'failed' and completed_on >= ${new Date(now.getTime() - DAY_MS)})::int as failed_24h,
        count(*) filter (where state = 'completed' and completed_on >= ${new Date(now.getTime() - HOUR_MS)})::int as completed_1h
      from pgboss.job group by name order by name`),
  ).map((q) => ({
    name: q.name,
    queued: int(q.queued),
    active: int(q.active),
    failed_24h: int(q.failed_24h),
    completed_1h: int(q.completed_1h),
  }));
}

/**
 * The engine's and the background work's health, read from the database at `now`: what is due and how late,
 * what was done and failed, the job queue, inbox sync lags and delivery failures. Any process answers the
 * same (no in-memory counters), so a dashboard behind a load balancer sees one truth.
 */
export async function monitoringSnapshot(db: Db, now: Date): Promise<Monitoring> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const [engine] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select
        count(*) filter (where next_run_at <= ${now})::int as due_now,
        count(*)::int as scheduled,
        min(next_run_at) filter (where next_run_at <= ${now})::text as oldest_due
      from campaign_prospects where next_run_at is not null`),
  );
  const [done] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select
        count(*) filter (where status = 'done' and performed_at >= ${hourAgo})::int as done_1h,
        count(*) filter (where status = 'failed' and started_at >= ${hourAgo})::int as failed_1h,
        count(*) filter (where status = 'done' and performed_at >= ${new Date(now.getTime() - 5 * MIN_MS)})::int as done_5m
      from actions where started_at >= ${hourAgo} or performed_at >= ${hourAgo}`),
  );
  const series = rowsOf<{ at: string; done: number; failed: number }>(
    await db.execute(sql`
      select to_char(date_trunc('minute', coalesce(performed_at, started_at)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:00"Z"') as at,
        count(*) filter (where status = 'done')::int as done,
        count(*) filter (where status = 'failed')::int as failed
      from actions
      where coalesce(performed_at, started_at) >= ${hourAgo} and coalesce(performed_at, started_at) <= ${now}
      group by 1 order by 1`),
  );
  const [sync] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select count(*)::int as accounts,
        count(*) filter (where last_sync_at is null or last_sync_at < ${new Date(now.getTime() - SYNC_LAG_LIMIT_MS)})::int as lagging,
        count(*) filter (where last_error is not null)::int as with_errors,
        coalesce(avg(last_lag_ms), 0)::int as avg_lag_ms,
        coalesce(max(max_lag_ms), 0)::bigint as max_lag_ms,
        min(last_sync_at)::text as oldest_sync
      from inbox_sync_state`),
  );
  const [mail] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select count(*) filter (where status = 'failed')::int as failed from mail_outbox where created_at >= ${dayAgo}`),
  );
  const [hooks] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select count(*) filter (where status = 'failed')::int as failed,
        count(*) filter (where status in ('failed', 'delivered'))::int as settled
      from webhook_deliveries where created_at >= ${dayAgo}`),
  );
  const queues = await jobQueues(db, now);
  const secondsSince = (at: unknown) =>
    at ? Math.max(0, Math.floor((now.getTime() - new Date(String(at)).getTime()) / 1000)) : 0;
  const done1h = int(done?.done_1h);
  const failed1h = int(done?.failed_1h);

  // One point per minute of the last hour, zeros included, so a chart shows a gap as a gap.
  const byMinute = new Map(series.map((s) => [s.at, s]));
  const start = Math.floor(hourAgo.getTime() / MIN_MS) * MIN_MS + MIN_MS;
  const points = Array.from({ length: 60 }, (_, i) => {
    const at = new Date(start + i * MIN_MS).toISOString().replace('.000Z', 'Z');
    const row = byMinute.get(at);
    return { at, done: int(row?.done), failed: int(row?.failed) };
  });

  return {
    at: now.toISOString(),
    engine: {
      due_now: int(engine?.due_now),
      scheduled: int(engine?.scheduled),
      oldest_due_seconds: secondsSince(engine?.oldest_due),
      actions_per_min: Math.round((int(done?.done_5m) / 5) * 10) / 10,
      done_1h: done1h,
      failed_1h: failed1h,
      error_rate_1h: rate(failed1h, done1h + failed1h),
    },
    jobs: {
      queued: queues.reduce((s, q) => s + q.queued, 0),
      active: queues.reduce((s, q) => s + q.active, 0),
      failed_24h: queues.reduce((s, q) => s + q.failed_24h, 0),
      queues,
    },
    sync: {
      accounts: int(sync?.accounts),
      lagging: int(sync?.lagging),
      with_errors: int(sync?.with_errors),
      avg_lag_ms: int(sync?.avg_lag_ms),
      max_lag_ms: int(sync?.max_lag_ms),
      oldest_sync_seconds: secondsSince(sync?.oldest_sync),
    },
    errors: {
      mail_failed_24h: int(mail?.failed),
      webhook_failed_24h: int(hooks?.failed),
      webhook_error_rate_24h: rate(int(hooks?.failed), int(hooks?.settled)),
    },
    series: points,
  };
}
