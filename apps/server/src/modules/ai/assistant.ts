import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  AI_CREDIT_COSTS,
  COMPANY_RESEARCH_MONTHLY_ATTEMPTS,
  type AssistantAnswer,
  type CompanyResearch,
  type RewriteMode,
  CODES,
} from '@leadloop/domain';
import {
  aiCompanyResearches,
  aiReplyLabels,
  conversations,
  credentials,
  inboxMessages,
  prospects,
} from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/auth-guard.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import { loadProspect, scopeAllows, type AccountScope } from '../prospects/index.js';
import { fetchSite } from './fetch-site.js';
import { assertCredits, runAi } from './run.js';

const textAnswer = z.object({ text: z.string().trim().min(1).max(5000) });
const researchAnswer = z.object({
  summary: z.string().trim().min(1).max(2000),
  points: z.array(z.string().trim().min(1).max(500)).max(8),
});

const facts = (p: typeof prospects.$inferSelect) => ({
  first_name: p.firstName,
  last_name: p.lastName,
  company: p.company,
  position: p.position,
});

/** The inbox assistant's suggestion: a reply to the conversation's last messages, after the reply's AI label. */
export async function suggestReply(
  ctx: AppContext,
  scope: AccountScope,
  conversationId: string,
): Promise<AssistantAnswer> {
  if (!isUuid(conversationId)) throw notFound(CODES.notFound);
  const [conv] = await ctx.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), inSpace(conversations, scope)));
  if (!conv || !scopeAllows(scope, conv.credentialId)) throw notFound(CODES.notFound);
  const messages = (
    await ctx.db
      .select({ direction: inboxMessages.direction, text: inboxMessages.text, id: inboxMessages.id })
      .from(inboxMessages)
      .where(and(eq(inboxMessages.conversationId, conv.id), inSpace(inboxMessages, scope)))
      .orderBy(desc(inboxMessages.sentAt), desc(inboxMessages.id))
      .limit(10)
  ).reverse();
  if (!messages.some((m) => m.direction === 'inbound')) throw badRequest(CODES.aiNothingToReplyTo);
  const prospect = await loadProspect(ctx.db, scope, conv.prospectId);
  const [sender] = await ctx.db
    .select({ firstName: credentials.firstName })
    .from(credentials)
    .where(and(eq(credentials.id, conv.credentialId), inSpace(credentials, scope)));
  const [label] = await ctx.db
    .select({ ai: aiReplyLabels.aiLabel, corrected: aiReplyLabels.correctedLabel })
    .from(aiReplyLabels)
    .where(and(eq(aiReplyLabels.conversationId, conv.id), inSpace(aiReplyLabels, scope)))
    .orderBy(desc(aiReplyLabels.createdAt))
    .limit(1);
  const last = messages.filter((m) => m.direction === 'inbound').at(-1)!;
  const { value, promptId, balance, provider } = await runAi(ctx, {
    scope,
    kind: 'suggest_reply',
    category: 'inbox_ai_message',
    cost: AI_CREDIT_COSTS.inbox_ai_message,
    preview: `Reply to: ${last.text}`,
    work: (ai) =>
      ai.generate({
        task: 'suggest_reply',
        instructions:
          'Write a short, friendly reply from the sender to the prospect, continuing this sales conversation. Reply in the language of the prospect’s last message. Use only the facts given; never invent numbers, names or claims. Answer {"text": <the reply>}.',
        input: {
          prospect: facts(prospect),
          sender_first_name: sender?.firstName ?? null,
          label: label ? (label.corrected ?? label.ai) : undefined,
          thread: messages.map((m) => ({ direction: m.direction, text: m.text })),
        },
        schema: textAnswer,
      }),
    show: (v) => v.text,
  });
  return {
    prompt_id: promptId,
    text: value.text,
    provider: provider.name,
    offline: provider.offline,
    balance,
  };
}

/** Rewrites a draft: shorter, friendlier, or translated (translation needs a real AI provider). */
export async function rewrite(
  ctx: AppContext,
  scope: AccountScope,
  body: { text: string; mode: RewriteMode; language?: string; profile_id?: string },
): Promise<AssistantAnswer> {
  const prospect = body.profile_id ? await loadProspect(ctx.db, scope, body.profile_id) : null;
  const { value, promptId, balance, provider } = await runAi(ctx, {
    scope,
    kind: 'rewrite',
    category: 'inbox_ai_message',
    cost: AI_CREDIT_COSTS.inbox_ai_message,
    preview: `${body.mode}: ${body.text}`,
    work: (ai) =>
      ai.generate({
        task: 'rewrite',
        instructions:
          body.mode === 'translate'
            ? `Translate the message into ${body.language || 'English'}, keeping its meaning, names and tone. Answer {"text": <translation>}.`
            : body.mode === 'shorter'
              ? 'Make the message shorter and clearer without losing its request. Keep names. Answer {"text": <message>}.'
              : 'Make the message warmer and friendlier without adding facts. Answer {"text": <message>}.',
        input: {
          text: body.text,
          mode: body.mode,
          language: body.language,
          prospect: prospect ? facts(prospect) : {},
        },
        schema: textAnswer,
      }),
    show: (v) => v.text,
  });
  return {
    prompt_id: promptId,
    text: value.text,
    provider: provider.name,
    offline: provider.offline,
    balance,
  };
}

const monthStart = () => {
  const now = clock.now();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
};

async function usedThisMonth(ctx: AppContext, scope: WorkspaceScope): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(aiCompanyResearches)
    .where(
      and(
        inSpace(aiCompanyResearches, scope),
        eq(aiCompanyResearches.userId, scope.userId!),
        gte(aiCompanyResearches.createdAt, monthStart()),
      ),
    );
  return row?.n ?? 0;
}

const researchView = (r: typeof aiCompanyResearches.$inferSelect): CompanyResearch => ({
  _id: r.id,
  host_name: r.hostName,
  research_objective: r.objective,
  summary: r.summary,
  points: r.points,
  sources: r.sources,
  provider: r.provider,
  offline: r.provider === 'offline',
  created_at: r.createdAt.toISOString(),
});

/** GET /ai/company_researches: the caller's researches, newest first, and the attempts left this month. */
export async function listResearches(ctx: AppContext, scope: WorkspaceScope) {
  const rows = await ctx.db
    .select()
    .from(aiCompanyResearches)
    .where(and(inSpace(aiCompanyResearches, scope), eq(aiCompanyResearches.userId, scope.userId!)))
    .orderBy(desc(aiCompanyResearches.createdAt))
    .limit(50);
  return {
    remaining_attempts: Math.max(0, COMPANY_RESEARCH_MONTHLY_ATTEMPTS - (await usedThisMonth(ctx, scope))),
    max_attempts: COMPANY_RESEARCH_MONTHLY_ATTEMPTS,
    company_researches: rows.map(researchView),
  };
}

/**
 * POST /ai/company_researches: reads the company's site (bounded, SSRF-safe) and summarises it against the
 * objective. Costs one attempt of the month (only when it succeeds) and 1 credit 'ai_message'.
 */
export async function researchCompany(
  ctx: AppContext,
  scope: WorkspaceScope,
  body: { host_name: string; research_objective: string },
) {
  if ((await usedThisMonth(ctx, scope)) >= COMPANY_RESEARCH_MONTHLY_ATTEMPTS)
    throw conflict(CODES.aiNoResearchAttempts);
  // Refused before anything is fetched when the workspace cannot pay.
  await assertCredits(ctx, scope, AI_CREDIT_COSTS.ai_message);
  const page = await fetchSite(body.host_name, ctx.config.egress);
  let saved: typeof aiCompanyResearches.$inferSelect | undefined;
  let providerName = '';
  const { balance, provider } = await runAi(ctx, {
    scope,
    kind: 'company_research',
    category: 'ai_message',
    cost: AI_CREDIT_COSTS.ai_message,
    preview: `${body.host_name}: ${body.research_objective}`,
    work: (ai) => {
      providerName = ai.name;
      return ai.generate({
        task: 'company_research',
        instructions:
          'Summarise what this company does for the research objective, from the page text only. Quote facts from the page; say when the page does not tell. Answer {"summary": <2-3 sentences>, "points": [<up to 5 short facts>]}.',
        input: { host_name: body.host_name, objective: body.research_objective, pages: [page] },
        schema: researchAnswer,
      });
    },
    show: (v) => [v.summary, ...v.points.map((p) => `• ${p}`)].join('\n'),
    keep: async (tx, v) => {
      [saved] = await tx
        .insert(aiCompanyResearches)
        .values({
          spaceId: scope.spaceId,
          userId: scope.userId!,
          hostName: body.host_name,
          objective: body.research_objective,
          summary: v.summary,
          points: v.points,
          sources: [page.url],
          provider: providerName,
        })
        .returning();
    },
  });
  return {
    ...researchView(saved!),
    provider: provider.name,
    offline: provider.offline,
    remaining_attempts: Math.max(0, COMPANY_RESEARCH_MONTHLY_ATTEMPTS - (await usedThisMonth(ctx, scope))),
    balance,
  };
}
