import {
  aiValueKey,
  aiVariablesIn,
  renderTemplate,
  type RenderValues,
} from '@leadloop/domain/campaigns/placeholders';
import { placeholderValuesOf } from '../prospects-core/index.js';
import { and, eq } from 'drizzle-orm';
import { aiStepTexts, campaignProspects } from '../../db/schema/index.js';
import { outcomeForError, type NetworkAccount } from '../../providers/network/index.js';
import type { Claim, ClaimBase } from './claim.js';
import type { ProspectRow, StepOutcome } from './types.js';
import type { EngineDeps } from './deps.js';
import { DEFAULT_EGRESS, EgressError, egressRequest, type EgressPolicy } from '../../lib/egress/index.js';
import { prospectEmail } from './conditions.js';
import { mailOutcomeForError, mailRotation } from './campaign-mail.js';
import { performVoicemail } from './voicemail-step.js';
import { performCrmPush } from './crm-push-step.js';
import { performAiComment } from './ai-comment-step.js';
import { videoIdIn, videoLinkFor } from '../videos/index.js';
import { spaceMayRunStep } from '../../lib/plans.js';
import { composeCampaignEmail, composeNetworkMessage, trackingBaseUrl } from '../tracking/index.js';
import type { WorkflowNode } from '../../db/schema/index.js';

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

/** Steps whose network call is the first thing after the claim, unless their text needs a read. */
const NETWORK_ONLY_STEPS = new Set([
  'view_profile',
  'follow',
  'endorse_skills',
  'connection_request',
  'connect_by_email',
]);

/**
 * Whether nothing is read or called between the claim and the step's network call: not a recovering claim
 * (it first asks the network), no `{ai:…}` text and no `{video:…}` to look up.
 */
function sentAsClaimed(claim: Extract<Claim, { kind: 'act' }>): boolean {
  if (claim.action.recovering || !NETWORK_ONLY_STEPS.has(claim.node.type)) return false;
  const chosen = chosenTexts(claim.node, claim.action.variant);
  const texts = [chosen.subject ?? '', chosen.content ?? ''];
  return aiVariablesIn(texts.join(' ')).length === 0 && videoIdIn(texts) === undefined;
}

/** How long a step waits for its prospect's video render before the engine looks again. */
const VIDEO_RETRY_MS = 60_000;

/** How long a step of a feature the plan lacks waits before the engine looks at the plan again. */
const PLAN_RETRY_MS = 60 * 60_000;

/** How long a step waits for its AI text before the engine looks again. */
const AI_TEXT_RETRY_MS = 10 * 60_000;

/**
 * Phase 2: the network call, outside any transaction. A recovering claim (its earlier attempt may have
 * reached the network before a crash) first asks the driver what it holds for the step's key.
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
    if (action.recovering) {
      const found = await alreadyDone(deps, claim);
      if (found) return found;
    }
    // Last look before acting: a reply that landed after the claim still stops the step. A step sent
    // straight after its claim needs no look of its own: the claim's statement leased the row only as it
    // stood, and a reply rewrites the row (issue 13: one statement fewer per action).
    if (!sentAsClaimed(claim)) {
      const [fresh] = await deps.db
        .select({ status: campaignProspects.status })
        .from(campaignProspects)
        .where(eq(campaignProspects.id, claim.cp.id))
        .prepare('engine_presend_status')
        .execute();
      if (fresh?.status !== 'active') return { kind: 'paused', reason: 'no_longer_active' };
    }
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
    const texts = stepTexts(
      node,
      action.variant,
      prospect,
      ai,
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
    const content =
      type === 'message' || type === 'inmail'
        ? await composeNetworkMessage(deps.db, { ...tracking, text: texts.content })
        : texts.content;
    switch (type) {
      case 'view_profile':
        return done(await deps.network.viewProfile(account, member));
      case 'follow':
        return done(await deps.network.follow(account, member));
      case 'like_last_post': {
        const [post] = await deps.network.listPosts(account, member, 1);
        if (!post) return { kind: 'skipped', reason: 'no_posts' };
        return done(await deps.network.likePost(account, post.id));
      }
      case 'endorse_skills':
        return done(await deps.network.endorseSkills(account, member));
      case 'connection_request':
      case 'connect_by_email': {
        const r = await deps.network.sendInvitation(account, member, {
          note: content || null,
          clientKey: action.key,
        });
        return { ...done(r, { note: content }), noteDropped: !r.noteSent && Boolean(content) };
      }
      case 'message':
      case 'inmail': {
        const conversation = await deps.network.getConversationState(account, member);
        if (conversation.hasReply) return { kind: 'paused', reason: 'got_reply' };
        if (type === 'inmail' && conversation.messages.length > 0)
          return { kind: 'paused', reason: 'inmail_with_existing_dialog' };
        const r =
          type === 'message'
            ? await deps.network.sendMessage(account, member, content, { clientKey: action.key })
            : await deps.network.sendInMail(
                account,
                member,
                { subject, body: content },
                { clientKey: action.key },
              );
        return done(r, { text: content, subject });
      }
      case 'email': {
        const to = prospectEmail(prospect);
        if (!to) return { kind: 'skipped', reason: 'no_emails' };
        // pixel, tracked links and List-Unsubscribe; an address that unsubscribed gets nothing
        const mail = await composeCampaignEmail(deps.db, { ...tracking, to, text: content });
        if (mail.kind === 'unsubscribed') return { kind: 'skipped', reason: 'unsubscribed' };
        const r = await deps.mail.send(
          {
            credentialId: account.credentialId,
            to,
            subject,
            body: mail.text,
            html: mail.html,
            headers: mail.headers,
            clientKey: action.key,
            trackLinks: claim.wf.isLinkTracking,
            rotation: mailRotation(claim.account, deps.now()),
          },
          deps.now(),
        );
        return { kind: 'done', externalId: r.id, payload: { to, subject } };
      }
      case 'webhook':
        return await callWebhook(String(node.url ?? ''), claim, action.key, deps.egress ?? DEFAULT_EGRESS);
      case 'voicemail':
        return await performVoicemail(deps, claim);
      case 'crm_push':
        return await performCrmPush(deps, claim);
      case 'ai_comment':
        return await performAiComment(deps, claim);
      default:
        return { kind: 'skipped', reason: 'no_actions' };
    }
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

function done(
  r: { id: string },
  payload: Record<string, unknown> = {},
): Extract<StepOutcome, { kind: 'done' }> {
  return { kind: 'done', externalId: r.id, payload };
}

/** Exactly once: did an earlier attempt of this step (same key) already reach the network? */
async function alreadyDone(
  deps: EngineDeps,
  claim: Extract<Claim, { kind: 'act' }>,
): Promise<StepOutcome | null> {
  const account = accountOf(claim);
  const member = memberRef(claim.prospect);
  const key = claim.action.key;
  switch (claim.node.type) {
    case 'connection_request':
    case 'connect_by_email': {
      const state = await deps.network.getInvitationState(account, member);
      if (state.clientKey === key && state.state !== 'none')
        return { kind: 'done', reason: 'request_already_sent', externalId: state.invitationId ?? undefined };
      return null;
    }
    case 'message':
    case 'inmail': {
      const conversation = await deps.network.getConversationState(account, member);
      const sent = conversation.messages.find((m) => m.direction === 'outbound' && m.clientKey === key);
      return sent ? { kind: 'done', reason: 'message_exists', externalId: sent.id } : null;
    }
    case 'email': {
      const sent = await deps.mail.findByClientKey(key, account.credentialId);
      return sent ? { kind: 'done', reason: 'message_exists', externalId: sent.id } : null;
    }
    default:
      // Views, follows, likes and endorsements are idempotent on the network: repeating them is harmless.
      return null;
  }
}

async function callWebhook(
  url: string,
  claim: Extract<Claim, { kind: 'act' }>,
  key: string,
  egress: EgressPolicy,
): Promise<StepOutcome> {
  if (!url) return { kind: 'skipped', reason: 'no_actions' };
  const p = claim.prospect;
  // At least once: a crash, a timeout or an unreachable receiver repeats the call. The Idempotency-Key
  // is the step's key without the attempt number, the same on every repeat, so the receiver can dedupe.
  const idempotencyKey = key.replace(/:\d+$/, '');
  const body = JSON.stringify({
    event: 'workflow_step',
    workflow_id: claim.wf.id,
    prospect: {
      _id: p.id,
      first_name: p.firstName,
      last_name: p.lastName,
      profile_link: p.profileLink,
      company: p.company,
      email: prospectEmail(p),
    },
  });
  // The tenant typed this URL: it goes through the egress rule (a private address is refused, not retried).
  const response = await egressRequest(url, egress, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body,
    timeoutMs: 10_000,
    maxBytes: 2000,
  }).catch((error: unknown) =>
    error instanceof EgressError && error.reason === 'refused' ? 'refused' : null,
  );
  if (response === 'refused') return { kind: 'skipped', reason: 'task_failed' };
  if (!response) return { kind: 'retry', reason: 'unavailable' };
  if (response.status < 200 || response.status >= 300) return { kind: 'skipped', reason: 'task_failed' };
  return { kind: 'done', payload: { status: response.status } };
}
