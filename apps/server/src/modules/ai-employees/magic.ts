import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CODES, type AiCampaignChannel } from '@leadloop/domain';
import { peopleSearchUrl } from '@leadloop/domain/campaigns/rules';
import {
  MAGIC_CAMPAIGN_CREDITS,
  campaignsOf,
  validateMagicCounts,
  type MagicCampaign,
  type MagicCreateBody,
  type MagicGenerateBody,
  type MagicGeneration,
  type MagicProposal,
  type MagicStep,
} from '@leadloop/domain/ai-employees/magic';
import { aiMagicGenerations } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { invalid, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/auth-guard.js';
import { inSpace, requireAccount, type WorkspaceScope } from '../../lib/scope.js';
import type { AiProvider } from '../../providers/ai/index.js';
import { runAi } from '../ai/index.js';
import { createWorkflow, createWorkflowBody, type Caller } from '../workflows/index.js';
import { requireEmployee } from './employees.js';

type Row = typeof aiMagicGenerations.$inferSelect;

/** How many people the proposed search brings in, and how many of them the review shows. */
const AUDIENCE_LIMIT = 100;
const SAMPLE_SIZE = 5;

const sequenceAnswer = z.object({
  steps: z
    .array(
      z.object({
        type: z.enum(['connection_request', 'message', 'inmail', 'email']),
        delay_days: z.number().int().min(0).max(365),
        subject: z.string().trim().max(200).nullable().optional(),
        content: z.string().trim().min(1).max(5000),
      }),
    )
    .min(1)
    .max(10),
});

const CHANNEL_NAMES: Record<AiCampaignChannel, string> = {
  linkedin: 'LinkedIn',
  email: 'Email',
  linkedin_email: 'LinkedIn + Email',
  linkedin_email_dialer: 'LinkedIn + Email + Call',
};

const PLACEHOLDERS_NOTE =
  'Use only these placeholders for facts about the person: {first_name}, {company}, {position}, {ai:icebreaker}. Never invent facts.';

/** One sequence of the provider layer's builder task per medium, merged per channel. */
async function writeCampaign(
  ai: AiProvider,
  goal: string,
  channel: AiCampaignChannel,
  index: number,
): Promise<MagicCampaign> {
  const sequence = async (medium: 'network' | 'email'): Promise<MagicStep[]> => {
    const answer = await ai.generate({
      task: 'builder_sequence',
      instructions: `Write a ${medium === 'email' ? 'three-email' : 'connection request then two messages'} outreach sequence for this goal. ${PLACEHOLDERS_NOTE} Answer {"steps": [{"type", "delay_days", "subject", "content"}]}.`,
      input: { goal, channel: medium },
      schema: sequenceAnswer,
    });
    return answer.steps
      .filter((s) => s.type !== 'inmail')
      .map((s) => ({
        type: s.type as MagicStep['type'],
        delay_days: s.delay_days,
        subject: s.subject ?? null,
        content: s.content,
      }));
  };
  const steps =
    channel === 'email'
      ? await sequence('email')
      : channel === 'linkedin'
        ? await sequence('network')
        : [...(await sequence('network')), ...(await sequence('email')).slice(0, 1)];
  if (channel === 'linkedin_email_dialer')
    steps.push({
      type: 'manual_task',
      delay_days: 2,
      subject: null,
      content: 'Call {first_name} at {company}',
    });
  const name = `${goal.slice(0, 60).trim()} · ${CHANNEL_NAMES[channel]}${index > 0 ? ` ${index + 1}` : ''}`;
  return { channel, name, steps };
}

/** The audience: the network's people search for the target's words, with a first page to review. */
async function proposeAudience(
  ctx: AppContext,
  account: { id: string; username: string },
  keywords: string,
): Promise<MagicProposal['audience']> {
  const searchUrl = peopleSearchUrl(keywords);
  try {
    const page = await ctx.network.searchPage(
      { credentialId: account.id, username: account.username },
      searchUrl,
      1,
    );
    return {
      keywords,
      search_url: searchUrl,
      limit: AUDIENCE_LIMIT,
      total: page.total,
      sample: page.profiles.slice(0, SAMPLE_SIZE).map((p) => ({
        name: [p.firstName, p.lastName].filter(Boolean).join(' '),
        title: p.title ?? null,
        company: p.company ?? null,
      })),
    };
  } catch {
    // the account cannot search now (logged out, blocked): the search is still proposed, unseen
    return { keywords, search_url: searchUrl, limit: AUDIENCE_LIMIT, total: 0, sample: [] };
  }
}

const view = (row: Row, provider: string): MagicGeneration => ({
  id: row.id,
  generation_id: row.generationKey,
  credentials_id: row.credentialId,
  employee_id: row.employeeId,
  goal: String(row.input.goal ?? ''),
  proposal: row.proposal as MagicProposal,
  credits: row.credits,
  provider,
  offline: provider === 'offline',
  workflow_ids: row.workflowIds,
  created_at: row.createdAt.toISOString(),
});

async function byKey(ctx: AppContext, scope: WorkspaceScope, key: string) {
  const [row] = await ctx.db
    .select()
    .from(aiMagicGenerations)
    .where(and(eq(aiMagicGenerations.generationKey, key), inSpace(aiMagicGenerations, scope)));
  return row;
}

/**
 * POST /magic_campaigns/generate: proposes the audience, one sequence per requested campaign and their
 * messages, charged MAGIC_CAMPAIGN_CREDITS 'magic_campaigns' credits in the transaction that stores the
 * proposal. The client's generation_id makes a retry (a lost answer, a double click) answer the stored
 * proposal without calling the provider or charging again; two racing requests store (and charge) once.
 */
export async function generateMagic(
  ctx: AppContext,
  scope: WorkspaceScope,
  body: MagicGenerateBody,
): Promise<MagicGeneration> {
  const stored = await byKey(ctx, scope, body.generation_id);
  if (stored) return view(stored, ctx.ai.name);
  const counts = validateMagicCounts(body.generate_campaigns);
  if (counts !== true) throw invalid(counts);
  const account = await requireAccount(ctx.db, scope, body.credentials_id);
  const employee = body.employee_id ? await requireEmployee(ctx, scope, body.employee_id) : null;
  const targeting = (employee?.targeting ?? {}) as Record<string, { value: string }[] | undefined>;
  const keywords =
    body.target?.trim() ||
    [...(targeting.job_title ?? []), ...(targeting.industry ?? [])]
      .map((t) => t.value)
      .filter(Boolean)
      .slice(0, 3)
      .join(' ');
  const audience = await proposeAudience(ctx, account, keywords);
  let saved: Row | undefined;
  try {
    await runAi(ctx, {
      scope,
      kind: 'magic_campaign',
      category: 'magic_campaigns',
      cost: MAGIC_CAMPAIGN_CREDITS,
      preview: `${keywords}: ${body.goal}`,
      work: async (ai) => {
        const campaigns: MagicCampaign[] = [];
        const seen = new Map<AiCampaignChannel, number>();
        for (const channel of campaignsOf(body.generate_campaigns)) {
          const n = seen.get(channel) ?? 0;
          seen.set(channel, n + 1);
          campaigns.push(await writeCampaign(ai, body.goal, channel, n));
        }
        return { audience, campaigns } satisfies MagicProposal;
      },
      show: (p) => p.campaigns.map((c) => `${c.name}: ${c.steps.length} steps`).join('\n'),
      keep: async (tx, proposal) => {
        [saved] = await tx
          .insert(aiMagicGenerations)
          .values({
            spaceId: scope.spaceId,
            generationKey: body.generation_id,
            userId: scope.userId,
            employeeId: employee?.id ?? null,
            credentialId: account.id,
            input: { goal: body.goal, target: keywords, generate_campaigns: body.generate_campaigns },
            proposal,
            credits: MAGIC_CAMPAIGN_CREDITS,
          })
          .returning();
      },
    });
  } catch (err) {
    // the same key stored meanwhile by a racing request: its transaction charged, this one rolled back
    const raced = await byKey(ctx, scope, body.generation_id);
    if (raced) return view(raced, ctx.ai.name);
    throw err;
  }
  return view(saved!, ctx.ai.name);
}

async function requireGeneration(ctx: AppContext, scope: WorkspaceScope, id: string): Promise<Row> {
  if (!isUuid(id)) throw notFound(CODES.notFound);
  const [row] = await ctx.db
    .select()
    .from(aiMagicGenerations)
    .where(and(eq(aiMagicGenerations.id, id), inSpace(aiMagicGenerations, scope)));
  if (!row) throw notFound(CODES.notFound);
  return row;
}

export async function getMagic(ctx: AppContext, scope: WorkspaceScope, id: string) {
  return view(await requireGeneration(ctx, scope, id), ctx.ai.name);
}

const toStep = (s: MagicStep) =>
  s.type === 'manual_task'
    ? { type: 'manual_task', delay_days: s.delay_days, content: s.content, task: { type: 'call' } }
    : {
        type: s.type,
        delay_days: s.delay_days,
        content: s.content,
        ...(s.subject ? { subject: s.subject } : {}),
      };

/**
 * POST /magic_campaigns/{id}/create: the reviewed stages become ordinary campaigns through the workflows
 * area's createWorkflow (its checks, its searches, its engine path), paused until the user starts them,
 * marked with the employee (is_ai_employee, ai_employee_id) and the targeting (is_ai_targeting). Created once.
 */
export async function createFromMagic(
  ctx: AppContext,
  caller: Caller & { user: { id: string } },
  scope: WorkspaceScope,
  id: string,
  body: MagicCreateBody,
) {
  const row = await requireGeneration(ctx, scope, id);
  if (row.workflowIds.length)
    return { workflow_ids: row.workflowIds, campaigns_count: row.workflowIds.length };
  const ids: string[] = [];
  for (const c of body.campaigns) {
    // the campaigns' own request schema: its defaults and checks, as if the user had sent it
    const request = createWorkflowBody.safeParse({
      credentials_id: row.credentialId,
      name: c.name,
      sequence: c.steps.map(toStep),
      status: 'inactive',
      is_email_only: c.channel === 'email',
      is_ai_employee: Boolean(row.employeeId),
      ai_employee_id: row.employeeId,
      is_ai_targeting: true,
      ai_targeting_settings: { keywords: body.audience.keywords, goal: String(row.input.goal ?? '') },
      searches: [{ url: peopleSearchUrl(body.audience.keywords), limit: body.audience.limit }],
    });
    if (!request.success) throw invalid(request.error.issues[0]?.message);
    const wf = await createWorkflow(ctx, caller, caller.user.id, request.data);
    ids.push(wf._id);
  }
  await ctx.db
    .update(aiMagicGenerations)
    .set({ workflowIds: ids })
    .where(and(eq(aiMagicGenerations.id, row.id), inSpace(aiMagicGenerations, scope)));
  return { workflow_ids: ids, campaigns_count: ids.length };
}
