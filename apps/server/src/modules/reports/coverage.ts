import { daysOf, localToday } from '@leadloop/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { reportRollups } from '../../db/schema/index.js';
import { inSpace, sqlInSpace } from '../../lib/scope.js';
import type { DayWindow, ReportFilters } from './filters.js';

/** A workspace keeps rollups for this many time zones at most; reports in others read the log. */
export const MAX_ROLLUPS_PER_SPACE = 4;

/**
 * The rollup of the report's workspace and time zone is asked for (the `reports.rollup` job builds it) and
 * marked used. Runs before the report's snapshot: it writes.
 */
export async function askForRollup(db: Db, f: Pick<ReportFilters, 'spaceId' | 'tz' | 'now'>): Promise<void> {
  await db.execute(sql`
    insert into report_rollups (space_id, tz, requested_at, used_at)
    select ${f.spaceId}::uuid, ${f.tz}, ${f.now}, ${f.now}
    where (select count(*) from report_rollups where ${sqlInSpace('report_rollups', f.spaceId)}) < ${MAX_ROLLUPS_PER_SPACE}
    on conflict (space_id, tz) do update set used_at = excluded.used_at
      where report_rollups.used_at < excluded.used_at - interval '1 hour'`);
}

/** A report's reads run in one snapshot, so the rollup and the log it completes agree. */
export function inSnapshot<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

/**
 * The local days of the workspace's log that changed in transactions from `xid` on, as the time zone
 * sees them: actions written since (and the opens and clicks of those e-mails), and the instants other
 * writes moved (`report_changes`, by trigger; those for insight alone only when `insight`). `start`/`end`
 * narrow them to a period.
 */
export function changedDaysSql(
  spaceId: string,
  tz: string,
  xid: number,
  options: { insight: boolean; start?: SQL; end?: SQL },
): SQL {
  const { start, end } = options;
  const within = start && end ? sql`x.at >= ${start} and x.at < ${end}` : sql`true`;
  return sql`
    select distinct to_char((x.at at time zone ${tz})::date, 'YYYY-MM-DD') as day from (
      select a.performed_at as at from actions a
      where ${sqlInSpace('a', spaceId)} and a.report_xid >= ${xid} and a.performed_at is not null
      union all
      select t.at from actions a
        join mailbox_messages mm on mm.credential_id = a.credential_id and mm.client_key = a.idempotency_key
        cross join lateral (values (mm.opened_at), (mm.clicked_at)) t(at)
      where ${sqlInSpace('a', spaceId)} and a.report_xid >= ${xid} and a.type = 'email'
      union all
      select c.at from report_changes c where ${sqlInSpace('c', spaceId)} and c.xid >= ${xid}
        ${options.insight ? sql`` : sql`and not c.insight_only`}
    ) x
    where x.at is not null and ${within}`;
}

export interface RollupParts<T> {
  /** Rows counted from the log over a window of local days. */
  log(win: DayWindow): Promise<T[]>;
  /** Rows of the rollup for `win`'s days, except `logDays`. */
  rollup(win: DayWindow, logDays: string[]): Promise<T[]>;
}

/**
 * A report's rows for local days `from`..`to`: from the rollup of its workspace and time zone for the days
 * it holds whole, from the log for the days changed since its last fold and from the day of that fold on.
 * Without a ready rollup, from the log alone. Call it inside `inSnapshot`.
 */
export async function readThroughRollup<T>(
  db: Db,
  f: ReportFilters,
  report: 'activity' | 'insight',
  { from, to }: { from: string; to: string },
  parts: RollupParts<T>,
): Promise<T[]> {
  const whole: DayWindow = { from, to, days: null };
  const [state] = await db
    .select()
    .from(reportRollups)
    .where(and(inSpace(reportRollups, f.spaceId), eq(reportRollups.tz, f.tz)));
  if (state?.status !== 'ready' || !state.foldedAt) return parts.log(whole);
  const start = sql`(${from}::date::timestamp at time zone ${f.tz})`;
  const end = sql`((${to}::date + 1)::timestamp at time zone ${f.tz})`;
  const changed = rowsOf<{ day: string }>(
    await db.execute(
      changedDaysSql(f.spaceId, f.tz, state.foldedXid, { insight: report === 'insight', start, end }),
    ),
  ).map((r) => r.day);
  const tailFrom = localToday(state.foldedAt, f.tz);
  const tail = tailFrom <= to ? daysOf(tailFrom > from ? tailFrom : from, to) : [];
  const logDays = [...new Set([...changed, ...tail])].sort();
  const [kept, fresh] = [
    await parts.rollup(whole, logDays),
    logDays.length ? await parts.log({ from: logDays[0]!, to: logDays.at(-1)!, days: logDays }) : [],
  ];
  return [...kept, ...fresh];
}
