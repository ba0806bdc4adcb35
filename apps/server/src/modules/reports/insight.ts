import { abTest, type InsightReport, type ReportQuery } from '@leadloop/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { sqlInSpace, type WorkspaceScope } from '../../lib/scope.js';
import { bounds, campaignNames, inAccounts, inCampaigns, reportFilters } from './filters.js';

/** Steps whose A/B verdict is on acceptance (an invitation); the others on replies. */
const ACCEPT_METRIC = new Set(['connection_request', 'connect_by_email']);
/** Steps that reach a person (best days and hours). */
const REACH_TYPES = ['connection_request', 'connect_by_email', 'message', 'inmail', 'email'];

type StepRow = {
  workflow_id: string;
  node_id: string;
  variant: string | null;
  sent: number;
  accepted: number;
  replied: number;
};

/**
 * GET /reports/insight: per step and A/B variant, the steps done in the period and how many of those
 * prospects accepted and replied — the definitions of GET /workflows/{id}/rates — with the two-proportion
 * z-test of the domain (`abTest`); and per local weekday and hour, the steps that reach a person and how
 * many of those prospects replied after it.
 */
export async function insightReport(db: Db, scope: WorkspaceScope, q: ReportQuery): Promise<InsightReport> {
  const f = await reportFilters(db, scope, q);
  const range = { ...f.range, period: q.period, tz: f.tz };
  if (!f.accounts.length) return { range, steps: [], slots: [] };
  const { start, end } = bounds(f, f.range.from, f.range.to);
  const where = sql`${sqlInSpace('a', f.spaceId)} and a.status = 'done' and a.workflow_id is not null
    and a.performed_at >= ${start} and a.performed_at < ${end}
    and ${inAccounts(f, sql`a.credential_id`)} and ${inCampaigns(f, sql`a.workflow_id`)}`;
  const [stepRows, slotRows] = await Promise.all([
    db.execute(sql`
      select a.workflow_id, a.node_id, a.variant, count(*)::int as sent,
        count(cp.connected_at)::int as accepted, count(cp.replied_at)::int as replied
      from actions a left join campaign_prospects cp on cp.id = a.campaign_prospect_id
      where ${where}
      group by 1, 2, 3`),
    db.execute(sql`
      select (extract(isodow from a.performed_at at time zone ${f.tz})::int - 1) as weekday,
        extract(hour from a.performed_at at time zone ${f.tz})::int as hour, count(*)::int as sent,
        count(*) filter (where cp.replied_at >= a.performed_at)::int as replied
      from actions a left join campaign_prospects cp on cp.id = a.campaign_prospect_id
      where ${where} and a.type in (${sql.join(
        REACH_TYPES.map((t) => sql`${t}`),
        sql`, `,
      )})
      group by 1, 2 order by 1, 2`),
  ]);
  const rows = rowsOf<StepRow>(stepRows);
  const names = await campaignNames(db, scope, [...new Set(rows.map((r) => r.workflow_id))]);
  const steps: InsightReport['steps'] = [];
  for (const [workflowId, wf] of names) {
    wf.nodes.forEach((raw, position) => {
      const node = raw as { id: string; type: string; variants?: unknown };
      const mine = rows.filter((r) => r.workflow_id === workflowId && r.node_id === node.id);
      if (!mine.length) return;
      const sum = (list: StepRow[], key: 'sent' | 'accepted' | 'replied') =>
        list.reduce((s, r) => s + Number(r[key]), 0);
      const variants = Array.isArray(node.variants)
        ? (['A', 'B'] as const).map((variant) => {
            const of = mine.filter((r) => r.variant === variant);
            return {
              variant,
              sent: sum(of, 'sent'),
              accepted: sum(of, 'accepted'),
              replied: sum(of, 'replied'),
            };
          })
        : [];
      const metric = ACCEPT_METRIC.has(node.type) ? ('accepted' as const) : ('replied' as const);
      const [a, b] = variants;
      steps.push({
        workflow_id: workflowId,
        workflow_name: wf.name,
        node_id: node.id,
        type: node.type,
        position,
        sent: sum(mine, 'sent'),
        accepted: sum(mine, 'accepted'),
        replied: sum(mine, 'replied'),
        variants,
        ab_test:
          a && b ? { metric, ...abTest({ n: a.sent, x: a[metric] }, { n: b.sent, x: b[metric] }) } : null,
      });
    });
  }
  steps.sort((x, y) => x.workflow_name.localeCompare(y.workflow_name) || x.position - y.position);
  return {
    range,
    steps,
    slots: rowsOf<InsightReport['slots'][number]>(slotRows).map((s) => ({
      weekday: Number(s.weekday),
      hour: Number(s.hour),
      sent: Number(s.sent),
      replied: Number(s.replied),
    })),
  };
}
