import { and, desc, eq, notInArray } from 'drizzle-orm';
import {
  AI_CREDIT_COSTS,
  AI_PREVIEW_SAMPLES,
  type AiApproved,
  type AiPreview,
  type AiSampleProspect,
  CODES,
} from '@leadloop/domain';
import {
  aiValueKey,
  aiVariablesIn,
  renderTemplate,
  usesResearch,
  type AiVariable,
} from '@leadloop/domain/campaigns/placeholders';
import { actions, aiStepTexts, campaignProspects, prospects, workflows } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import { placeholderValuesOf, researchValuesOf } from '../prospects-core/index.js';
import { runAi } from './run.js';
import { writeAiText } from './personalize.js';

type ProspectRow = typeof prospects.$inferSelect;

const sample = (p: ProspectRow, inCampaign: boolean): AiSampleProspect => ({
  _id: p.id,
  name: p.fullName || [p.firstName, p.lastName].filter(Boolean).join(' '),
  position: p.position,
  company: p.company,
  in_campaign: inCampaign,
});
const facts = (p: ProspectRow) => ({
  first_name: p.firstName,
  last_name: p.lastName,
  company: p.company,
  position: p.position,
});

async function workflowIn(ctx: AppContext, scope: WorkspaceScope, id: string) {
  const [wf] = await ctx.db
    .select({ id: workflows.id, nodes: workflows.nodes })
    .from(workflows)
    .where(and(eq(workflows.id, id), inSpace(workflows, scope)));
  if (!wf) throw notFound(CODES.notFound);
  return wf;
}

/** Who a preview can be written for: the campaign's prospects first, then the workspace's latest ones. */
export async function sampleProspects(
  ctx: AppContext,
  scope: WorkspaceScope,
  workflowId?: string,
): Promise<{ items: AiSampleProspect[] }> {
  const items: AiSampleProspect[] = [];
  if (workflowId) {
    await workflowIn(ctx, scope, workflowId);
    const rows = await ctx.db
      .select({ p: prospects })
      .from(campaignProspects)
      .innerJoin(prospects, eq(prospects.id, campaignProspects.prospectId))
      .where(and(eq(campaignProspects.workflowId, workflowId), inSpace(campaignProspects, scope)))
      .orderBy(campaignProspects.createdAt, campaignProspects.id)
      .limit(AI_PREVIEW_SAMPLES);
    items.push(...rows.map((r) => sample(r.p, true)));
  }
  if (items.length < AI_PREVIEW_SAMPLES) {
    const taken = items.map((i) => i._id);
    const rows = await ctx.db
      .select()
      .from(prospects)
      .where(and(inSpace(prospects, scope), taken.length ? notInArray(prospects.id, taken) : undefined))
      .orderBy(desc(prospects.createdAt), prospects.id)
      .limit(AI_PREVIEW_SAMPLES - items.length);
    items.push(...rows.map((p) => sample(p, false)));
  }
  return { items };
}

/** The campaign row of a prospect and whether the step already ran for them (then its text is fixed). */
async function campaignStateOf(
  ctx: AppContext,
  scope: WorkspaceScope,
  workflowId: string,
  prospectId: string,
  nodeId: string,
) {
  const [cp] = await ctx.db
    .select({ id: campaignProspects.id })
    .from(campaignProspects)
    .where(
      and(
        eq(campaignProspects.workflowId, workflowId),
        eq(campaignProspects.prospectId, prospectId),
        inSpace(campaignProspects, scope),
      ),
    );
  if (!cp) return null;
  const [ran] = await ctx.db
    .select({ id: actions.id })
    .from(actions)
    .where(and(eq(actions.campaignProspectId, cp.id), eq(actions.nodeId, nodeId), inSpace(actions, scope)))
    .limit(1);
  return { cpId: cp.id, ran: Boolean(ran) };
}

/**
 * The builder's preview (issue 19 §4): the step's `{ai:…}` texts written for one sample prospect from their
 * real fields, and the whole step text as they would get it. Costs 1 credit 'personalized_message' (refused
 * before the call when the balance is short); kept in Recent Prompts.
 */
export async function previewAiText(
  ctx: AppContext,
  scope: WorkspaceScope,
  body: { text: string; profile_id: string; workflow_id?: string; node_id?: string; attempt?: number },
): Promise<AiPreview> {
  const variables = aiVariablesIn(body.text) as AiVariable[];
  if (!variables.length) throw badRequest(CODES.aiNoVariableInText);
  const [p] = await ctx.db
    .select()
    .from(prospects)
    .where(and(eq(prospects.id, body.profile_id), inSpace(prospects, scope)));
  if (!p) throw notFound(CODES.notFound);
  let approvable = false;
  let inCampaign = false;
  if (body.workflow_id) {
    await workflowIn(ctx, scope, body.workflow_id);
    if (body.node_id) {
      const state = await campaignStateOf(ctx, scope, body.workflow_id, p.id, body.node_id);
      inCampaign = Boolean(state);
      approvable = Boolean(state && !state.ran);
    }
  }
  const attempt = body.attempt ?? 0;
  const {
    value: texts,
    promptId,
    balance,
    provider,
  } = await runAi(ctx, {
    scope,
    kind: 'personalize',
    category: 'personalized_message',
    cost: AI_CREDIT_COSTS.personalized_message,
    preview: `${variables.map((v) => `{ai:${v}}`).join(' ')} · ${sample(p, inCampaign).name}`,
    work: async (ai) => {
      const out: Record<string, string> = {};
      for (const variable of variables)
        out[variable] = await writeAiText(ai, variable, facts(p), ctx.config.aiTimeoutMs, attempt);
      return out;
    },
    show: (t) => Object.values(t).join('\n'),
  });
  const ai = Object.fromEntries(Object.entries(texts).map(([v, t]) => [aiValueKey(v), t]));
  return {
    prompt_id: promptId,
    texts,
    message: renderTemplate(body.text, {
      ...placeholderValuesOf(p),
      ...(usesResearch(body.text) ? await researchValuesOf(ctx.db, scope.spaceId, p) : {}),
      ...ai,
    }),
    provider: provider.name,
    offline: provider.offline,
    balance,
    prospect: sample(p, inCampaign),
    approvable,
  };
}

/**
 * Approves previewed texts for one of the campaign's prospects: their step then sends exactly these words
 * (ai_step_texts, written before the step runs; the ai.personalize job writes no other). Refused once the
 * step ran for them, so an approval never changes a message already sent or being sent.
 */
export async function approveAiText(
  ctx: AppContext,
  scope: WorkspaceScope,
  body: {
    workflow_id: string;
    node_id: string;
    profile_id: string;
    texts: Partial<Record<AiVariable, string>>;
  },
): Promise<AiApproved> {
  const wf = await workflowIn(ctx, scope, body.workflow_id);
  const node = wf.nodes.find((n) => n.id === body.node_id);
  if (!node) throw notFound(CODES.notFound);
  const stepText = [node.subject, node.content].filter((t): t is string => typeof t === 'string').join('\n');
  const used = new Set(aiVariablesIn(stepText));
  const entries = Object.entries(body.texts).filter(([v]) => used.has(v)) as [AiVariable, string][];
  if (!entries.length) throw badRequest(CODES.aiNoVariableInText);
  const [p] = await ctx.db
    .select()
    .from(prospects)
    .where(and(eq(prospects.id, body.profile_id), inSpace(prospects, scope)));
  if (!p) throw notFound(CODES.notFound);
  await ctx.db.transaction(async (tx) => {
    const [cp] = await tx
      .select({ id: campaignProspects.id })
      .from(campaignProspects)
      .where(
        and(
          eq(campaignProspects.workflowId, wf.id),
          eq(campaignProspects.prospectId, p.id),
          inSpace(campaignProspects, scope),
        ),
      )
      .for('update');
    if (!cp) throw badRequest(CODES.aiProspectNotInCampaign);
    // The engine claims a step (its `actions` row) under this same row lock: approved before, or refused.
    const [ran] = await tx
      .select({ id: actions.id })
      .from(actions)
      .where(and(eq(actions.campaignProspectId, cp.id), eq(actions.nodeId, node.id), inSpace(actions, scope)))
      .limit(1);
    if (ran) throw conflict(CODES.aiStepAlreadySent);
    for (const [variable, text] of entries)
      await tx
        .insert(aiStepTexts)
        .values({
          spaceId: scope.spaceId,
          campaignProspectId: cp.id,
          nodeId: node.id,
          variable,
          status: 'ready',
          text,
          provider: 'approved',
        })
        .onConflictDoUpdate({
          target: [aiStepTexts.campaignProspectId, aiStepTexts.nodeId, aiStepTexts.variable],
          set: { status: 'ready', text, error: null, provider: 'approved', createdAt: clock.now() },
        });
  });
  const ai = Object.fromEntries(entries.map(([v, t]) => [aiValueKey(v), t]));
  return {
    approved: entries.length,
    message: renderTemplate(typeof node.content === 'string' ? node.content : '', {
      ...placeholderValuesOf(p),
      ...ai,
    }),
  };
}
