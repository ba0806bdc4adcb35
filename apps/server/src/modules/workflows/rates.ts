import { rate, type WorkflowRates, type WorkflowRatesById } from '@leadloop/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context.js';
import { actions, campaignProspects, workflows } from '../../db/schema/index.js';
import { inSpace } from '../../lib/scope.js';
import { clock } from '../../lib/clock.js';
import { canUseCredential, scopeOfCaller, type Caller, type WorkflowRow } from './access.js';
import { forecastWorkflows } from './forecast.js';

/**
 * GET /workflows/{id}/rates: per step, what was done, skipped and failed, by A/B variant, with the
 * acceptance and reply rates of the prospects who got it; the campaign's totals; and the forecast.
 * GET /reports/funnel and /reports/insight count with the same columns (a report agrees with these rates).
 */
export async function rates(ctx: AppContext, wf: WorkflowRow): Promise<WorkflowRates> {
  return (await ratesOfRows(ctx, [wf]))[0]!;
}

/** `rates` of several campaigns, in a fixed number of queries (steps and totals grouped by campaign). */
async function ratesOfRows(ctx: AppContext, wfs: WorkflowRow[]): Promise<WorkflowRates[]> {
  if (!wfs.length) return [];
  const ids = wfs.map((wf) => wf.id);
  const byStep = await ctx.db
    .select({
      workflowId: actions.workflowId,
      nodeId: actions.nodeId,
      variant: actions.variant,
      status: actions.status,
      n: sql<number>`count(*)::int`,
      accepted: sql<number>`count(${campaignProspects.connectedAt})::int`,
      replied: sql<number>`count(${campaignProspects.repliedAt})::int`,
    })
    .from(actions)
    .leftJoin(campaignProspects, eq(campaignProspects.id, actions.campaignProspectId))
    .where(inArray(actions.workflowId, ids))
    .groupBy(actions.workflowId, actions.nodeId, actions.variant, actions.status);
  const totals = await ctx.db
    .select({
      workflowId: campaignProspects.workflowId,
      prospects: sql<number>`count(*)::int`,
      invited: sql<number>`count(${campaignProspects.invitedAt})::int`,
      connected: sql<number>`count(${campaignProspects.connectedAt})::int`,
      replied: sql<number>`count(${campaignProspects.repliedAt})::int`,
      finished: sql<number>`count(*) filter (where ${campaignProspects.status} = 'finished')::int`,
    })
    .from(campaignProspects)
    .where(inArray(campaignProspects.workflowId, ids))
    .groupBy(campaignProspects.workflowId);
  const forecasts = await forecastWorkflows(ctx.db, wfs, clock.now());
  return wfs.map((wf) => {
    const { workflowId: _, ...t } = totals.find((r) => r.workflowId === wf.id) ?? {
      workflowId: wf.id,
      prospects: 0,
      invited: 0,
      connected: 0,
      replied: 0,
      finished: 0,
    };
    return {
      steps: stepsOf(
        wf,
        byStep.filter((r) => r.workflowId === wf.id),
      ),
      totals: {
        ...t,
        acceptance_rate: rate(t.connected, t.invited),
        reply_rate: rate(t.replied, t.prospects),
      },
      forecast: forecasts.get(wf.id) ?? null,
    };
  });
}

type StepCount = {
  nodeId: string | null;
  variant: string | null;
  status: string;
  n: number;
  accepted: number;
  replied: number;
};

/** Per step of the campaign, by A/B variant: what was done, skipped and failed, and who accepted and replied. */
function stepsOf(wf: WorkflowRow, byStep: StepCount[]): WorkflowRates['steps'] {
  return wf.nodes.map((node) => {
    const rows = byStep.filter((r) => r.nodeId === node.id);
    const sum = (f: (r: StepCount) => boolean, key: 'n' | 'accepted' | 'replied' = 'n') =>
      rows.filter(f).reduce((s, r) => s + r[key], 0);
    const variants = (['A', 'B'] as const).map((v) => {
      const sent = sum((r) => r.variant === v && r.status === 'done');
      const replied = sum((r) => r.variant === v && r.status === 'done', 'replied');
      const accepted = sum((r) => r.variant === v && r.status === 'done', 'accepted');
      return {
        variant: v,
        sent,
        accepted,
        replied,
        reply_rate: rate(replied, sent),
        accept_rate: rate(accepted, sent),
      };
    });
    return {
      id: node.id,
      type: node.type,
      done: sum((r) => r.status === 'done'),
      skipped: sum((r) => r.status === 'skipped'),
      failed: sum((r) => r.status === 'failed'),
      in_flight: sum((r) => r.status === 'started'),
      accepted: sum((r) => r.status === 'done', 'accepted'),
      replied: sum((r) => r.status === 'done', 'replied'),
      variants: Array.isArray(node.variants) ? variants : undefined,
    };
  });
}

/**
 * GET /workflows/rates?ids=: the rates of the listed campaigns of the caller's workspace, keyed by id, in
 * one request (the campaign list asked once per campaign before). Ids of campaigns the caller cannot see
 * (another workspace, an account they may not use) are left out, as a single GET would answer 404.
 */
export async function ratesOf(ctx: AppContext, caller: Caller, ids: string[]): Promise<WorkflowRatesById> {
  const rows = await ctx.db
    .select()
    .from(workflows)
    .where(and(inArray(workflows.id, ids), inSpace(workflows, scopeOfCaller(caller))));
  const visible = rows.filter((row) => canUseCredential(caller, row.credentialId));
  const all = await ratesOfRows(ctx, visible);
  return Object.fromEntries(visible.map((row, i) => [row.id, all[i]!]));
}
