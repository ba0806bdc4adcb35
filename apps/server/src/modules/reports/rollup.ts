import { daysOf, localToday, reportRange } from '@leadloop/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { reportRollups } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { inSpace, sqlInSpace } from '../../lib/scope.js';
import { changedDaysSql, changedProspectsSql, runsOf } from './coverage.js';
import type { DayWindow, ReportFilters } from './filters.js';
import { slotsSql, stepsSql } from './insight.js';
import { seriesSql } from './series.js';

/** The first local day a rollup holds: nothing in Leadloop happened before. */
const FIRST_DAY = '2000-01-01';
const UNUSED_FOR_MS = 30 * 86_400_000;

/**
 * Brings the rollup of one workspace and time zone up to the log (README "Reports"): the first time, every
 * day is counted; after that, the days written after the last fold (by actions, by the instants other writes
 * moved, by the steps of campaign prospects whose acceptance or reply changed) and the days from the last
 * fold to today are counted again. One transaction in one snapshot, which the rollup keeps: a report then
 * knows exactly which writes the rollup counts; a fold cut short leaves the rollup as it was.
 */
export async function foldRollup(
  db: Db,
  spaceId: string,
  tz: string,
  options: { now?: Date; crashAt?: 'mid-fold' } = {},
): Promise<'built' | 'folded' | 'unchanged' | 'none'> {
  const now = options.now ?? clock.now();
  return db.transaction(
    async (tx) => {
      const [seen] = rowsOf<{ snapshot: string; xmin: string }>(
        await tx.execute(
          sql`select pg_current_snapshot()::text as snapshot, pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
        ),
      );
      // One fold of a rollup at a time.
      const [lock] = rowsOf<{ held: boolean }>(
        await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtext(${`report_rollup:${spaceId}:${tz}`})) as held`,
        ),
      );
      if (!lock?.held || !seen) return 'none';
      const [state] = await tx
        .select()
        .from(reportRollups)
        .where(and(inSpace(reportRollups, spaceId), eq(reportRollups.tz, tz)));
      if (!state) return 'none';
      const today = localToday(now, tz);
      // The report queries' filters for every account and campaign; their window comes apart (`win`).
      const f: ReportFilters = {
        spaceId,
        tz,
        range: reportRange('days_3', today),
        accounts: [],
        campaignIds: null,
        now,
        everyAccount: true,
      };
      // The first build counts every day; a fold the days written since and those from its last day on.
      let runs: [string, string][] = [[FIRST_DAY, today]];
      if (state.status === 'ready' && state.foldedAt && state.foldedSnapshot) {
        const before = { snapshot: state.foldedSnapshot, xid: state.foldedXid };
        const changed = rowsOf<{ day: string }>(
          await tx.execute(sql`${changedDaysSql(spaceId, tz, before)}
            union
            select distinct to_char((a.performed_at at time zone ${tz})::date, 'YYYY-MM-DD')
            from (${changedProspectsSql(spaceId, before)}) ch
              join actions a on a.campaign_prospect_id = ch.campaign_prospect_id
            where ${sqlInSpace('a', spaceId)} and a.status = 'done' and a.performed_at is not null`),
        ).map((r) => r.day);
        // Nothing written since and still the same day: the rollup already holds what a fold would count
        // (reports read its last day from the log anyway), so only its snapshot moves on.
        if (!changed.length && localToday(state.foldedAt, tz) === today) {
          await tx
            .update(reportRollups)
            .set({ foldedSnapshot: seen.snapshot, foldedXid: Number(seen.xmin), foldedAt: now })
            .where(and(inSpace(reportRollups, spaceId), eq(reportRollups.tz, tz)));
          if (options.crashAt === 'mid-fold') throw new Error('fold crashed (test)');
          return 'unchanged';
        }
        const days = [...new Set([...changed, ...daysOf(localToday(state.foldedAt, tz), today)])]
          .filter((d) => d <= today)
          .sort();
        runs = runsOf(days);
      }
      for (const [from, to] of runs) {
        const win: DayWindow = { from, to };
        for (const table of ['report_rollup_series', 'report_rollup_steps', 'report_rollup_slots'])
          await tx.execute(sql`delete from ${sql.identifier(table)}
            where ${sqlInSpace(table, spaceId)} and tz = ${tz} and day >= ${from}::date and day <= ${to}::date`);
        if (options.crashAt === 'mid-fold') throw new Error('fold crashed (test)');
        await tx.execute(sql`
          insert into report_rollup_series (space_id, tz, day, series, credential_id, workflow_id, n)
          select ${spaceId}::uuid, ${tz}, s.day::date, s.series, s.credential_id, s.workflow_id, s.n
          from (${seriesSql(f, win)}) s`);
        await tx.execute(sql`
          insert into report_rollup_steps (space_id, tz, day, credential_id, workflow_id, node_id, variant, sent, accepted, replied)
          select ${spaceId}::uuid, ${tz}, s.day::date, s.credential_id, s.workflow_id, s.node_id, s.variant, s.sent,
            s.accepted, s.replied
          from (${stepsSql(f, win)}) s`);
        await tx.execute(sql`
          insert into report_rollup_slots (space_id, tz, day, hour, credential_id, workflow_id, sent, replied)
          select ${spaceId}::uuid, ${tz}, s.day::date, s.hour, s.credential_id, s.workflow_id, s.sent, s.replied
          from (${slotsSql(f, win)}) s`);
      }
      await tx
        .update(reportRollups)
        .set({ status: 'ready', foldedSnapshot: seen.snapshot, foldedXid: Number(seen.xmin), foldedAt: now })
        .where(and(inSpace(reportRollups, spaceId), eq(reportRollups.tz, tz)));
      return state.status === 'ready' ? 'folded' : 'built';
    },
    { isolationLevel: 'repeatable read' },
  );
}

/**
 * The `reports.rollup` pass: drops rollups nobody read for 30 days, folds every other one, and forgets the
 * changes every rollup of their workspace has folded (all of them where a workspace keeps no rollup).
 */
export async function foldAllRollups(
  db: Db,
  log?: { warn(obj: unknown, msg?: string): void },
): Promise<number> {
  const now = clock.now();
  const unreadSince = new Date(now.getTime() - UNUSED_FOR_MS);
  await db.execute(sql`
    delete from report_rollups r where r.requested_at < ${unreadSince} and not exists (
      select 1 from report_rollup_reads u where (u.space_id, u.tz) = (r.space_id, r.tz) and u.used_at >= ${unreadSince})`);
  const all = await db
    .select({ spaceId: reportRollups.spaceId, tz: reportRollups.tz, xid: reportRollups.foldedXid })
    .from(reportRollups);
  let folded = 0;
  for (const r of all) {
    try {
      if ((await foldRollup(db, r.spaceId, r.tz, { now })) !== 'none') folded++;
    } catch (error) {
      log?.warn({ err: error, spaceId: r.spaceId, tz: r.tz }, 'report rollup fold failed');
    }
  }
  const kept = await db
    .select({ spaceId: reportRollups.spaceId, xid: sql<string>`min(${reportRollups.foldedXid})::text` })
    .from(reportRollups)
    .groupBy(reportRollups.spaceId);
  for (const { spaceId, xid } of kept)
    for (const table of ['report_changes', 'report_cp_changes'])
      await db.execute(
        sql`delete from ${sql.identifier(table)} where ${sqlInSpace(table, spaceId)} and xid < ${Number(xid)}`,
      );
  const xmin = sql`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`;
  for (const table of ['report_changes', 'report_cp_changes'])
    await db.execute(sql`delete from ${sql.identifier(table)} c where c.xid < ${xmin}
      and c.space_id not in (select r.space_id from report_rollups r)`);
  return folded;
}
