import { and, eq, type SQLWrapper } from 'drizzle-orm';
import { actions, campaignProspects } from '../../db/schema/index.js';
import type { Claim } from './claim.js';
import type { EngineDeps } from './deps.js';
import type { StepOutcome } from './perform.js';
import {
  holdAccountSql,
  recordEvent,
  stateOf,
  writeFolded,
  writeStateAfter,
  type CpColumns,
  type CpState,
} from './state.js';
import { spacingMs } from './schedule.js';
import { nextNodeId, stepDelayMs } from './sequence.js';
import { DRIVER_WAIT_TO_DOMAIN } from './reasons.js';

const DAY_MS = 24 * 3_600_000;
/** A step that keeps failing or waiting gives up after this many attempts ('task failed'). */
export const MAX_ATTEMPTS = 5;
/** Outcomes of a step whose `{ai:…}` text or `{video:…}` render is not ready (perform.ts): it keeps waiting. */
const AI_TEXT_REASONS = new Set([
  'ai_text_pending',
  'ai_text_failed',
  'video_render_pending',
  'video_render_failed',
  'video_template_not_found',
]);

const EVENT_OF: Record<string, string> = {
  connection_request: 'invite_sent',
  connect_by_email: 'invite_sent',
  message: 'message_sent',
  inmail: 'message_sent',
  email: 'email_sent',
};

/**
 * Phase 3: record the outcome and move the prospect, in one transaction. The action row is only
 * finished if it is still `started` (a second finalisation of the same key changes nothing).
 */
export async function finalizeStep(
  deps: EngineDeps,
  claim: Extract<Claim, { kind: 'act' }>,
  outcome: StepOutcome,
): Promise<void> {
  const now = deps.now();
  const { node, wf } = claim;
  await deps.db.transaction(async (tx) => {
    // The campaign prospect, locked, with its action's status: one read.
    const [row] = await tx
      .select({ cp: campaignProspects, action: { id: actions.id, status: actions.status } })
      .from(campaignProspects)
      .leftJoin(actions, eq(actions.id, claim.action.id))
      .where(eq(campaignProspects.id, claim.cp.id))
      .for('update', { of: campaignProspects });
    const cp = row?.cp;
    const action = row?.action;
    if (!cp || !action || action.status !== 'started') return;
    const actionStatus = outcome.kind === 'done' ? 'done' : outcome.kind === 'skipped' ? 'skipped' : 'failed';
    // The writes below go out as one statement with the prospect's own (writeStateAfter): the action's
    // outcome, and the account's spacing hold.
    const pending: SQLWrapper[] = [
      tx
        .update(actions)
        .set({
          status: actionStatus,
          reason: 'reason' in outcome ? (outcome.reason ?? null) : null,
          performedAt: outcome.kind === 'done' ? now : null,
          payload:
            outcome.kind === 'done'
              ? {
                  ...(outcome.payload ?? {}),
                  external_id: outcome.externalId,
                  note_dropped: outcome.noteDropped || undefined,
                }
              : {},
        })
        .where(and(eq(actions.id, action.id), eq(actions.status, 'started'))),
    ];
    // The account just acted: it waits for the spacing counted from this action (the claim would find
    // exactly that in the log), held once for all its rows.
    if (outcome.kind === 'done' && node.type !== 'webhook') {
      const { minGapSeconds, maxGapSeconds } = deps.options;
      const until = new Date(now.getTime() + spacingMs(action.id, minGapSeconds, maxGapSeconds));
      pending.push(holdAccountSql(cp.credentialId, until, 'spacing'));
    }
    deps.crashHook?.('during_finalize', claim.action.key);
    // The state writes below take `tx` like state.ts's writeState, and fold the writes above into theirs.
    const writeState = (
      _tx: unknown,
      cpId: string,
      state: CpState,
      extra: { nextRunAt: Date | null; waitReason: string | null },
      columns?: CpColumns,
    ) => writeStateAfter(tx, pending, cpId, state, extra, columns);

    const state = stateOf(cp);
    const stillHere = cp.currentNodeId === node.id;
    const invited =
      outcome.kind === 'done' && (node.type === 'connection_request' || node.type === 'connect_by_email')
        ? { invitedAt: now }
        : {};
    const advance = async (status: 'complete' | 'skipped', reason?: string) => {
      state.steps[node.id] = {
        status,
        reason,
        variant: claim.action.variant ?? undefined,
        at: now.toISOString(),
      };
      state.attempts = 0;
      state.approval = null;
      const next = nextNodeId(wf.links, node.id);
      const nextNode = next ? wf.nodes.find((n) => n.id === next) : undefined;
      state.currentNodeId = next;
      state.nodeEnteredAt = now;
      if (!nextNode) {
        if (state.status === 'active') state.status = 'finished';
        await writeState(
          tx,
          cp.id,
          state,
          { nextRunAt: null, waitReason: null },
          { ...invited, ...(state.status === 'finished' ? { finishedAt: now } : {}) },
        );
        return;
      }
      const active = state.status === 'active';
      const delay = stepDelayMs(nextNode);
      await writeState(
        tx,
        cp.id,
        state,
        {
          nextRunAt: active ? new Date(now.getTime() + delay) : null,
          waitReason: active && delay > 0 ? 'delay' : null,
        },
        invited,
      );
    };

    if (!stillHere) return writeFolded(tx, pending);
    switch (outcome.kind) {
      case 'done': {
        await advance('complete', outcome.reason);
        const event = EVENT_OF[node.type];
        if (event) {
          await recordEvent(
            tx,
            {
              spaceId: cp.spaceId,
              credentialId: cp.credentialId,
              workflowId: wf.id,
              prospectId: cp.prospectId,
              type: event,
              data: { node_id: node.id },
            },
            now,
          );
        }
        return;
      }
      case 'skipped':
        await advance('skipped', outcome.reason);
        return;
      case 'paused':
        if (outcome.reason === 'no_longer_active') {
          // Paused (reply, manual stop, campaign paused) between claim and send: nothing went out.
          await writeState(tx, cp.id, state, { nextRunAt: null, waitReason: cp.waitReason });
          return;
        }
        state.status = 'paused';
        await writeState(
          tx,
          cp.id,
          state,
          { nextRunAt: null, waitReason: null },
          { pausedReason: outcome.reason, ...(outcome.reason === 'got_reply' ? { repliedAt: now } : {}) },
        );
        // The engine saw the reply before the inbox sync did: the got_reply event is recorded here (once:
        // the sync then finds the row paused and replied).
        if (outcome.reason === 'got_reply')
          await recordEvent(
            tx,
            {
              spaceId: cp.spaceId,
              credentialId: cp.credentialId,
              workflowId: wf.id,
              prospectId: cp.prospectId,
              type: 'got_reply',
              data: { node_id: node.id },
            },
            now,
          );
        return;
      case 'wait':
      case 'retry':
      case 'account': {
        state.attempts += 1;
        // Issue 19: a step waiting for its AI text (being written, or failed) keeps waiting — it is never
        // sent, nor skipped, without that text (each look is still its own attempt, with its own key).
        const waitsForAiText = outcome.kind === 'retry' && AI_TEXT_REASONS.has(outcome.reason);
        if (state.attempts >= MAX_ATTEMPTS && !waitsForAiText) {
          await advance('skipped', 'task_failed');
          return;
        }
        const delay =
          outcome.kind === 'wait'
            ? DAY_MS
            : outcome.kind === 'account'
              ? 3_600_000
              : 15 * 60_000 * state.attempts;
        const retryAt =
          outcome.kind === 'retry' && outcome.retryAt ? outcome.retryAt : new Date(now.getTime() + delay);
        await writeState(tx, cp.id, state, {
          nextRunAt: retryAt,
          waitReason: DRIVER_WAIT_TO_DOMAIN[outcome.reason] ?? outcome.reason,
        });
        return;
      }
    }
  });
}
