import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AI_CREDIT_COSTS } from '@leadloop/domain';
import { aiVariablesIn, type AiVariable } from '@leadloop/domain/campaigns/placeholders';
import { aiStepTexts, campaignProspects, prospects, workflows } from '../../db/schema/index.js';
import type { Database } from '../../db/client.js';
import type { Config } from '../../config.js';
import { clock } from '../../lib/clock.js';
import { onPlansWith } from '../../lib/plans.js';
import { type AiProvider } from '../../providers/ai/index.js';
import { spendCredits } from '../credits/index.js';

/** Texts are written for steps due within this time (and for those already due). */
const HORIZON_MS = 60 * 60_000;
const BATCH = 100;
const textAnswer = z.object({ text: z.string().trim().min(1).max(300) });

const INSTRUCTIONS: Record<AiVariable, string> = {
  icebreaker:
    'Write one short, friendly opening sentence for a sales message to this person, from their position and company only. Never invent facts. Answer {"text": <sentence>}.',
};

interface Deps {
  db: Database['db'];
  config: Config;
  ai: AiProvider;
  log?: { warn(obj: unknown, msg: string): void };
}

/**
 * The `ai.personalize` job (issue 19): for each active campaign prospect whose next step (due within the
 * hour) uses `{ai:<variable>}`, writes that text once from the prospect's real fields and stores it
 * (`ai_step_texts`, unique per prospect, step and variable). A generation that fails or takes longer than
 * AI_TIMEOUT_MS is stored as 'failed': the engine then never sends that step (the prospect waits with
 * 'ai_text_pending'). With a remote provider each text costs 1 credit 'personalized_message'.
 */
export async function personalizeDueSteps(deps: Deps, limit = BATCH): Promise<number> {
  const provider = deps.ai;
  const horizon = new Date(clock.nowMs() + HORIZON_MS);
  const rows = await deps.db
    .select({
      cpId: campaignProspects.id,
      spaceId: campaignProspects.spaceId,
      nodeId: campaignProspects.currentNodeId,
      nodes: workflows.nodes,
      prospect: {
        first_name: prospects.firstName,
        last_name: prospects.lastName,
        company: prospects.company,
        position: prospects.position,
      },
    })
    .from(campaignProspects)
    .innerJoin(workflows, eq(workflows.id, campaignProspects.workflowId))
    .innerJoin(prospects, eq(prospects.id, campaignProspects.prospectId))
    .where(
      and(
        eq(campaignProspects.status, 'active'),
        isNotNull(campaignProspects.currentNodeId),
        lte(campaignProspects.nextRunAt, horizon),
        // cheap pre-filter: only campaigns that use an AI variable somewhere
        sql`${workflows.nodes}::text like '%{ai:%'`,
        // `{ai:icebreaker}` texts are the icebreakers feature: only workspaces whose plan has it.
        await onPlansWith(deps.db, 'icebreakers', campaignProspects.spaceId),
        sql`not exists (select 1 from ${aiStepTexts} t where t.campaign_prospect_id = ${campaignProspects.id} and t.node_id = ${campaignProspects.currentNodeId})`,
      ),
    )
    .limit(limit);
  let written = 0;
  for (const row of rows) {
    const node = row.nodes.find((n) => n.id === row.nodeId);
    if (!node) continue;
    const texts = [
      node.subject,
      node.content,
      ...((node.variants as { subject?: string; content?: string }[] | undefined) ?? []).flatMap((v) => [
        v.subject,
        v.content,
      ]),
    ].filter((t): t is string => typeof t === 'string');
    const variables = [...new Set(texts.flatMap((t) => aiVariablesIn(t)))] as AiVariable[];
    for (const variable of variables) {
      let outcome: { status: 'ready'; text: string } | { status: 'failed'; error: string };
      try {
        outcome = {
          status: 'ready',
          text: await writeAiText(provider, variable, row.prospect, deps.config.aiTimeoutMs),
        };
      } catch (err) {
        outcome = { status: 'failed', error: err instanceof Error ? err.message.slice(0, 300) : 'failed' };
        deps.log?.warn({ err, cp: row.cpId, variable }, 'ai.personalize: no text, the step will not be sent');
      }
      await deps.db
        .transaction(async (tx) => {
          if (outcome.status === 'ready' && !provider.offline)
            await spendCredits(tx, {
              spaceId: row.spaceId,
              category: 'personalized_message',
              amount: AI_CREDIT_COSTS.ai_message,
              origin: 'workflow',
              details: { campaign_prospect_id: row.cpId, node_id: row.nodeId, variable },
            });
          await tx
            .insert(aiStepTexts)
            .values({
              spaceId: row.spaceId,
              campaignProspectId: row.cpId,
              nodeId: row.nodeId!,
              variable,
              status: outcome.status,
              text: outcome.status === 'ready' ? outcome.text : null,
              error: outcome.status === 'failed' ? outcome.error : null,
              provider: provider.name,
            })
            .onConflictDoNothing();
        })
        .catch((err: unknown) =>
          deps.log?.warn({ err, cp: row.cpId }, 'ai.personalize: not stored this pass'),
        );
      written++;
    }
  }
  return written;
}

/** One `{ai:<variable>}` text for a prospect, from their real fields; `attempt` > 0 asks for another wording. */
export async function writeAiText(
  provider: AiProvider,
  variable: AiVariable,
  prospect: Record<string, string | null>,
  timeoutMs: number,
  attempt = 0,
): Promise<string> {
  const answer = await withTimeout(
    provider.generate(
      {
        task: variable,
        instructions:
          INSTRUCTIONS[variable] + (attempt > 0 ? ` Use a different wording (try ${attempt + 1}).` : ''),
        input: { prospect, ...(attempt > 0 ? { attempt } : {}) },
        schema: textAnswer,
      },
      { signal: AbortSignal.timeout(timeoutMs) },
    ),
    timeoutMs,
  );
  return answer.text;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('AI query is taking too long')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
