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
 * marked read. Runs before the report's snapshot: it writes.
 */
export async function askForRollup(db: Db, f: Pick<ReportFilters, 'spaceId' | 'tz' | 'now'>): Promise<void> {
  // One statement: the ask (usually already there) and the read mark (at most hourly).
  await db.execute(sql`
    with asked as (
      insert into report_rollups (space_id, tz, requested_at)
      select ${f.spaceId}::uuid, ${f.tz}, ${f.now}
      where (select count(*) from report_rollups where ${sqlInSpace('report_rollups', f.spaceId)}) < ${MAX_ROLLUPS_PER_SPACE}
      on conflict (space_id, tz) do nothing
    )
    insert into report_rollup_reads (space_id, tz, used_at) values (${f.spaceId}::uuid, ${f.tz}, ${f.now})
    on conflict (space_id, tz) do update set used_at = excluded.used_at
      where report_rollup_reads.used_at < excluded.used_at - interval '1 hour'`);
}

/** A report's reads run in one snapshot, so the rollup and the log it completes agree. */
export function inSnapshot<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

/** Where a rollup stands: what its last fold saw. */
export interface FoldedState {
  /** The fold's snapshot (pg_snapshot text) and its xmin (every write below it is visible in it). */
  snapshot: string;
  xid: number;
}

/** The write of transaction `xid` was not visible to the fold: the rollup does not count it. */
export const unfolded = (xid: SQL, state: FoldedState): SQL =>
  sql`(${xid} >= ${state.xid} and not pg_visible_in_snapshot(${xid}::text::xid8, ${state.snapshot}::pg_snapshot))`;

/**
 * The local days of the workspace's log written after the fold, as the time zone sees them: actions
 * written since (and the opens and clicks of those e-mails), and the instants other writes moved
 * (`report_changes`, by trigger) unless `actionsOnly`. `window` narrows them to a period.
 */
export function changedDaysSql(
  spaceId: string,
  tz: string,
  state: FoldedState,
  options: { window?: { start: SQL; end: SQL }; actionsOnly?: boolean } = {},
): SQL {
  const { window } = options;
  const within = window ? sql`x.at >= ${window.start} and x.at < ${window.end}` : sql`true`;
  const others = options.actionsOnly
    ? sql``
    : sql`union all
      select t.at from actions a
        join mailbox_messages mm on mm.credential_id = a.credential_id and mm.client_key = a.idempotency_key
        cross join lateral (values (mm.opened_at), (mm.clicked_at)) t(at)
      where ${sqlInSpace('a', spaceId)} and ${unfolded(sql`a.report_xid`, state)} and a.type = 'email'
      union all
      select c.at from report_changes c where ${sqlInSpace('c', spaceId)} and ${unfolded(sql`c.xid`, state)}`;
  return sql`
    select distinct to_char((x.at at time zone ${tz})::date, 'YYYY-MM-DD') as day from (
      select a.performed_at as at from actions a
      where ${sqlInSpace('a', spaceId)} and ${unfolded(sql`a.report_xid`, state)} and a.performed_at is not null
      ${others}
    ) x
    where x.at is not null and ${within}`;
}

/**
 * The campaign prospects whose acceptance or reply changed after the fold, with their values as the fold saw
 * them: the earliest unfolded write of each row holds them (rows: campaign_prospect_id, old_connected_at,
 * old_replied_at).
 */
export function changedProspectsSql(spaceId: string, state: FoldedState): SQL {
  return sql`
    select distinct on (c.campaign_prospect_id) c.campaign_prospect_id, c.old_connected_at, c.old_replied_at
    from report_cp_changes c
    where ${sqlInSpace('c', spaceId)} and ${unfolded(sql`c.xid`, state)}
    order by c.campaign_prospect_id, c.seq`;
}

export interface RollupParts<T> {
  /**
   * The figures depend on done actions alone (and on campaign prospects, which `correct` handles): the days
   * other writes changed are still whole in the rollup.
   */
  actionsOnly?: boolean;
  /** Rows counted from the log over a window of local days. */
  log(win: DayWindow): Promise<T[]>;
  /** Rows of the rollup for `win`'s days, except `logDays`. */
  rollup(win: DayWindow, logDays: string[]): Promise<T[]>;
  /** Rows that correct the rollup's days (not `logDays`) for campaign prospects changed after the fold. */
  correct?(win: DayWindow, logDays: string[], state: FoldedState): Promise<T[]>;
}

/** What the rollup holds of a report's window: the state of its last fold and the days to read from the log. */
export interface Coverage {
  state: FoldedState;
  logDays: string[];
}

/**
 * Which days of `from`..`to` the rollup of the report's workspace and time zone holds whole: all but those
 * written after its last fold and those from the day of that fold on (`logDays`). null without a ready rollup.
 * Call it inside `inSnapshot`; reports whose parts share `actionsOnly` share one coverage.
 */
export async function rollupCoverage(
  db: Db,
  f: ReportFilters,
  { from, to }: DayWindow,
  actionsOnly = false,
): Promise<Coverage | null> {
  const [row] = await db
    .select()
    .from(reportRollups)
    .where(and(inSpace(reportRollups, f.spaceId), eq(reportRollups.tz, f.tz)));
  if (row?.status !== 'ready' || !row.foldedAt || !row.foldedSnapshot) return null;
  const state: FoldedState = { snapshot: row.foldedSnapshot, xid: row.foldedXid };
  const start = sql`(${from}::date::timestamp at time zone ${f.tz})`;
  const end = sql`((${to}::date + 1)::timestamp at time zone ${f.tz})`;
  const changed = rowsOf<{ day: string }>(
    await db.execute(changedDaysSql(f.spaceId, f.tz, state, { window: { start, end }, actionsOnly })),
  ).map((r) => r.day);
  const tailFrom = localToday(row.foldedAt, f.tz);
  const tail = tailFrom <= to ? daysOf(tailFrom > from ? tailFrom : from, to) : [];
  return { state, logDays: [...new Set([...changed, ...tail])].sort() };
}

/**
 * A report's rows for local days `from`..`to`: from the rollup for the days it holds whole, from the log for
 * the others (`rollupCoverage`), and the corrections of what changed since in a way the log can say row by
 * row. Without a ready rollup, from the log alone. Call it inside `inSnapshot`; pass `coverage` when another
 * part of the same report has read it already.
 */
export async function readThroughRollup<T>(
  db: Db,
  f: ReportFilters,
  window: DayWindow,
  parts: RollupParts<T>,
  known?: Coverage | null,
): Promise<T[]> {
  const coverage = known === undefined ? await rollupCoverage(db, f, window, parts.actionsOnly) : known;
  if (!coverage) return parts.log(window);
  const { state, logDays } = coverage;
  const kept = await parts.rollup(window, logDays);
  const corrections = parts.correct ? await parts.correct(window, logDays, state) : [];
  // One read of the log per run of consecutive days: each reads its own stretch of the indexes.
  const fresh: T[] = [];
  for (const [runFrom, runTo] of runsOf(logDays))
    fresh.push(...(await parts.log({ from: runFrom, to: runTo })));
  return [...kept, ...corrections, ...fresh];
}

/** Sorted local days as runs of consecutive days: [first, last] of each. */
export function runsOf(days: string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && Date.parse(`${day}T00:00:00Z`) - Date.parse(`${last[1]}T00:00:00Z`) === 86_400_000)
      last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}
