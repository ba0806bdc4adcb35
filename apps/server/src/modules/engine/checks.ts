import { and, eq, isNull } from 'drizzle-orm';
import { campaignProspects } from '../../db/schema/index.js';
import type { Claim } from './claim.js';
import type { EngineDeps } from './deps.js';
import { memberRef } from './perform.js';
import { prospectEmail } from './conditions.js';
import { lockCampaignProspect, recordEvent, stateOf, writeState, type CpState } from './state.js';
import { nextNodeId, startNodeId, stepDelayMs } from './sequence.js';

const DAY_MS = 24 * 3_600_000;
export const GIVE_UP_WAITING_MS = 21 * DAY_MS;
type Preflight = Extract<Claim, { kind: 'preflight' }>;
type ConnectionCheck = Extract<Claim, { kind: 'check_connection' }>;

/** What a pending prospect's first look decided: start the sequence, pause or exclude it, or look again later. */
export type PreflightVerdict =
  { status: 'active' } | { status: 'paused' | 'excluded'; reason: string } | { status: 'retry' };

/** How long a first look that could not reach the network waits before the next one. */
export const PREFLIGHT_RETRY_MS = 15 * 60_000;

/**
 * A pending prospect's first look: talked before the campaign (is_include_talked_before off),
 * not premium (is_only_premium), no email in an email-only campaign. The network part only; the
 * verdict is written by the caller (one row: runPreflight; a pass's rows at once: first-look.ts).
 */
export async function preflightVerdict(
  deps: EngineDeps,
  claim: Pick<Preflight, 'wf' | 'prospect' | 'account'>,
  /** Already known (first-look.ts asks the network for a batch at once); unset: asked here. */
  talkedBefore?: boolean,
): Promise<PreflightVerdict> {
  const { wf, prospect, account } = claim;
  const netAccount = { credentialId: account.id, username: account.username };
  let verdict: PreflightVerdict = { status: 'active' };
  try {
    if (wf.isEmailOnly && !prospectEmail(prospect)) verdict = { status: 'excluded', reason: 'no_emails' };
    else if (!wf.isEmailOnly && !wf.isIncludeTalkedBefore) {
      const talked =
        talkedBefore ??
        (await deps.network.getConversationState(netAccount, memberRef(prospect))).messages.length > 0;
      if (talked) verdict = { status: 'paused', reason: 'contacted_before_campaign' };
    }
    if (verdict.status === 'active' && wf.isOnlyPremium && !prospect.isPremium) {
      const profile = await deps.network.fetchProfile(netAccount, memberRef(prospect));
      if (!profile.premium) verdict = { status: 'excluded', reason: 'profile_not_premium' };
    }
  } catch (error) {
    deps.log?.warn({ err: error }, 'preflight failed; retrying later');
    return { status: 'retry' };
  }
  return verdict;
}

/** The first look of one pending prospect the claim leased, then the start of its sequence. */
export async function runPreflight(deps: EngineDeps, claim: Preflight): Promise<void> {
  const verdict = await preflightVerdict(deps, claim);
  if (verdict.status === 'retry') {
    await deps.db
      .update(campaignProspects)
      .set({
        nextRunAt: new Date(deps.now().getTime() + PREFLIGHT_RETRY_MS),
        waitReason: 'network_unavailable',
      })
      .where(eq(campaignProspects.id, claim.cp.id));
    return;
  }
  const now = deps.now();
  if (verdict.status !== 'active') {
    // One statement: only a row still pending takes the verdict (paused or removed meanwhile: left alone).
    await deps.db
      .update(campaignProspects)
      .set({
        status: verdict.status,
        pausedReason: verdict.status === 'paused' ? verdict.reason : null,
        excludedReason: verdict.status === 'excluded' ? verdict.reason : null,
        nextRunAt: null,
        waitReason: null,
      })
      .where(and(eq(campaignProspects.id, claim.cp.id), eq(campaignProspects.status, 'pending')));
    return;
  }
  // The sequence starts at the step the claim saw (one statement); when the row moved meanwhile (another
  // start step chosen, paused…), the locked read below decides as before.
  const claimedStart = claim.cp.currentNodeId ?? startNodeId(claim.wf.nodes, claim.wf.links);
  const claimedNode = claim.wf.nodes.find((n) => n.id === claimedStart);
  const [started] = await deps.db
    .update(campaignProspects)
    .set({
      status: 'active',
      currentNodeId: claimedStart,
      nodeEnteredAt: now,
      approval: null,
      attempts: 0,
      nextRunAt: new Date(now.getTime() + (claimedNode ? stepDelayMs(claimedNode) : 0)),
      waitReason: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(campaignProspects.id, claim.cp.id),
        eq(campaignProspects.status, 'pending'),
        claim.cp.currentNodeId === null
          ? isNull(campaignProspects.currentNodeId)
          : eq(campaignProspects.currentNodeId, claim.cp.currentNodeId),
      ),
    )
    .returning({ id: campaignProspects.id });
  if (!started) await startMovedRow(deps, claim.cp.id, claim.wf, now);
}

/**
 * The start of a pending row that moved between its lease and its start (another start step chosen…):
 * a locked read decides, as before the one-statement start existed.
 */
export async function startMovedRow(
  deps: EngineDeps,
  cpId: string,
  wf: Pick<Preflight['wf'], 'nodes' | 'links'>,
  now: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const cp = await lockCampaignProspect(tx, cpId);
    if (!cp || cp.status !== 'pending') return;
    const start = cp.currentNodeId ?? startNodeId(wf.nodes, wf.links);
    const node = wf.nodes.find((n) => n.id === start);
    const state: CpState = {
      status: 'active',
      currentNodeId: start,
      nodeEnteredAt: now,
      steps: cp.steps,
      approval: null,
      attempts: 0,
    };
    await writeState(tx, cp.id, state, {
      nextRunAt: new Date(now.getTime() + (node ? stepDelayMs(node) : 0)),
      waitReason: null,
    });
  });
}

/** Asks the network whether the invitation was accepted, for a condition or a message that needs it. */
export async function runConnectionCheck(deps: EngineDeps, claim: ConnectionCheck): Promise<void> {
  const { account, prospect, node, wf } = claim;
  let connected: Date | null = null;
  let state: string;
  try {
    const invitation = await deps.network.getInvitationState(
      { credentialId: account.id, username: account.username },
      memberRef(prospect),
    );
    state = invitation.state;
    if (state === 'accepted' || state === 'connected') connected = invitation.respondedAt ?? deps.now();
  } catch {
    state = 'unknown';
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const cp = await lockCampaignProspect(tx, claim.cp.id);
    if (!cp || cp.status !== 'active' || cp.currentNodeId !== node.id) return;
    if (connected) {
      await tx
        .update(campaignProspects)
        .set({ connectedAt: connected, nextRunAt: now, waitReason: null })
        .where(eq(campaignProspects.id, cp.id));
      await recordEvent(
        tx,
        {
          spaceId: cp.spaceId,
          credentialId: cp.credentialId,
          workflowId: wf.id,
          prospectId: cp.prospectId,
          type: 'invite_accepted',
        },
        now,
      );
      return;
    }
    const cpState = stateOf(cp);
    const moveOn = async (result: 'complete' | 'skipped', reason: string, branch?: 'yes' | 'no') => {
      cpState.steps[node.id] = { status: result, reason, at: now.toISOString() };
      cpState.currentNodeId = nextNodeId(wf.links, node.id, branch);
      cpState.nodeEnteredAt = now;
      cpState.attempts = 0;
      // Past the last step the prospect is finished; left active with no step, the next claim would
      // start the sequence over (a declined prospect at the last message looped every few minutes).
      if (!cpState.currentNodeId) {
        cpState.status = 'finished';
        return writeState(tx, cp.id, cpState, { nextRunAt: null, waitReason: null }, { finishedAt: now });
      }
      await writeState(tx, cp.id, cpState, { nextRunAt: now, waitReason: null });
    };
    // A moving step (a condition) asked: not connected is its 'no' branch, once its time is up.
    const asked = deps.steps.handlerOf(node.type)?.runs === 'move';
    const condition = node.condition as { kind: string; days?: number } | undefined;
    if (asked && condition?.kind === 'is_connected') return moveOn('complete', 'no', 'no');
    if (asked) {
      const deadline = (cp.nodeEnteredAt ?? now).getTime() + (condition?.days ?? 7) * DAY_MS;
      if (now.getTime() >= deadline) return moveOn('complete', 'no', 'no');
      const next = Math.min(deadline, now.getTime() + recheckAfterMs(deps, cp.invitedAt, now));
      await writeState(tx, cp.id, cpState, {
        nextRunAt: new Date(next),
        waitReason: 'waiting_for_acceptance',
      });
      return;
    }
    if (state === 'declined' || state === 'withdrawn' || state === 'none')
      return moveOn('skipped', 'no_actions');
    // An invitation unanswered for three weeks will most likely stay so: move on instead of waiting forever.
    if (cp.invitedAt && now.getTime() - cp.invitedAt.getTime() > GIVE_UP_WAITING_MS)
      return moveOn('skipped', 'no_actions');
    await writeState(tx, cp.id, cpState, {
      nextRunAt: new Date(now.getTime() + recheckAfterMs(deps, cp.invitedAt, now)),
      waitReason: 'waiting_for_acceptance',
    });
  });
}

/** Re-check an invitation often while it is fresh, then less and less (half its age, up to a day). */
export function recheckAfterMs(deps: EngineDeps, invitedAt: Date | null, now: Date): number {
  const age = invitedAt ? now.getTime() - invitedAt.getTime() : 0;
  return Math.min(DAY_MS, Math.max(deps.options.recheckMs, age / 2));
}
