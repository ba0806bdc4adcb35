import { dateArray } from '../../lib/sql-arrays.js';
import { SERIES_STEP_TYPE, STAT_SERIES, type SeriesCounts, type StatSeries } from '@leadloop/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { sqlInSpace } from '../../lib/scope.js';
import { readThroughRollup } from './coverage.js';
import { bounds, inAccounts, inCampaigns, localDay, type DayWindow, type ReportFilters } from './filters.js';

export interface SeriesRow {
  series: StatSeries;
  day: string | null;
  credential_id: string | null;
  workflow_id: string | null;
  n: number;
  /**
   * A row of the rollup counts for one breakdown only: per day, per account or per campaign (the others
   * are summed out). A row of the log (no part) counts for all three.
   */
  part?: 'day' | 'account' | 'campaign';
}

export const zeroCounts = (): SeriesCounts =>
  Object.fromEntries(STAT_SERIES.map((s) => [s, 0])) as SeriesCounts;

const STEP_SERIES = Object.entries(SERIES_STEP_TYPE) as [StatSeries, string][];

/**
 * Every stat series of the local days `from`..`to`, per day, account and campaign — counted from the
 * logs, never from a counter (README "Reports" states each definition):
 * - step series: done actions of the step type, at `performed_at`;
 * - email_opened / email_clicked: campaign emails (done `email` actions) whose mailbox message was
 *   opened / clicked in the day (and not after now: the sandbox seeds future opens);
 * - new_accepted: campaign prospects whose invitation was accepted (`connected_at`) in the day;
 * - new_replied: people who wrote to an account for the first time (their first inbound inbox message on
 *   that account) in the day, counted for the campaign of that account they are in (latest);
 * - new_interested / new_leads: prospects marked customer (lead status "interested") / lead in the day
 *   (mark_as_customer / mark_as_lead events).
 */
export async function seriesRows(db: Db, f: ReportFilters, from: string, to: string): Promise<SeriesRow[]> {
  if (!f.accounts.length) return [];
  const rows = await readThroughRollup(
    db,
    f,
    { from, to },
    {
      log: async (w) => rowsOf<SeriesRow>(await db.execute(seriesSql(f, w))),
      rollup: async (w, logDays) =>
        rowsOf<SeriesRow>(
          await db.execute(sql`
          select series, to_char(day, 'YYYY-MM-DD') as day, credential_id, workflow_id, sum(n)::int as n,
            (case when grouping(day) = 0 then 'day' when grouping(credential_id) = 0 then 'account' else 'campaign' end) as part
          from report_rollup_series
          where ${sqlInSpace('report_rollup_series', f.spaceId)} and tz = ${f.tz}
            and day >= ${w.from}::date and day <= ${w.to}::date and not (day = any(${dateArray(logDays)}))
            and ${inAccounts(f, sql`credential_id`)} and ${inCampaigns(f, sql`workflow_id`)}
          group by grouping sets ((series, day), (series, credential_id), (series, workflow_id))`),
        ),
    },
  );
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

/** The series counted from the log over a window of local days: rows (series, day, credential_id, workflow_id, n). */
export function seriesSql(f: ReportFilters, win: DayWindow): SQL {
  const { start, end } = bounds(f, win.from, win.to);
  const stepCase = sql.join(
    STEP_SERIES.map(([series, type]) => sql`when ${type} then ${series}`),
    sql` `,
  );
  const stepTypes = sql.join(
    STEP_SERIES.map(([, type]) => sql`${type}`),
    sql`, `,
  );
  const query = sql`
    select s.series, to_char(s.day, 'YYYY-MM-DD') as day, s.credential_id, s.workflow_id, s.n
    from (
      -- grouped by the local date first, formatted after: to_char on every action row costs more than the count
      select (case a.type ${stepCase} end) as series, (a.performed_at at time zone ${f.tz})::date as day,
        a.credential_id, a.workflow_id, count(*)::int as n
      from actions a
      where ${sqlInSpace('a', f.spaceId)} and a.status = 'done' and a.type in (${stepTypes})
        and a.performed_at >= ${start} and a.performed_at < ${end}
        and ${inAccounts(f, sql`a.credential_id`)} and ${inCampaigns(f, sql`a.workflow_id`)}
      group by 1, 2, 3, 4
    ) s
    union all
    select e.series, ${localDay(f, sql`e.at`)}, e.credential_id, e.workflow_id, count(*)::int
    from (
      select 'email_opened' as series, mm.opened_at as at, a.credential_id, a.workflow_id
      from actions a join mailbox_messages mm on mm.credential_id = a.credential_id and mm.client_key = a.idempotency_key
      where ${sqlInSpace('a', f.spaceId)} and a.status = 'done' and a.type = 'email' and a.performed_at < ${end}
        and mm.opened_at >= ${start} and mm.opened_at < ${end} and mm.opened_at <= ${f.now}
       
        and ${inAccounts(f, sql`mm.credential_id`)} and ${inAccounts(f, sql`a.credential_id`)} and ${inCampaigns(f, sql`a.workflow_id`)}
      union all
      select 'email_clicked', mm.clicked_at, a.credential_id, a.workflow_id
      from actions a join mailbox_messages mm on mm.credential_id = a.credential_id and mm.client_key = a.idempotency_key
      where ${sqlInSpace('a', f.spaceId)} and a.status = 'done' and a.type = 'email' and a.performed_at < ${end}
        and mm.clicked_at >= ${start} and mm.clicked_at < ${end} and mm.clicked_at <= ${f.now}
       
        and ${inAccounts(f, sql`mm.credential_id`)} and ${inAccounts(f, sql`a.credential_id`)} and ${inCampaigns(f, sql`a.workflow_id`)}
    ) e
    group by 1, 2, 3, 4
    union all
    select 'new_accepted', ${localDay(f, sql`cp.connected_at`)}, cp.credential_id, cp.workflow_id, count(*)::int
    from campaign_prospects cp
    where ${sqlInSpace('cp', f.spaceId)} and cp.connected_at >= ${start} and cp.connected_at < ${end}
     
      and ${inAccounts(f, sql`cp.credential_id`)} and ${inCampaigns(f, sql`cp.workflow_id`)}
    group by 1, 2, 3, 4
    union all
    select 'new_replied', r.day, r.credential_id, r.workflow_id, count(*)::int
    from (
      select ${localDay(f, sql`m.sent_at`)} as day, m.credential_id,
        (select cp.workflow_id from campaign_prospects cp
          where cp.prospect_id = m.prospect_id and cp.credential_id = m.credential_id
          order by cp.created_at desc, cp.id desc limit 1) as workflow_id
      from inbox_messages m
      where ${sqlInSpace('m', f.spaceId)} and m.direction = 'inbound'
        and m.sent_at >= ${start} and m.sent_at < ${end} and ${inAccounts(f, sql`m.credential_id`)}
       
        and not exists (
          select 1 from inbox_messages e
          where e.credential_id = m.credential_id and e.prospect_id = m.prospect_id and e.direction = 'inbound'
            and (e.sent_at, e.id) < (m.sent_at, m.id))
    ) r
    where ${inCampaigns(f, sql`r.workflow_id`)}
    group by 1, 2, 3, 4
    union all
    select (case w.type when 'mark_as_lead' then 'new_leads' else 'new_interested' end),
      ${localDay(f, sql`w.created_at`)}, w.credential_id, w.workflow_id, count(*)::int
    from workflow_events w
    where ${sqlInSpace('w', f.spaceId)} and w.type in ('mark_as_lead', 'mark_as_customer')
      and w.created_at >= ${start} and w.created_at < ${end}
      and ${inAccounts(f, sql`w.credential_id`)} and ${inCampaigns(f, sql`w.workflow_id`)}
    group by 1, 2, 3, 4`;
  return query;
}

/** Sums rows into counts per series. */
export function sumRows(rows: SeriesRow[]): SeriesCounts {
  const out = zeroCounts();
  for (const r of rows) out[r.series] += r.n;
  return out;
}

/** The rows that count for a breakdown: the log's, and the rollup's of that breakdown. */
export const rowsFor = (rows: SeriesRow[], part: NonNullable<SeriesRow['part']>) =>
  rows.filter((r) => !r.part || r.part === part);
