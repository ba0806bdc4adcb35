import { FUNNEL_STAGES, type FunnelCounts, type FunnelReport, type ReportQuery } from '@leadloop/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { sqlInSpace, type WorkspaceScope } from '../../lib/scope.js';
import { bounds, campaignNames, inAccounts, inCampaigns, reportFilters } from './filters.js';
import { campaignMembers, perMember } from './members.js';

const zero = (): FunnelCounts => Object.fromEntries(FUNNEL_STAGES.map((s) => [s, 0])) as FunnelCounts;
const add = (a: FunnelCounts, b: FunnelCounts) => {
  for (const s of FUNNEL_STAGES) a[s] += b[s];
  return a;
};

/**
 * GET /reports/funnel: the campaign prospects added in the period (a cohort) and how far they got, by the
 * same columns as GET /workflows/{id}/rates — requests sent (`invited_at`), accepted (`connected_at`),
 * replied (`replied_at`) — then interested and leads from the log: a prospect marked customer (lead status
 * "interested") or lead, resp. lead, after joining the campaign (`workflow_events` mark_as_customer /
 * mark_as_lead, as the new_interested / new_leads series count them). A stage once reached stays reached:
 * a later label or status change does not rewrite the funnel (the prospect's current relation is not read).
 * The marks are read once per prospect (their latest time), not per campaign prospect.
 */
export async function funnelReport(db: Db, scope: WorkspaceScope, q: ReportQuery): Promise<FunnelReport> {
  const f = await reportFilters(db, scope, q);
  const { start, end } = bounds(f, f.range.from, f.range.to);
  const rows = f.accounts.length
    ? rowsOf<FunnelCounts & { workflow_id: string; credential_id: string }>(
        await db.execute(sql`
          with marks as (
            select w.prospect_id, max(w.created_at) as interested_at,
              max(w.created_at) filter (where w.type = 'mark_as_lead') as lead_at
            from workflow_events w
            where ${sqlInSpace('w', f.spaceId)} and w.type in ('mark_as_customer', 'mark_as_lead')
              and w.prospect_id is not null
            group by 1)
          select cp.workflow_id, cp.credential_id, count(*)::int as prospects,
            count(cp.invited_at)::int as requests_sent, count(cp.connected_at)::int as accepted,
            count(cp.replied_at)::int as replied,
            count(*) filter (where m.interested_at >= cp.created_at)::int as interested,
            count(*) filter (where m.lead_at >= cp.created_at)::int as leads
          from campaign_prospects cp left join marks m on m.prospect_id = cp.prospect_id
          where ${sqlInSpace('cp', f.spaceId)} and cp.created_at >= ${start} and cp.created_at < ${end}
            and ${inAccounts(f, sql`cp.credential_id`)} and ${inCampaigns(f, sql`cp.workflow_id`)}
          group by 1, 2`),
      )
    : [];
  const names = await campaignNames(
    db,
    scope,
    rows.map((r) => r.workflow_id),
  );
  const pick = (r: FunnelCounts): FunnelCounts =>
    Object.fromEntries(FUNNEL_STAGES.map((s) => [s, Number(r[s])])) as FunnelCounts;
  const memberOf = await campaignMembers(
    db,
    scope,
    rows.map((r) => r.workflow_id),
  );
  const byAccount = new Map<string, FunnelCounts>();
  for (const r of rows)
    byAccount.set(r.credential_id, add(byAccount.get(r.credential_id) ?? zero(), pick(r)));
  return {
    range: { ...f.range, period: q.period, tz: f.tz },
    totals: rows.reduce((t, r) => add(t, pick(r)), zero()),
    by_campaign: rows
      .map((r) => ({
        _id: r.workflow_id,
        name: names.get(r.workflow_id)?.name ?? '',
        credentials_id: r.credential_id,
        ...pick(r),
      }))
      .sort((a, b) => b.prospects - a.prospects || a.name.localeCompare(b.name)),
    by_account: f.accounts
      .filter((a) => byAccount.has(a.id))
      .map((a) => ({ _id: a.id, name: a.name, ...byAccount.get(a.id)! })),
    by_member: perMember(
      rows,
      (r) => memberOf(r.workflow_id),
      zero,
      (into, r) => add(into, pick(r)),
    ).map(({ member, counts }) => ({ _id: member.id, name: member.name, ...counts })),
  };
}
