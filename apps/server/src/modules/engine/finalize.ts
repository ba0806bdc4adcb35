import { and, eq, sql, type SQL } from 'drizzle-orm';
import { actions, campaignProspects } from '../../db/schema/index.js';
import type { Claim } from './claim.js';
import type { EngineDeps } from './deps.js';
import type { StepOutcome } from './perform.js';
import {
  eventCtes,
  holdAccountSql,
  stateOf,
  stateSet,
  type CpColumns,
  type CpRow,
  type CpState,
} from './state.js';
import { executeNamed } from '../../db/named.js';
import { rowsOf } from '../../db/rows.js';
import { spacingMs } from './schedule.js';
import { nextNodeId, stepDelayMs } from './sequence.js';
import { DRIVER_WAIT_TO_DOMAIN } from './reasons.js';

const DAY_MS = 24 * 3_600_000;
/** A step that keeps failing or waiting gives up after this many attempts ('task failed'). */
export const MAX_ATTEMPTS = 5;
/**
 * Outcomes of a step whose `{ai:…}` text or `{video:…}` render is not ready, or whose feature the plan lacks
 * now (perform.ts): it keeps waiting, never given up.
 */
const CONSENT_HOLDS = new Set(['quiet_hours', 'ten_dlc_pending', 'ten_dlc_unregistered']);
const KEEPS_WAITING = new Set([
  'feature_not_in_plan',
  // issue 40: the consent engine's holds end at their own time (quiet hours open, 10DLC decided), and so do
  // the voicemail step's own waits (its window, its three drops per three days) they may alternate with
  ...CONSENT_HOLDS,
  'tcpa_window',
  'voicemail_frequency',
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
 * Phase 3: record the outcome and move the prospect. The action row is only finished if it is still
 * `started` (a second finalisation of the same key changes nothing).
 *
 * Usually one statement (issue 13): the row is still the version the claim leased (its xmin), so the
 * outcome is computed from the claim's own copy, and the action, the account's spacing hold, the row, the
 * event and its webhook outbox rows are written at once, each gated on that version (locked by the
 * statement). Otherwise (a reply, a pause or an edit changed the row meanwhile) a transaction reads the
 * row locked and decides from it, as before.
 */
export async function finalizeStep(
  deps: EngineDeps,
  claim: Extract<Claim, { kind: 'act' }>,
  outcome: StepOutcome,
): Promise<void> {
  const now = deps.now();
  deps.crashHook?.('during_finalize', claim.action.key);
  const { cp, version } = claim.leased;
  const guard = sql`exists (select 1 from finalize_guard)`;
  const [fast] = rowsOf<{ hit: boolean }>(
    await executeNamed(
      deps.db,
      foldedSql(
        [
          sql`finalize_guard as (select cp.id from campaign_prospects cp where cp.id = ${cp.id}
            and cp.xmin::text = ${version}
            and exists (select 1 from actions a where a.id = ${claim.action.id} and a.status = 'started')
            for update of cp)`,
          ...finalizeWrites(deps, claim, outcome, cp, now, guard),
        ],
        sql`select ${guard} as hit`,
      ),
    ),
  );
  if (fast?.hit) return;
  await deps.db.transaction(async (tx) => {
    // The campaign prospect, locked, with its action's status: one read.
    const [row] = await tx
      .select({ cp: campaignProspects, action: { id: actions.id, status: actions.status } })
      .from(campaignProspects)
      .leftJoin(actions, eq(actions.id, claim.action.id))
      .where(eq(campaignProspects.id, claim.cp.id))
      .for('update', { of: campaignProspects });
    if (!row?.cp || row.action?.status !== 'started') return;
    await tx.execute(foldedSql(finalizeWrites(deps, claim, outcome, row.cp, now, sql`true`), sql`select 1`));
  });
}

/** Named writes (`name as (…)`) and a final query: one statement of data-modifying CTEs. */
function foldedSql(ctes: SQL[], last: SQL): SQL {
  return sql`with ${sql.join(ctes, sql`, `)} ${last}`;
}

/**
 * What finalizing this outcome writes, given the row as it stands (`cp`): the action's outcome, the
 * account's spacing hold, the row's new state, the step's event — as CTEs, each run only `when`.
 */
function finalizeWrites(
  deps: EngineDeps,
  claim: Extract<Claim, { kind: 'act' }>,
  outcome: StepOutcome,
  cp: CpRow,
  now: Date,
  when: SQL,
): SQL[] {
  const { node, wf } = claim;
  const db = deps.db;
  const actionStatus = outcome.kind === 'done' ? 'done' : outcome.kind === 'skipped' ? 'skipped' : 'failed';
  const writes: SQL[] = [
    db
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
      .where(and(eq(actions.id, claim.action.id), eq(actions.status, 'started'), when))
      .getSQL(),
  ];
  // The account just acted: it waits for the spacing counted from this action (the claim would find
  // exactly that in the log), held once for all its rows.
  if (outcome.kind === 'done' && deps.steps.definitionOf(node.type)?.spaced !== false) {
    const { minGapSeconds, maxGapSeconds } = deps.options;
    const until = new Date(now.getTime() + spacingMs(claim.action.id, minGapSeconds, maxGapSeconds));
    writes.push(holdAccountSql(cp.credentialId, until, 'spacing', when));
  }
  const named = (events: SQL[] = []) => [
    ...writes.map((w, i) => sql`${sql.raw(`w${i}`)} as (${w})`),
    ...events,
  ];
  if (cp.currentNodeId !== node.id) return named();

  const writeState = (
    state: CpState,
    extra: { nextRunAt: Date | null; waitReason: string | null },
    columns?: CpColumns,
  ) =>
    writes.push(
      db
        .update(campaignProspects)
        .set(stateSet(state, extra, columns))
        .where(and(eq(campaignProspects.id, cp.id), when))
        .getSQL(),
    );
  const event = (type: string) =>
    eventCtes(
      {
        spaceId: cp.spaceId,
        credentialId: cp.credentialId,
        workflowId: wf.id,
        prospectId: cp.prospectId,
        type,
        data: { node_id: node.id },
      },
      now,
      when,
    );
  const state = stateOf(cp);
  const handler = deps.steps.handlerOf(node.type);
  const invited =
    outcome.kind === 'done' && handler?.runs === 'act' && handler.invites ? { invitedAt: now } : {};
  const advance = (status: 'complete' | 'skipped', reason?: string) => {
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
      writeState(
        state,
        { nextRunAt: null, waitReason: null },
        { ...invited, ...(state.status === 'finished' ? { finishedAt: now } : {}) },
      );
      return;
    }
    const active = state.status === 'active';
    const delay = stepDelayMs(nextNode);
    writeState(
      state,
      {
        nextRunAt: active ? new Date(now.getTime() + delay) : null,
        waitReason: active && delay > 0 ? 'delay' : null,
      },
      invited,
    );
  };

  switch (outcome.kind) {
    case 'done': {
      advance('complete', outcome.reason);
      const type = EVENT_OF[node.type];
      return named(type ? event(type) : []);
    }
    case 'skipped':
      advance('skipped', outcome.reason);
      return named();
    case 'paused':
      if (outcome.reason === 'no_longer_active') {
        // Paused (reply, manual stop, campaign paused) between claim and send: nothing went out.
        writeState(state, { nextRunAt: null, waitReason: cp.waitReason });
        return named();
      }
      state.status = 'paused';
      writeState(
        state,
        { nextRunAt: null, waitReason: null },
        { pausedReason: outcome.reason, ...(outcome.reason === 'got_reply' ? { repliedAt: now } : {}) },
      );
      // The engine saw the reply before the inbox sync did: the got_reply event is recorded here (once:
      // the sync then finds the row paused and replied).
      return named(outcome.reason === 'got_reply' ? event('got_reply') : []);
    case 'wait':
    case 'retry':
    case 'account': {
      state.attempts += 1;
      // Issue 19: a step waiting for its AI text (being written, or failed) keeps waiting — it is never
      // sent, nor skipped, without that text (each look is still its own attempt, with its own key).
      // Issue 41: a browser account whose pages changed layout waits for a new selector map (the driver
      // refuses at once, opening no page), never given up meanwhile.
      const waitsForAiText =
        (outcome.kind === 'retry' && KEEPS_WAITING.has(outcome.reason)) ||
        (outcome.kind === 'account' && outcome.reason === 'page_layout_changed');
      if (state.attempts >= MAX_ATTEMPTS && !waitsForAiText) {
        advance('skipped', 'task_failed');
        return named();
      }
      const delay =
        outcome.kind === 'wait'
          ? DAY_MS
          : outcome.kind === 'account'
            ? 3_600_000
            : 15 * 60_000 * state.attempts;
      const retryAt =
        outcome.kind === 'retry' && outcome.retryAt ? outcome.retryAt : new Date(now.getTime() + delay);
      writeState(state, {
        nextRunAt: retryAt,
        waitReason: DRIVER_WAIT_TO_DOMAIN[outcome.reason] ?? outcome.reason,
      });
      return named();
    }
  }
}
