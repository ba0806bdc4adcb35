import { daysOf, type ActivityReport, type ReportQuery } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import type { WorkspaceScope } from '../../lib/scope.js';
import { campaignNames, reportFilters } from './filters.js';
import { askForRollup, inSnapshot } from './coverage.js';
import { rowsFor, seriesRows, sumRows, zeroCounts, type SeriesRow } from './series.js';
import { campaignMembers, perMember } from './members.js';

/**
 * GET /reports/activity: every stat series per local day of the period, totals, the previous period's
 * totals, per account, campaign and member (the campaigns' creators: members.ts).
 */
export async function activityReport(db: Db, scope: WorkspaceScope, q: ReportQuery): Promise<ActivityReport> {
  const f = await reportFilters(db, scope, q);
  const { range } = f;
  await askForRollup(db, f);
  const [rows, previous] = await inSnapshot(db, async (tx) => [
    await seriesRows(tx, f, range.from, range.to),
    await seriesRows(tx, f, range.previous_from, range.previous_to),
  ]);
  const daily = rowsFor(rows, 'day');
  const byDay = new Map(daysOf(range.from, range.to).map((d) => [d, zeroCounts()]));
  for (const r of daily) {
    const day = r.day ? byDay.get(r.day) : undefined;
    if (day) day[r.series] += r.n;
  }
  const group = (list: SeriesRow[], key: (r: SeriesRow) => string | null) => {
    const out = new Map<string, SeriesRow[]>();
    for (const r of list) {
      const k = key(r);
      if (!k) continue;
      const seen = out.get(k);
      if (seen) seen.push(r);
      else out.set(k, [r]);
    }
    return out;
  };
  const perAccount = group(rowsFor(rows, 'account'), (r) => r.credential_id);
  const perCampaign = group(rowsFor(rows, 'campaign'), (r) => r.workflow_id);
  const names = await campaignNames(db, scope, [...perCampaign.keys()]);
  const campaignRows = rowsFor(rows, 'campaign');
  const memberOf = await campaignMembers(
    db,
    scope,
    campaignRows.flatMap((r) => (r.workflow_id ? [r.workflow_id] : [])),
  );
  return {
    range: { ...range, period: q.period, tz: f.tz },
    days: [...byDay].map(([date, counts]) => ({ date, ...counts })),
    totals: sumRows(daily),
    previous_totals: sumRows(rowsFor(previous, 'day')),
    by_account: f.accounts
      .filter((a) => perAccount.has(a.id))
      .map((a) => ({ _id: a.id, name: a.name, totals: sumRows(perAccount.get(a.id)!) })),
    by_campaign: [...perCampaign]
      .filter(([id]) => names.has(id))
      .map(([id, list]) => ({ _id: id, name: names.get(id)!.name, totals: sumRows(list) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    by_member: perMember(
      campaignRows,
      (r) => memberOf(r.workflow_id),
      zeroCounts,
      (into, r) => (into[r.series] += r.n),
    ).map(({ member, counts }) => ({ _id: member.id, name: member.name, totals: counts })),
  };
}
