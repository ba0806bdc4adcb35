import { assertSendersAuthenticate } from '../mailboxes/index.js';
import type { WorkflowDetail } from '@leadloop/domain';
import { CODES } from '@leadloop/domain';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../lib/context.js';
import { workflowSearches, workflows, type WorkflowLink } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import {
  canUseCredential,
  requireCredential,
  requireWorkflow,
  type Caller,
  type WorkflowRow,
} from './access.js';
import {
  toGraph,
  startNodeId,
  stepDelayMs,
  type StepInput,
  moveOffRemovedSteps,
  pauseCampaignProspects,
  purgeCampaignProspects,
  resumeCampaignFromStep,
  resumeCampaignProspects,
  stopCampaignProspects,
} from '../engine/index.js';
import { validateGraph } from './validate.js';
import { checkVoicemailSteps, copyVoicemailToAccount } from '../voicemail/index.js';
import {
  countsOfWorkflow,
  prospectCountsOf,
  searchesOf,
  statusCounts,
  toSearchView,
  toWorkflowView,
} from './view.js';
import { addSearch } from './searches.js';
import { forecastWorkflow } from './forecast.js';
import { emitWorkflow } from './events.js';
import type { z } from 'zod';
import type { createWorkflowBody, listQuery, updateStatusBody, updateWorkflowBody } from './schemas.js';
import { inSpace } from '../../lib/scope.js';
import { assertStepFeatures } from '../../lib/plans.js';
import { containsPattern } from '../../lib/like.js';

type CreateBody = z.infer<typeof createWorkflowBody>;
type UpdateBody = z.infer<typeof updateWorkflowBody>;

function graphFrom(body: {
  sequence?: StepInput[];
  sequences_nodes?: StepInput[];
  sequences_links?: WorkflowLink[];
}) {
  if (body.sequences_nodes)
    return toGraph({ nodes: body.sequences_nodes, links: body.sequences_links ?? [] });
  return toGraph({ sequence: body.sequence ?? [] });
}

const flagColumns = (b: UpdateBody) => ({
  ...(b.settings !== undefined && { settings: b.settings }),
  ...(b.is_existing_people !== undefined && { isExistingPeople: b.is_existing_people }),
  ...(b.is_include_talked_before !== undefined && { isIncludeTalkedBefore: b.is_include_talked_before }),
  ...(b.is_only_premium !== undefined && { isOnlyPremium: b.is_only_premium }),
  ...(b.is_link_tracking !== undefined && { isLinkTracking: b.is_link_tracking }),
  ...(b.is_email_only !== undefined && { isEmailOnly: b.is_email_only }),
  ...(b.is_ai_targeting !== undefined && { isAiTargeting: b.is_ai_targeting }),
  ...(b.ai_targeting_settings !== undefined && { aiTargetingSettings: b.ai_targeting_settings }),
  ...(b.is_ai_employee !== undefined && { isAiEmployee: b.is_ai_employee }),
  ...(b.ai_employee_id !== undefined && { aiEmployeeId: b.ai_employee_id }),
  ...(b.custom_domain !== undefined && { customDomain: b.custom_domain }),
});

export async function createWorkflow(ctx: AppContext, caller: Caller, userId: string, body: CreateBody) {
  await requireCredential(ctx.db, caller, body.credentials_id);
  const graph = graphFrom(body);
  validateGraph(graph.nodes, graph.links, {
    isEmailOnly: Boolean(body.is_email_only),
    customKeys: [],
    now: clock.now(),
  });
  await assertStepFeatures(
    ctx.db,
    caller.space.tier,
    graph.nodes.map((n) => n.type),
  );
  await checkVoicemailSteps(ctx.db, body.credentials_id, graph.nodes);
  const [last] = await ctx.db
    .select({ max: sql<number>`coalesce(max(${workflows.position}), 0)::int` })
    .from(workflows)
    .where(and(inSpace(workflows, caller.space.id), eq(workflows.credentialId, body.credentials_id)));
  const [wf] = await ctx.db
    .insert(workflows)
    .values({
      spaceId: caller.space.id,
      credentialId: body.credentials_id,
      name: body.name,
      status: body.status ?? 'inactive',
      sequencesType: graph.type,
      nodes: graph.nodes,
      links: graph.links,
      position: (last?.max ?? 0) + 1,
      createdBy: userId,
      ...flagColumns(body),
    })
    .returning();
  for (const s of body.searches ?? []) await addSearch(ctx, caller, wf!, s);
  emitWorkflow(ctx, wf!, 'refetch_workflows');
  return getWorkflow(ctx, caller, wf!.id);
}

export async function getWorkflow(ctx: AppContext, caller: Caller, id: string): Promise<WorkflowDetail> {
  const wf = await requireWorkflow(ctx.db, caller, id, { includeDeleted: true });
  const [searches, counts, forecast] = await Promise.all([
    searchesOf(ctx.db, wf.id),
    countsOfWorkflow(ctx.db, wf.id),
    forecastWorkflow(ctx.db, wf, clock.now()),
  ]);
  return {
    ...toWorkflowView(wf, { searches, counts }),
    searches: searches.map(toSearchView),
    prospects_count: counts,
    forecast,
  };
}

/** GET /workflows: paged, with query and deleted_only / archived_only filters. */
export async function listWorkflows(ctx: AppContext, caller: Caller, q: z.infer<typeof listQuery>) {
  const where: SQL[] = [inSpace(workflows, caller.space.id)];
  if (q.credentials_id) where.push(eq(workflows.credentialId, q.credentials_id));
  if (!caller.member.isAdmin) {
    const allowed = caller.member.availableCredentials;
    if (!allowed.length) return { items: [], total: 0, offset: q.offset, limit: q.limit };
    where.push(inArray(workflows.credentialId, allowed));
  }
  if (q.deleted_only) where.push(isNotNull(workflows.deletedAt));
  else {
    where.push(isNull(workflows.deletedAt));
    where.push(q.archived_only ? isNotNull(workflows.archivedAt) : isNull(workflows.archivedAt));
  }
  if (q.query) where.push(ilike(workflows.name, containsPattern(q.query)));
  const condition = and(...where);
  // One statement: the page, the number of matches (a window, counted before the limit) and each listed
  // campaign's prospect counts (a select-list subquery: PostgreSQL runs it only for rows the limit takes).
  const rows = await ctx.db
    .select({
      wf: workflows,
      matches: sql<number>`count(*) over ()`.mapWith(Number),
      counts: prospectCountsOf(),
    })
    .from(workflows)
    .where(condition)
    .orderBy(asc(workflows.position), desc(workflows.createdAt))
    .offset(q.offset)
    .limit(q.limit);
  // Past the last page no row carries the count.
  const total = rows.length ? rows[0]!.matches : q.offset ? await countWorkflows(ctx, condition) : 0;
  return {
    items: rows.map(({ wf, counts }) => toWorkflowView(wf, { counts: statusCounts(counts) })),
    total,
    offset: q.offset,
    limit: q.limit,
  };
}

async function countWorkflows(ctx: AppContext, condition: SQL | undefined): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(workflows)
    .where(condition);
  return row?.n ?? 0;
}

/** GET /workflows/fetch: every live campaign of the accounts the caller may use (no paging). */
export async function fetchWorkflows(ctx: AppContext, caller: Caller, credentialId?: string) {
  const rows = await ctx.db
    .select()
    .from(workflows)
    .where(
      and(
        inSpace(workflows, caller.space.id),
        isNull(workflows.deletedAt),
        credentialId ? eq(workflows.credentialId, credentialId) : undefined,
      ),
    )
    .orderBy(asc(workflows.position));
  return rows.filter((r) => canUseCredential(caller, r.credentialId)).map((r) => toWorkflowView(r));
}

export async function updateWorkflow(ctx: AppContext, caller: Caller, id: string, body: UpdateBody) {
  const wf = await requireWorkflow(ctx.db, caller, id);
  const patch: Partial<typeof workflows.$inferInsert> = { ...flagColumns(body), updatedAt: clock.now() };
  if (body.name !== undefined) patch.name = body.name;
  if (body.sequence || body.sequences_nodes) {
    const graph = graphFrom(body);
    const searches = await searchesOf(ctx.db, wf.id);
    const customKeys = searches.flatMap((s) => s.customFieldsKeys);
    validateGraph(graph.nodes, graph.links, {
      isEmailOnly: body.is_email_only ?? wf.isEmailOnly,
      customKeys,
      now: clock.now(),
    });
    await assertStepFeatures(
      ctx.db,
      caller.space.tier,
      graph.nodes.map((n) => n.type),
    );
    await checkVoicemailSteps(ctx.db, wf.credentialId, graph.nodes);
    Object.assign(patch, { nodes: graph.nodes, links: graph.links, sequencesType: graph.type });
    // Prospects standing on a removed step continue from the first step they have not done.
    const kept = graph.nodes.map((n) => n.id);
    await moveOffRemovedSteps(ctx.db, wf.id, kept, startNodeId(graph.nodes, graph.links), clock.now());
  }
  await ctx.db.update(workflows).set(patch).where(eq(workflows.id, wf.id));
  emitWorkflow(ctx, wf, 'update_workflow');
  return getWorkflow(ctx, caller, wf.id);
}

/**
 * Pause (inactive) or start/resume (active). Pausing parks every running prospect as 'campaign paused';
 * resuming wakes them, optionally from a chosen step ('manual resume').
 */
export async function updateWorkflowStatus(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: z.infer<typeof updateStatusBody>,
) {
  const wf = await requireWorkflow(ctx.db, caller, id);
  if (wf.archivedAt) throw badRequest(CODES.restoreCampaignFirst);
  // Pre-launch check (issue 39): an email campaign never starts from a sender failing SPF/DKIM/DMARC.
  if (body.status === 'active' && wf.nodes.some((n) => n.type === 'email'))
    await assertSendersAuthenticate(ctx, wf.credentialId);
  const now = clock.now();
  await ctx.db.transaction(async (tx) => {
    if (body.status === 'inactive') {
      await tx
        .update(workflows)
        .set({ status: 'inactive', aiEmployeePaused: Boolean(body.with_ai_employee), updatedAt: now })
        .where(eq(workflows.id, wf.id));
      await pauseCampaignProspects(tx, wf.id, 'paused');
      return;
    }
    if (body.resume_from_step && !wf.nodes.some((n) => n.id === body.resume_from_step))
      throw badRequest(CODES.stepNotInCampaign);
    await tx
      .update(workflows)
      .set({ status: 'active', aiEmployeePaused: false, updatedAt: now })
      .where(eq(workflows.id, wf.id));
    await resumeCampaignProspects(tx, wf.id, now);
    if (body.resume_from_step) {
      // The chosen step runs now (its delay is not waited again); the step each prospect stood on is
      // marked skipped ('manual resume').
      const target = wf.nodes.find((n) => n.id === body.resume_from_step)!;
      await resumeCampaignFromStep(tx, wf.id, { id: target.id, delayMs: stepDelayMs(target) }, now);
    }
  });
  emitWorkflow(ctx, wf, 'update_workflow');
  return getWorkflow(ctx, caller, wf.id);
}

export async function archiveWorkflow(ctx: AppContext, caller: Caller, id: string, archived: boolean) {
  const wf = await requireWorkflow(ctx.db, caller, id, { includeDeleted: !archived });
  const now = clock.now();
  if (archived) {
    await ctx.db
      .update(workflows)
      .set({ archivedAt: now, status: 'inactive', updatedAt: now })
      .where(eq(workflows.id, wf.id));
    await pauseCampaignProspects(ctx.db, wf.id, 'archived');
  } else {
    // restore: from the archive, or from a delete that has not been carried out yet
    await ctx.db
      .update(workflows)
      .set({ archivedAt: null, deletedAt: null, status: 'inactive', updatedAt: now })
      .where(eq(workflows.id, wf.id));
  }
  emitWorkflow(ctx, wf, 'refetch_workflows');
  return getWorkflow(ctx, caller, wf.id);
}

/** delete_async: the campaign leaves every list now; a background job removes its prospects' rows. */
export async function deleteWorkflowAsync(
  ctx: AppContext,
  caller: Caller,
  id: string,
  enqueue: (workflowId: string) => Promise<void>,
) {
  const wf = await requireWorkflow(ctx.db, caller, id);
  const now = clock.now();
  await ctx.db
    .update(workflows)
    .set({ deletedAt: now, status: 'inactive', updatedAt: now })
    .where(eq(workflows.id, wf.id));
  await stopCampaignProspects(ctx.db, wf.id);
  await enqueue(wf.id);
  emitWorkflow(ctx, wf, 'refetch_workflows');
  return { _id: wf.id, status: 'deleted' as const };
}

/** The job behind delete_async; only acts if the campaign is still deleted (a restore cancels it). */
export async function purgeDeletedWorkflow(ctx: Pick<AppContext, 'db'>, workflowId: string): Promise<void> {
  const [wf] = await ctx.db.select().from(workflows).where(eq(workflows.id, workflowId));
  if (!wf?.deletedAt) return;
  await purgeCampaignProspects(ctx.db, workflowId);
  await ctx.db.delete(workflowSearches).where(eq(workflowSearches.workflowId, workflowId));
}

export async function orderWorkflows(ctx: AppContext, caller: Caller, ids: string[]) {
  await ctx.db.transaction(async (tx) => {
    for (const [i, id] of ids.entries()) {
      const wf = await requireWorkflow(tx as unknown as AppContext['db'], caller, id);
      await tx
        .update(workflows)
        .set({ position: i + 1 })
        .where(eq(workflows.id, wf.id));
    }
  });
  return { ids };
}

/** Copies campaigns (sequence and settings, not prospects) to other accounts: /credentials/duplicate_workflows. */
export async function duplicateWorkflows(
  ctx: AppContext,
  caller: Caller,
  userId: string,
  workflowIds: string[],
  credentialIds: string[],
) {
  const sources: WorkflowRow[] = [];
  for (const id of workflowIds) sources.push(await requireWorkflow(ctx.db, caller, id));
  for (const c of credentialIds) await requireCredential(ctx.db, caller, c);
  const created: string[] = [];
  for (const credentialId of credentialIds) {
    // Recordings belong to an account: voicemail steps get a copy of theirs on the target account.
    const audioCopies = new Map<string, string>();
    for (const src of sources) {
      const { id: _id, createdAt: _c, updatedAt: _u, archivedAt: _a, deletedAt: _d, ...rest } = src;
      const nodes = [];
      for (const node of src.nodes) {
        const audioId = node.type === 'voicemail' && typeof node.audio_id === 'string' ? node.audio_id : null;
        if (!audioId || credentialId === src.credentialId) {
          nodes.push(node);
          continue;
        }
        if (!audioCopies.has(audioId))
          audioCopies.set(audioId, await copyVoicemailToAccount(ctx, audioId, { credentialId, userId }));
        nodes.push({ ...node, audio_id: audioCopies.get(audioId)! });
      }
      const [copy] = await ctx.db
        .insert(workflows)
        .values({
          ...rest,
          nodes,
          credentialId,
          name: credentialId === src.credentialId ? `${src.name} (copy)` : src.name,
          status: 'inactive',
          createdBy: userId,
        })
        .returning({ id: workflows.id });
      created.push(copy!.id);
    }
  }
  emitWorkflow(ctx, sources[0]!, 'refetch_workflows');
  return { workflow_ids: created };
}
