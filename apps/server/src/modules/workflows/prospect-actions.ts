import { CODES } from '@leadloop/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context.js';
import { campaignProspects, prospects } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { WorkflowRow } from './access.js';
import { toCsv } from './searches.js';
import { emitWorkflow } from './events.js';
import { resumeProspect, setStepApproval, stopProspect } from '../engine/index.js';

async function requireCp(ctx: AppContext, wf: WorkflowRow, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(CODES.prospectNotFound);
  const [cp] = await ctx.db
    .select()
    .from(campaignProspects)
    .where(
      and(
        eq(campaignProspects.workflowId, wf.id),
        sql`(${campaignProspects.id} = ${id} or ${campaignProspects.prospectId} = ${id})`,
      ),
    );
  if (!cp) throw notFound(CODES.prospectNotFound);
  return cp;
}

/** Manual approval of the step a prospect waits on: approved (goes now), hold, or canceled (skipped). */
export async function setApproval(
  ctx: AppContext,
  wf: WorkflowRow,
  id: string,
  approval: 'approved' | 'hold' | 'canceled',
) {
  const cp = await requireCp(ctx, wf, id);
  const node = wf.nodes.find((n) => n.id === cp.currentNodeId);
  if (!node?.manual_approval || cp.status !== 'active') throw badRequest(CODES.stepNotAwaitingApproval);
  const wakes = approval !== 'hold' && wf.status === 'active';
  await setStepApproval(ctx.db, cp.id, approval, wakes ? clock.now() : null);
  emitWorkflow(ctx, wf, 'update_workflow');
  return { _id: cp.id, approval };
}

/** Stop one prospect by hand ('manual stop'), or let it continue ('manual resume' of its current step). */
export async function setProspectRunning(ctx: AppContext, wf: WorkflowRow, id: string, running: boolean) {
  const cp = await requireCp(ctx, wf, id);
  if (!running) {
    if (!['active', 'pending', 'campaign_paused'].includes(cp.status))
      throw badRequest(CODES.prospectNotRunning);
    await stopProspect(ctx.db, cp.id);
  } else {
    if (cp.status !== 'paused') throw badRequest(CODES.prospectNotPaused);
    await resumeProspect(ctx.db, cp, wf.status === 'active' && !wf.archivedAt, clock.now());
  }
  emitWorkflow(ctx, wf, 'update_workflow');
  return { _id: cp.id, status: running ? ('active' as const) : ('paused' as const) };
}

/** Export: every prospect of the campaign with its status, current step and the time of each step. */
export async function exportWorkflowCsv(ctx: AppContext, wf: WorkflowRow) {
  const rows = await ctx.db
    .select({ cp: campaignProspects, p: prospects })
    .from(campaignProspects)
    .innerJoin(prospects, eq(prospects.id, campaignProspects.prospectId))
    .where(eq(campaignProspects.workflowId, wf.id))
    .orderBy(asc(campaignProspects.createdAt));
  const stepIds = wf.nodes.map((n) => n.id);
  const header = [
    'profile_link',
    'first_name',
    'last_name',
    'company',
    'position',
    'email',
    'status',
    'paused_reason',
    'current_step',
    ...stepIds.map((s) => `step_${s}`),
  ];
  const lines = rows.map(({ cp, p }) => [
    p.profileLink,
    p.firstName,
    p.lastName,
    p.company ?? '',
    p.position ?? '',
    p.workEmail ?? p.personalEmail ?? '',
    cp.status,
    cp.pausedReason ?? '',
    cp.currentNodeId ?? '',
    ...stepIds.map((s) =>
      cp.steps[s]
        ? `${cp.steps[s]!.status}${cp.steps[s]!.reason ? ` (${cp.steps[s]!.reason})` : ''} ${cp.steps[s]!.at}`
        : '',
    ),
  ]);
  return { filename: `campaign-${wf.id}.csv`, csv: toCsv([header, ...lines]) };
}
