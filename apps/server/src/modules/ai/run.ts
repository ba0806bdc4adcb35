import { and, desc, eq } from 'drizzle-orm';
import { CODES, type AiPrompt, type CreditCategory } from '@leadloop/domain';
import { aiPrompts } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { AppError, badRequest, paymentRequired, tooManyRequests } from '../../lib/errors.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import { AiProviderError, type AiProvider } from '../../providers/ai/index.js';
import { creditsSummary, spendCredits } from '../credits/index.js';

/** The answer is kept in Recent Prompts: preview and output are cut to these lengths. */
const PREVIEW_MAX = 200;
const OUTPUT_MAX = 10_000;

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

export interface AiRun<T> {
  scope: WorkspaceScope;
  kind: AiPrompt['kind'];
  category: CreditCategory;
  cost: number;
  preview: string;
  /** The call to the provider. */
  work: (provider: AiProvider) => Promise<T>;
  /** What Recent Prompts shows of the answer. */
  show: (value: T) => string;
  /** Stores what the answer produced, in the transaction that charges it. */
  keep?: (tx: Tx, value: T) => Promise<void>;
}

/**
 * One AI request of a user, the same way for every feature: refused before the call when the workspace's
 * balance is short ('Run out of credits', nothing called); written to Recent Prompts; charged through the
 * ledger (spendCredits) in the transaction that stores its answer, so a failed call costs nothing. When the
 * answer takes longer than AI_TIMEOUT_MS the user gets 'AI query is taking too long, open Recent Prompts'
 * and the answer still lands there when it comes.
 */
export async function runAi<T>(
  ctx: AppContext,
  run: AiRun<T>,
): Promise<{ value: T; promptId: string; balance: number; provider: AiProvider }> {
  const provider = ctx.ai;
  const db = ctx.db;
  const cost = run.cost;
  await assertCredits(ctx, run.scope, cost);
  const [prompt] = await db
    .insert(aiPrompts)
    .values({
      spaceId: run.scope.spaceId,
      userId: run.scope.userId,
      kind: run.kind,
      inputPreview: run.preview.slice(0, PREVIEW_MAX),
      provider: provider.name,
    })
    .returning({ id: aiPrompts.id });
  const promptId = prompt!.id;

  const finished = (async () => {
    try {
      const value = await run.work(provider);
      const balance = await db.transaction(async (tx) => {
        let left = -1;
        if (cost > 0)
          left = (
            await spendCredits(tx, {
              spaceId: run.scope.spaceId,
              userId: run.scope.userId,
              category: run.category,
              amount: cost,
              origin: 'manual',
              details: { prompt_id: promptId, kind: run.kind },
            })
          ).balance;
        await run.keep?.(tx, value);
        await tx
          .update(aiPrompts)
          .set({
            status: 'done',
            output: run.show(value).slice(0, OUTPUT_MAX),
            credits: cost,
            finishedAt: clock.now(),
          })
          .where(and(eq(aiPrompts.id, promptId), inSpace(aiPrompts, run.scope)));
        return left;
      });
      if (cost > 0)
        ctx.realtime.emitToSpace(run.scope.spaceId, 'update_credits', { space_id: run.scope.spaceId });
      return { ok: true as const, value, balance };
    } catch (err) {
      await db
        .update(aiPrompts)
        .set({
          status: 'failed',
          error: err instanceof Error ? err.message.slice(0, 500) : 'failed',
          finishedAt: clock.now(),
        })
        .where(and(eq(aiPrompts.id, promptId), inSpace(aiPrompts, run.scope)))
        .catch((e: unknown) => ctx.log.warn({ err: e }, 'ai prompt: could not store the failure'));
      return { ok: false as const, err };
    }
  })();

  let timer: NodeJS.Timeout | undefined;
  const waited = await Promise.race([
    finished,
    new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ctx.config.aiTimeoutMs))),
  ]);
  clearTimeout(timer);
  if (waited === 'late') throw new AppError(504, CODES.aiQueryTooLong);
  if (!waited.ok) throw toAppError(waited.err);
  const balance =
    waited.balance >= 0 ? waited.balance : (await creditsSummary(db, run.scope.spaceId)).balance;
  return { value: waited.value, promptId, balance, provider };
}

/** Refuses ('Run out of credits', 402) when the workspace cannot pay `cost`; nothing is written. */
export async function assertCredits(ctx: AppContext, scope: WorkspaceScope, cost: number): Promise<void> {
  if (cost <= 0) return;
  const { balance } = await creditsSummary(ctx.db, scope.spaceId);
  if (balance < cost) throw paymentRequired(CODES.runOutOfCredits);
}

/** The provider layer's reasons as the catalogue's texts. */
function toAppError(err: unknown): unknown {
  if (!(err instanceof AiProviderError)) return err;
  switch (err.reason) {
    case 'unsupported':
      return badRequest(CODES.aiCannotTranslateOffline);
    case 'rate_limited':
      return tooManyRequests(CODES.aiProviderBusy);
    case 'timeout':
      return new AppError(504, CODES.aiQueryTooLong);
    case 'unavailable':
      return new AppError(503, CODES.aiProviderBusy);
    case 'invalid_output':
      return new AppError(502, CODES.aiAnswerInvalid);
  }
}

/** Recent Prompts of the caller in this workspace, newest first. */
export async function recentPrompts(ctx: AppContext, scope: WorkspaceScope): Promise<{ items: AiPrompt[] }> {
  const rows = await ctx.db
    .select()
    .from(aiPrompts)
    .where(
      and(
        inSpace(aiPrompts, scope),
        eq(aiPrompts.userId, scope.userId ?? '00000000-0000-0000-0000-000000000000'),
      ),
    )
    .orderBy(desc(aiPrompts.createdAt))
    .limit(30);
  return {
    items: rows.map((r) => ({
      _id: r.id,
      kind: r.kind as AiPrompt['kind'],
      status: r.status as AiPrompt['status'],
      input_preview: r.inputPreview,
      output: r.output,
      error: r.error,
      provider: r.provider,
      credits: r.credits,
      created_at: r.createdAt.toISOString(),
      finished_at: r.finishedAt?.toISOString() ?? null,
    })),
  };
}
