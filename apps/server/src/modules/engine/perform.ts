import {
  aiValueKey,
  aiVariablesIn,
  renderTemplate,
  usesResearch,
  type RenderValues,
} from '@leadloop/domain/campaigns/placeholders';
import { placeholderValuesOf, researchValuesOf } from '../prospects-core/index.js';
import { and, eq } from 'drizzle-orm';
import { aiStepTexts, campaignProspects } from '../../db/schema/index.js';
import { outcomeForError, type NetworkAccount } from '../../providers/network/index.js';
import type { Claim, ClaimBase } from './claim.js';
import type { ProspectRow, StepOutcome } from './types.js';
import type { EngineDeps } from './deps.js';
import { mailOutcomeForError } from './campaign-mail.js';
import type { ActingStepHandler } from './steps/handler.js';
import { videoIdIn, videoLinkFor } from '../videos/index.js';
import { spaceMayRunStep } from '../../lib/plans.js';
import { trackingBaseUrl } from '../tracking/index.js';
import type { WorkflowNode } from '../../db/schema/index.js';
import { consentGate } from './consent-gate.js';

export type { StepOutcome } from './types.js';

export const memberRef = (p: ProspectRow) => p.networkId ?? p.profileLink;
const accountOf = (c: ClaimBase): NetworkAccount => ({
  credentialId: c.account.id,
  username: c.account.username,
});

const chosenTexts = (node: WorkflowNode, variant: 'A' | 'B' | null) => {
  const variants = node.variants as { subject?: string; content: string }[] | undefined;
  return variants && variant
    ? variants[variant === 'A' ? 0 : 1]!
    : { subject: node.subject as string | undefined, content: (node.content as string | undefined) ?? '' };
};

/** Fills a step's text for this prospect (A/B variant picked at claim time); `ai` holds its `{ai:…}` texts. */
export function stepTexts(
  node: WorkflowNode,
  variant: 'A' | 'B' | null,
  prospect: ProspectRow,
  ai: RenderValues = {},
  videoUrl?: string,
) {
  const chosen = chosenTexts(node, variant);
  const values = { ...placeholderValuesOf(prospect), ...ai };
  const options = videoUrl ? { videoUrl: () => videoUrl } : {};
  return {
    subject: renderTemplate(chosen.subject ?? '', values, options),
    content: renderTemplate(chosen.content ?? '', values, options),
  };
}

/**
 * The `{ai:…}` texts of this prospect's step (issue 19), written ahead by the `ai.personalize` job;
 * 'pending' or 'failed' while one is not ready — then the step waits and nothing is sent without its text.
 */
async function aiTextsOf(
  deps: EngineDeps,
  claim: Extract<Claim, { kind: 'act' }>,
): Promise<RenderValues | 'pending' | 'failed'> {
  const chosen = chosenTexts(claim.node, claim.action.variant);
  const variables = [
    ...new Set([...aiVariablesIn(chosen.subject ?? ''), ...aiVariablesIn(chosen.content ?? '')]),
  ];
  if (!variables.length) return {};
  const rows = await deps.db
    .select({ variable: aiStepTexts.variable, status: aiStepTexts.status, text: aiStepTexts.text })
    .from(aiStepTexts)
    .where(and(eq(aiStepTexts.campaignProspectId, claim.cp.id), eq(aiStepTexts.nodeId, claim.node.id)));
  const values: RenderValues = {};
  for (const variable of variables) {
    const row = rows.find((r) => r.variable === variable);
    if (row?.status === 'failed') return 'failed';
    if (row?.status !== 'ready' || !row.text) return 'pending';
    values[aiValueKey(variable)] = row.text;
  }
  return values;
}

/**
 * Whether nothing is read or called between the claim and the step's network call: not a recovering claim
 * (it first asks the network), no `{ai:…}` text, `{video:…}` or research to look up.
 */
function sentAsClaimed(claim: Extract<Claim, { kind: 'act' }>, handler: ActingStepHandler): boolean {
  if (claim.action.recovering || !handler.sentAsClaimed) return false;
  const chosen = chosenTexts(claim.node, claim.action.variant);
  const texts = [chosen.subject ?? '', chosen.content ?? ''];
  return (
    aiVariablesIn(texts.join(' ')).length === 0 &&
    videoIdIn(texts) === undefined &&
    !usesResearch(texts.join(' '))
  );
}

/** How long a step waits for its prospect's video render before the engine looks again. */
const VIDEO_RETRY_MS = 60_000;

/** How long a step of a feature the plan lacks waits before the engine looks at the plan again. */
const PLAN_RETRY_MS = 60 * 60_000;

/** How long a step waits for its AI text before the engine looks again. */
const AI_TEXT_RETRY_MS = 10 * 60_000;

/**
 * Phase 2: the step's call, outside any transaction, by its handler (steps/registry.ts). A recovering
 * claim (its earlier attempt may have reached the network before a crash) first asks the handler whether
 * that attempt is done already.
 */
export async function performStep(
  deps: EngineDeps,
  claim: Extract<Claim, { kind: 'act' }>,
): Promise<StepOutcome> {
  const { node, prospect, action } = claim;
  const account = accountOf(claim);
  const member = memberRef(prospect);
  const type = node.type;
  try {
    const handler = deps.steps.handlerOf(type);
    if (handler?.runs !== 'act') throw new Error(`no handler for the acting step ${type}`);
    if (action.recovering) {
      // Exactly once: did an earlier attempt of this step (same key) already reach the network?
      const found = await handler.recover?.({ deps, claim, account, member });
      if (found) return found;
    }
    // Last look before acting: a reply that landed after the claim still stops the step. A step sent
    // straight after its claim needs no look of its own: the claim's statement leased the row only as it
    // stood, and a reply rewrites the row (issue 13: one statement fewer per action).
    if (!sentAsClaimed(claim, handler)) {
      const [fresh] = await deps.db
        .select({ status: campaignProspects.status })
        .from(campaignProspects)
        .where(eq(campaignProspects.id, claim.cp.id))
        .prepare('engine_presend_status')
        .execute();
      if (fresh?.status !== 'active') return { kind: 'paused', reason: 'no_longer_active' };
    }
    // Issue 40: the consent engine, once for every step that reaches the prospect (consent-gate.ts).
    const held = await consentGate(deps, claim);
    if (held) return held;
    // The plan is checked when the step is sent, not only when the campaign is saved: a workspace whose
    // trial ended or that moved to a smaller plan keeps its campaign, and the step waits for an upgrade.
    if (!(await spaceMayRunStep(deps.db, claim.wf.spaceId, type)))
      return {
        kind: 'retry',
        reason: 'feature_not_in_plan',
        retryAt: new Date(deps.now().getTime() + PLAN_RETRY_MS),
      };
    const ai = await aiTextsOf(deps, claim);
    if (ai === 'pending' || ai === 'failed')
      return {
        kind: 'retry',
        reason: `ai_text_${ai}`,
        // a failed text is looked at again daily (a user may fix the prospect or the step meanwhile)
        retryAt: new Date(deps.now().getTime() + (ai === 'pending' ? AI_TEXT_RETRY_MS : 24 * 3_600_000)),
      };
    // Issue 20: a `{video:ID}` goes out only as the prospect's own rendered page, never as a broken link.
    const chosen = chosenTexts(node, action.variant);
    const video = await videoLinkFor(deps.db, {
      spaceId: claim.wf.spaceId,
      prospectId: prospect.id,
      texts: [chosen.subject ?? '', chosen.content ?? ''],
      // issue 15: the workspace's default video domain, once one is verified (looked up only for a video)
      publicUrl: /\{video:/i.test(`${chosen.subject ?? ''} ${chosen.content ?? ''}`)
        ? await trackingBaseUrl(deps.db, claim.wf.spaceId, deps.publicUrl ?? '', { target: 'video_scenario' })
        : (deps.publicUrl ?? ''),
    });
    if (video.kind === 'wait')
      return {
        kind: 'retry',
        reason: video.reason,
        retryAt: new Date(
          deps.now().getTime() + (video.reason === 'video_render_pending' ? VIDEO_RETRY_MS : 24 * 3_600_000),
        ),
      };
    // Issue 36: `{research_summary}` / `{research_points}` from the workspace's research of the company.
    const research = usesResearch(`${chosen.subject ?? ''} ${chosen.content ?? ''}`)
      ? await researchValuesOf(deps.db, claim.wf.spaceId, prospect)
      : {};
    const texts = stepTexts(
      node,
      action.variant,
      prospect,
      { ...research, ...ai },
      video.kind === 'ready' ? video.url : undefined,
    );
    const { subject } = texts;
    // Issue 15: a link-tracking campaign's links become tracked redirects (tracking area).
    const tracking = {
      spaceId: claim.wf.spaceId,
      workflowId: claim.wf.id,
      prospectId: prospect.id,
      credentialId: account.credentialId,
      actionKey: action.key,
      trackLinks: claim.wf.isLinkTracking,
      customDomain: claim.wf.customDomain,
      publicUrl: deps.publicUrl ?? '',
    };
    return await handler.perform({ deps, claim, account, member, subject, content: texts.content, tracking });
  } catch (error) {
    const mailOutcome = mailOutcomeForError(error);
    if (mailOutcome) return mailOutcome;
    const outcome = outcomeForError(error);
    if (!outcome) {
      deps.log?.warn({ err: error, key: action.key }, 'step failed');
      return { kind: 'retry', reason: 'unavailable' };
    }
    if (outcome.kind === 'retry')
      return { kind: 'retry', reason: outcome.reason, retryAt: (error as { retryAt?: Date }).retryAt };
    return outcome.kind === 'skip'
      ? { kind: 'skipped', reason: outcome.reason }
      : { kind: outcome.kind, reason: outcome.reason };
  }
}
