import { abTest, type InsightReport, type ReportQuery } from '@leadloop/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { sqlInSpace, type WorkspaceScope } from '../../lib/scope.js';
import {
  askForRollup,
  changedProspectsSql,
  inSnapshot,
  readThroughRollup,
  rollupCoverage,
  type FoldedState,
  type RollupParts,
} from './coverage.js';
import {
  bounds,
  campaignNames,
  inAccounts,
  inCampaigns,
  reportFilters,
  type DayWindow,
  type ReportFilters,
} from './filters.js';
import { dateArray } from '../../lib/sql-arrays.js';

/** Steps whose A/B verdict is on acceptance (an invitation); the others on replies. */
const ACCEPT_METRIC = new Set(['connection_request', 'connect_by_email']);
/** Steps that reach a person (best days and hours). */
const REACH_TYPES = ['connection_request', 'connect_by_email', 'message', 'inmail', 'email'];

type SlotRow = { weekday: number; hour: number; sent: number; replied: number };
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
  await askForRollup(db, f);
  const [stepRows, slotRows] = await inSnapshot(db, async (tx) => {
    // Both parts count done actions alone: one coverage of the rollup serves both.
    const coverage = await rollupCoverage(tx, f, f.range, true);
    const steps = await readThroughRollup(tx, f, f.range, stepParts(tx, f), coverage);
    return [steps, await readThroughRollup(tx, f, f.range, slotParts(tx, f), coverage)] as const;
  });
  const rows = sumBy(stepRows, (r) => `${r.workflow_id}|${r.node_id}|${r.variant}`, [
    'sent',
    'accepted',
    'replied',
  ]);
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
    slots: sumBy(slotRows, (r) => `${r.weekday}|${r.hour}`, ['sent', 'replied'])
      .map((r) => ({
        weekday: Number(r.weekday),
        hour: Number(r.hour),
        sent: Number(r.sent),
        replied: Number(r.replied),
      }))
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
  };
}

/** Rows with the same key summed (the rollup's rows and the log's for the same step or slot). */
function sumBy<T extends object>(rows: T[], key: (r: T) => string, fields: (keyof T)[]): T[] {
  const out = new Map<string, T>();
  for (const r of rows) {
    const k = key(r);
    const seen = out.get(k);
    if (!seen) out.set(k, { ...r });
    else for (const field of fields) (seen[field] as number) = Number(seen[field]) + Number(r[field]);
  }
  return [...out.values()];
}

const reachTypes = () =>
  sql.join(
    REACH_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );

function actionsWhere(f: ReportFilters, win: DayWindow): SQL {
  const { start, end } = bounds(f, win.from, win.to);
  return sql`${sqlInSpace('a', f.spaceId)} and a.status = 'done' and a.workflow_id is not null
    and a.performed_at >= ${start} and a.performed_at < ${end}
    and ${inAccounts(f, sql`a.credential_id`)} and ${inCampaigns(f, sql`a.workflow_id`)}`;
}

/** The rollup's days of the window, except those read from the log, for the report's accounts and campaigns. */
const rollupWhere = (f: ReportFilters, win: DayWindow, logDays: string[]) => sql`tz = ${f.tz}
  and day >= ${win.from}::date and day <= ${win.to}::date and not (day = any(${dateArray(logDays)}))
  and ${inAccounts(f, sql`credential_id`)} and ${inCampaigns(f, sql`workflow_id`)}`;

/**
 * The done steps, on the rollup's days of the window, of the campaign prospects changed after the fold, with
 * their values then (`ch`) and now (`cp`).
 */
function changedStepsFrom(f: ReportFilters, win: DayWindow, logDays: string[], state: FoldedState): SQL {
  return sql`from (${changedProspectsSql(f.spaceId, state)}) ch
    join actions a on a.campaign_prospect_id = ch.campaign_prospect_id
    left join campaign_prospects cp on cp.id = ch.campaign_prospect_id
    where ${actionsWhere(f, win)} and not ((a.performed_at at time zone ${f.tz})::date = any(${dateArray(logDays)}))`;
}

/** Per step and variant: the log's rows, the rollup's, and the rollup's corrected for prospects who changed since. */
function stepParts(tx: Db, f: ReportFilters): RollupParts<StepRow> {
  const sums = sql`sum(sent)::int as sent, sum(accepted)::int as accepted, sum(replied)::int as replied`;
  return {
    actionsOnly: true,
    log: async (win) =>
      rowsOf<StepRow>(
        await tx.execute(
          sql`select workflow_id, node_id, variant, ${sums} from (${stepsSql(f, win)}) s group by 1, 2, 3`,
        ),
      ),
    rollup: async (win, logDays) =>
      rowsOf<StepRow>(
        await tx.execute(sql`select workflow_id, node_id, variant, ${sums} from report_rollup_steps
          where ${sqlInSpace('report_rollup_steps', f.spaceId)} and ${rollupWhere(f, win, logDays)}
          group by 1, 2, 3`),
      ),
    // A prospect who accepted or replied after the fold: their steps on the rollup's days count anew.
    correct: async (win, logDays, state) =>
      rowsOf<StepRow>(
        await tx.execute(sql`
          select a.workflow_id, a.node_id, a.variant, 0 as sent,
            sum((cp.connected_at is not null)::int - (ch.old_connected_at is not null)::int)::int as accepted,
            sum((cp.replied_at is not null)::int - (ch.old_replied_at is not null)::int)::int as replied
          ${changedStepsFrom(f, win, logDays, state)}
          group by 1, 2, 3`),
      ),
  };
}

/** Per weekday and hour: the log's rows, the rollup's, and the rollup's corrected for prospects who replied since. */
function slotParts(tx: Db, f: ReportFilters): RollupParts<SlotRow> {
  const sums = sql`sum(sent)::int as sent, sum(replied)::int as replied`;
  return {
    actionsOnly: true,
    log: async (win) =>
      rowsOf<SlotRow>(
        await tx.execute(sql`select (extract(isodow from s.day::date)::int - 1) as weekday, hour, ${sums}
          from (${slotsSql(f, win)}) s group by 1, 2`),
      ),
    rollup: async (win, logDays) =>
      rowsOf<SlotRow>(
        await tx.execute(sql`select (extract(isodow from day)::int - 1) as weekday, hour, ${sums}
          from report_rollup_slots
          where ${sqlInSpace('report_rollup_slots', f.spaceId)} and ${rollupWhere(f, win, logDays)}
          group by 1, 2`),
      ),
    correct: async (win, logDays, state) =>
      rowsOf<SlotRow>(
        await tx.execute(sql`
          select (extract(isodow from a.performed_at at time zone ${f.tz})::int - 1) as weekday,
            extract(hour from a.performed_at at time zone ${f.tz})::int as hour, 0 as sent,
            sum(coalesce((cp.replied_at >= a.performed_at)::int, 0)
              - coalesce((ch.old_replied_at >= a.performed_at)::int, 0))::int as replied
          ${changedStepsFrom(f, win, logDays, state)} and a.type in (${reachTypes()})
          group by 1, 2`),
      ),
  };
}

/** Steps done per local day, account, campaign, step and variant, with how many of those prospects accepted and replied. */
export function stepsSql(f: ReportFilters, win: DayWindow): SQL {
  return sql`
    select to_char(s.day, 'YYYY-MM-DD') as day, s.credential_id, s.workflow_id, s.node_id, s.variant, s.sent,
      s.accepted, s.replied
    from (
      select (a.performed_at at time zone ${f.tz})::date as day, a.credential_id, a.workflow_id, a.node_id,
        a.variant, count(*)::int as sent, count(cp.connected_at)::int as accepted,
        count(cp.replied_at)::int as replied
      from actions a left join campaign_prospects cp on cp.id = a.campaign_prospect_id
      where ${actionsWhere(f, win)}
      group by 1, 2, 3, 4, 5
    ) s`;
}

/** Steps that reach a person per local day, hour, account and campaign, and how many of those people replied after. */
export function slotsSql(f: ReportFilters, win: DayWindow): SQL {
  return sql`
    select to_char(s.day, 'YYYY-MM-DD') as day, s.hour, s.credential_id, s.workflow_id, s.sent, s.replied
    from (
      select (a.performed_at at time zone ${f.tz})::date as day,
        extract(hour from a.performed_at at time zone ${f.tz})::int as hour, a.credential_id, a.workflow_id,
        count(*)::int as sent, count(*) filter (where cp.replied_at >= a.performed_at)::int as replied
      from actions a left join campaign_prospects cp on cp.id = a.campaign_prospect_id
      where ${actionsWhere(f, win)} and a.type in (${reachTypes()})
      group by 1, 2, 3, 4
    ) s`;
}
