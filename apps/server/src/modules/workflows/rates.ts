import { rate, type WorkflowRates, type WorkflowRatesById } from '@leadloop/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context.js';
import { actions, campaignProspects, workflows } from '../../db/schema/index.js';
import { inSpace } from '../../lib/scope.js';
import { clock } from '../../lib/clock.js';
import { canUseCredential, scopeOfCaller, type Caller, type WorkflowRow } from './access.js';
import { forecastWorkflow } from './forecast.js';

/**
 * GET /workflows/{id}/rates: per step, what was done, skipped and failed, by A/B variant, with the
 * acceptance and reply rates of the prospects who got it; the campaign's totals; and the forecast.
 * GET /reports/funnel and /reports/insight count with the same columns (a report agrees with these rates).
 */
export async function rates(ctx: AppContext, wf: WorkflowRow): Promise<WorkflowRates> {
  const byStep = await ctx.db
    .select({
      nodeId: actions.nodeId,
      variant: actions.variant,
      status: actions.status,
      n: sql<number>`count(*)::int`,
      accepted: sql<number>`count(${campaignProspects.connectedAt})::int`,
      replied: sql<number>`count(${campaignProspects.repliedAt})::int`,
    })
    .from(actions)
    .leftJoin(campaignProspects, eq(campaignProspects.id, actions.campaignProspectId))
    .where(eq(actions.workflowId, wf.id))
    .groupBy(actions.nodeId, actions.variant, actions.status);
  const steps = wf.nodes.map((node) => {
    const rows = byStep.filter((r) => r.nodeId === node.id);
    const sum = (f: (r: (typeof rows)[number]) => boolean, key: 'n' | 'accepted' | 'replied' = 'n') =>
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
    const done = sum((r) => r.status === 'done');
    return {
      id: node.id,
      type: node.type,
      done,
      skipped: sum((r) => r.status === 'skipped'),
      failed: sum((r) => r.status === 'failed'),
      in_flight: sum((r) => r.status === 'started'),
      accepted: sum((r) => r.status === 'done', 'accepted'),
      replied: sum((r) => r.status === 'done', 'replied'),
      variants: Array.isArray(node.variants) ? variants : undefined,
    };
  });
  const [totals] = await ctx.db
    .select({
      prospects: sql<number>`count(*)::int`,
      invited: sql<number>`count(${campaignProspects.invitedAt})::int`,
      connected: sql<number>`count(${campaignProspects.connectedAt})::int`,
      replied: sql<number>`count(${campaignProspects.repliedAt})::int`,
      finished: sql<number>`count(*) filter (where ${campaignProspects.status} = 'finished')::int`,
    })
    .from(campaignProspects)
    .where(and(eq(campaignProspects.workflowId, wf.id)));
  const t = totals ?? { prospects: 0, invited: 0, connected: 0, replied: 0, finished: 0 };
  return {
    steps,
    totals: {
      ...t,
      acceptance_rate: rate(t.connected, t.invited),
      reply_rate: rate(t.replied, t.prospects),
    },
    forecast: await forecastWorkflow(ctx.db, wf, clock.now()),
  };
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
  const answer: WorkflowRatesById = {};
  for (const row of rows) {
    if (canUseCredential(caller, row.credentialId)) answer[row.id] = await rates(ctx, row);
  }
  return answer;
}
