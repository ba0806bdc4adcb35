import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AI_CREDIT_COSTS } from '@leadloop/domain';
import { aiStepTexts } from '../../db/schema/index.js';
import type { Database } from '../../db/client.js';
import type { Config } from '../../config.js';
import { clock } from '../../lib/clock.js';
import { inSpace } from '../../lib/scope.js';
import {
  AiProviderError,
  type AiCommenter,
  type AiCommentRequest,
  type AiCommentResult,
  type AiProvider,
} from '../../providers/ai/index.js';
import { creditsSummary, spendCredits } from '../credits/index.js';

/** The ai_comment step's text in `ai_step_texts` (one per prospect and step, like an `{ai:…}` text). */
const COMMENT = 'comment';
const commentAnswer = z.object({ text: z.string().trim().min(1).max(400) });
const INSTRUCTIONS =
  'Write one short, relevant comment (at most two sentences) on this LinkedIn-style post, from what the post says only. No sales pitch, never invent facts. Answer {"text": <comment>}.';

interface Deps {
  db: Database['db'];
  config: Config;
  ai: AiProvider;
  log?: { warn(obj: unknown, msg: string): void };
}

/**
 * What the ai_comment step's handler asks (comment-step.ts). A comment is written once per prospect
 * and step and kept (`ai_step_texts`, variable 'comment'): every retry of the step, also after a crash,
 * posts those same words and is charged once. A generation that fails or takes longer than AI_TIMEOUT_MS
 * stores nothing and answers retry (the engine posts nothing). With a remote provider a comment costs
 * 1 credit 'ai_comment' (refused before the call when short: the prospect waits 'out_of_credits').
 */
export function createAiCommenter(deps: () => Deps): AiCommenter {
  return async (request) => writeComment(deps(), request);
}

async function writeComment(deps: Deps, request: AiCommentRequest): Promise<AiCommentResult> {
  const kept = await keptComment(deps, request);
  if (kept) return { kind: 'ready', text: kept };
  const provider = deps.ai;
  const cost = provider.offline ? 0 : AI_CREDIT_COSTS.ai_comment;
  if (cost > 0 && (await creditsSummary(deps.db, request.spaceId)).balance < cost)
    return { kind: 'retry', reason: 'out_of_credits', retryAt: new Date(clock.nowMs() + 24 * 3_600_000) };
  let text: string;
  let timer: NodeJS.Timeout | undefined;
  try {
    const answer = await Promise.race([
      provider.generate(
        {
          task: 'ai_comment',
          instructions: INSTRUCTIONS,
          input: { prospect: request.prospect, post: request.post.text },
          schema: commentAnswer,
        },
        { signal: AbortSignal.timeout(deps.config.aiTimeoutMs) },
      ),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('AI query is taking too long')), deps.config.aiTimeoutMs);
      }),
    ]);
    text = answer.text;
  } catch (err) {
    // Nothing to say about this post (no text): the step is skipped with 'no comments'.
    if (err instanceof AiProviderError && err.reason === 'invalid_output' && provider.offline)
      return { kind: 'skip' };
    deps.log?.warn({ err, cp: request.campaignProspectId }, 'ai_comment: no comment written, nothing posted');
    return { kind: 'retry', reason: 'ai_text_pending' };
  } finally {
    clearTimeout(timer);
  }
  try {
    await deps.db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(aiStepTexts)
        .values({
          spaceId: request.spaceId,
          campaignProspectId: request.campaignProspectId,
          nodeId: request.nodeId,
          variable: COMMENT,
          status: 'ready',
          text,
          provider: provider.name,
        })
        .onConflictDoNothing()
        .returning({ id: aiStepTexts.id });
      // charged only by the writer whose text is kept
      if (stored && cost > 0)
        await spendCredits(tx, {
          spaceId: request.spaceId,
          category: 'ai_comment',
          amount: cost,
          origin: 'workflow',
          details: { campaign_prospect_id: request.campaignProspectId, node_id: request.nodeId },
        });
    });
  } catch (err) {
    deps.log?.warn({ err, cp: request.campaignProspectId }, 'ai_comment: not stored, nothing posted');
    return { kind: 'retry', reason: 'ai_text_pending' };
  }
  const stored = await keptComment(deps, request);
  return stored ? { kind: 'ready', text: stored } : { kind: 'retry', reason: 'ai_text_pending' };
}

async function keptComment(deps: Deps, request: AiCommentRequest): Promise<string | null> {
  const [row] = await deps.db
    .select({ text: aiStepTexts.text })
    .from(aiStepTexts)
    .where(
      and(
        eq(aiStepTexts.campaignProspectId, request.campaignProspectId),
        eq(aiStepTexts.nodeId, request.nodeId),
        eq(aiStepTexts.variable, COMMENT),
        eq(aiStepTexts.status, 'ready'),
        inSpace(aiStepTexts, request.spaceId),
      ),
    );
  return row?.text ?? null;
}
