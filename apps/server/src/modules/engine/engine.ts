import { and, asc, eq, inArray, isNotNull, isNull, lte, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { campaignProspects, prospects, spaces } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { networkFor } from '../../providers/network/index.js';
import { mailboxFor } from '../../providers/mailbox/index.js';
import { campaignMailerFrom } from './campaign-mail.js';
import { claimStep, type AccountHold } from './claim.js';
import { runConnectionCheck, runPreflight } from './checks.js';
import { DEFAULT_ENGINE_OPTIONS, SimulatedCrash, type EngineDeps } from './deps.js';
import { finalizeStep } from './finalize.js';
import { performStep } from './perform.js';
import { recordEvent } from './state.js';
import { spacingMs } from './schedule.js';
import { inSpace, notInSpaces } from '../../lib/scope.js';

/**
 * One engine pass: look at due campaign prospects (partial index on next_run_at) and run each. When an
 * account is held as a whole (spacing after an action it just performed, outside work hours), its other
 * due rows are parked in one statement instead of each being claimed just to learn the same thing; so
 * are the rows waiting at a step whose daily or weekly limit was just met.
 */
let lastTickFull = false;

/**
 * One pass over the due campaign prospects. `isStopping` is asked before each one: on a graceful stop the
 * pass ends after the action in hand (each action is claim → network → finalize, whole), and the rest stay
 * due for the next start.
 */
export async function tick(deps: EngineDeps, isStopping: () => boolean = () => false): Promise<number> {
  const now = deps.now();
  const whose = await workspacesFilter(deps);
  const due = await deps.db
    .select({
      id: campaignProspects.id,
      spaceId: campaignProspects.spaceId,
      workflowId: campaignProspects.workflowId,
      credentialId: campaignProspects.credentialId,
      currentNodeId: campaignProspects.currentNodeId,
      status: campaignProspects.status,
    })
    .from(campaignProspects)
    .where(and(isNotNull(campaignProspects.nextRunAt), lte(campaignProspects.nextRunAt, now), whose))
    .orderBy(asc(campaignProspects.nextRunAt))
    .limit(deps.options.batchSize);
  lastTickFull = due.length === deps.options.batchSize;
  let acted = 0;
  const touched = new Map<string, string>();
  const holds = new Map<string, AccountHold & { ids: string[] }>();
  const stepKey = (workflowId: string, nodeId: string) => `${workflowId}:${nodeId}`;
  for (const row of due) {
    if (isStopping()) break;
    const hold =
      holds.get(row.credentialId) ??
      (row.status === 'active' && row.currentNodeId
        ? holds.get(stepKey(row.workflowId, row.currentNodeId))
        : undefined);
    if (hold) {
      hold.ids.push(row.id);
      continue;
    }
    const result = await runOne(deps, row.id);
    if (result.acted) acted++;
    if (result.hold) {
      const { step } = result.hold;
      holds.set(step ? stepKey(step.workflowId, step.nodeId) : row.credentialId, { ...result.hold, ids: [] });
    }
    touched.set(row.workflowId, row.spaceId);
  }
  for (const hold of holds.values()) {
    if (!hold.ids.length) continue;
    // Rows another worker is claiming or parking right now are skipped, not waited for: two workers
    // parking overlapping sets in different orders would otherwise deadlock.
    const ids = sql.join(
      hold.ids.map((id) => sql`${id}`),
      sql`, `,
    );
    await deps.db
      .execute(sql`update campaign_prospects set next_run_at = ${hold.until.toISOString()}, wait_reason = ${hold.reason}
      where id in (select id from campaign_prospects where id in (${ids}) and next_run_at <= ${now.toISOString()}
        order by id for update skip locked)`);
  }
  for (const [workflowId, spaceId] of touched)
    deps.emit?.(spaceId, 'update_workflow', { workflow_id: workflowId });
  return acted;
}

/**
 * Which workspaces' rows a pass looks at: the one being replayed (its replay's own pass), or all but
 * those being replayed — their rows are due in their simulated time, not in real time.
 */
async function workspacesFilter(deps: EngineDeps): Promise<SQL | undefined> {
  if (deps.onlySpaceId) return inSpace(campaignProspects, deps.onlySpaceId);
  const replaying = await deps.db
    .select({ id: spaces.id })
    .from(spaces)
    .where(eq(spaces.sampleStatus, 'building'));
  return replaying.length
    ? notInSpaces(
        campaignProspects,
        replaying.map((r) => r.id),
      )
    : undefined;
}

/** Claim → network → finalize for one campaign prospect. */
export async function runOne(
  deps: EngineDeps,
  cpId: string,
): Promise<{ acted: boolean; hold?: AccountHold }> {
  const claim = await claimStep(deps, cpId);
  switch (claim.kind) {
    case 'none':
      return { acted: false, hold: claim.hold };
    case 'preflight':
      await runPreflight(deps, claim);
      return { acted: false };
    case 'check_connection':
      await runConnectionCheck(deps, claim);
      return { acted: false };
    case 'act': {
      deps.crashHook?.('after_claim', claim.action.key);
      const outcome = await performStep(deps, claim);
      deps.crashHook?.('after_driver', claim.action.key);
      await finalizeStep(deps, claim, outcome);
      deps.crashHook?.('after_finalize', claim.action.key);
      if (outcome.kind !== 'done') return { acted: false };
      // The account just acted: its next action waits for the spacing counted from this one (the
      // claim would find exactly that; `now` is at or after the action's performed_at).
      const spaced = claim.node.type !== 'webhook';
      const { minGapSeconds, maxGapSeconds } = deps.options;
      const until = new Date(deps.now().getTime() + spacingMs(claim.action.id, minGapSeconds, maxGapSeconds));
      return { acted: true, hold: spaced ? { until, reason: 'spacing' } : undefined };
    }
  }
}

/**
 * The inbox sync calls this when a prospect answers on any channel: every running campaign row of
 * the prospect in the workspace is paused ('got reply') before its next step. A step already claimed
 * sees the pause in its pre-send check; one not yet claimed sees it in the claim transaction.
 */
export async function onInboundReply(
  db: Db,
  input: { spaceId: string; credentialId: string; prospectId: string; at?: Date },
): Promise<number> {
  const at = input.at ?? clock.now();
  return db.transaction(async (tx) => {
    await tx
      .update(prospects)
      .set({ lastRepliedAt: at, relation: sql`coalesce(${prospects.relation}, 'gotReply')`, updatedAt: at })
      .where(and(eq(prospects.id, input.prospectId), inSpace(prospects, input.spaceId)));
    const paused = await tx
      .update(campaignProspects)
      .set({ status: 'paused', pausedReason: 'got_reply', repliedAt: at, nextRunAt: null, waitReason: null })
      .where(
        and(
          eq(campaignProspects.prospectId, input.prospectId),
          inSpace(campaignProspects, input.spaceId),
          inArray(campaignProspects.status, ['active', 'pending', 'campaign_paused']),
        ),
      )
      .returning({ workflowId: campaignProspects.workflowId });
    // A reply after the last step, or while the row was paused for another reason, still counts as a
    // reply to those campaigns (reply rates) and is their got_reply event (the first reply only).
    // Excluded rows never reached the person: not theirs.
    const late = await tx
      .update(campaignProspects)
      .set({ repliedAt: at })
      .where(
        and(
          eq(campaignProspects.prospectId, input.prospectId),
          inSpace(campaignProspects, input.spaceId),
          inArray(campaignProspects.status, ['finished', 'paused']),
          isNull(campaignProspects.repliedAt),
        ),
      )
      .returning({ workflowId: campaignProspects.workflowId });
    for (const row of [...paused, ...late]) {
      await recordEvent(
        tx,
        {
          spaceId: input.spaceId,
          credentialId: input.credentialId,
          workflowId: row.workflowId,
          prospectId: input.prospectId,
          type: 'got_reply',
        },
        at,
      );
    }
    return paused.length;
  });
}

// --- wiring to the app context ---

const depsByContext = new WeakMap<AppContext, EngineDeps>();

/** The engine's dependencies for an app: the network driver from the context, the accounts' mailboxes. */
export function engineDeps(ctx: AppContext, overrides: Partial<EngineDeps> = {}): EngineDeps {
  let deps = depsByContext.get(ctx);
  if (!deps || Object.keys(overrides).length) {
    const network = overrides.network ?? networkFor(ctx);
    deps = {
      db: ctx.db,
      network,
      mail: campaignMailerFrom(mailboxFor(ctx)),
      crmPush: (input) =>
        ctx.crmPush ? ctx.crmPush(input) : Promise.resolve({ kind: 'retry', reason: 'unavailable' }),
      aiComment: (input) =>
        ctx.aiComment ? ctx.aiComment(input) : Promise.resolve({ kind: 'retry', reason: 'unavailable' }),
      now: () => clock.now(),
      publicUrl: ctx.config.publicUrl,
      log: ctx.log,
      emit: (spaceId, event, payload) => ctx.realtime?.emitToSpace(spaceId, event, payload),
      options: DEFAULT_ENGINE_OPTIONS,
      ...depsByContext.get(ctx),
      ...overrides,
    };
    depsByContext.set(ctx, deps);
  }
  return deps;
}

/**
 * Deterministic engine for tests: moves the server clock from now to `until`, jumping straight to the
 * next due row each time, and ticks until nothing is due. Returns the number of actions performed.
 */
export async function runEngineUntil(
  ctx: AppContext,
  until: Date,
  overrides: Partial<EngineDeps> = {},
): Promise<number> {
  const deps = Object.keys(overrides).length ? engineDeps(ctx, overrides) : engineDeps(ctx);
  return runDepsUntil(deps, until);
}

export async function runDepsUntil(
  deps: EngineDeps,
  until: Date,
  onTick?: () => Promise<void>,
): Promise<number> {
  let acted = 0;
  const stats = { jumps: 0, ticks: 0 };
  const reasons = new Map<string, number>();
  for (let guard = 0; guard < 5_000_000; guard++) {
    await onTick?.();
    for (;;) {
      acted += await tick(deps);
      stats.ticks++;
      if (!lastTickFull) break;
    }
    const now = clock.nowMs();
    const [next] = await deps.db
      .select({ at: min(campaignProspects.nextRunAt) })
      .from(campaignProspects)
      .where(and(isNotNull(campaignProspects.nextRunAt), await workspacesFilter(deps)));
    const nextAt = next?.at ? Math.max(new Date(next.at).getTime(), now + 1) : Infinity;
    if (nextAt > until.getTime()) {
      if (until.getTime() > now) clock.advance(until.getTime() - now);
      break;
    }
    stats.jumps++;
    if (process.env.ENGINE_STATS) {
      const rows = await deps.db
        .select({ r: campaignProspects.waitReason })
        .from(campaignProspects)
        .where(eq(campaignProspects.nextRunAt, new Date(nextAt)));
      for (const r of rows) reasons.set(String(r.r), (reasons.get(String(r.r)) ?? 0) + 1);
    }
    if (process.env.ENGINE_STATS && stats.jumps % 500 === 0)
      console.log('engine progress', stats, new Date(nextAt).toISOString());
    clock.advance(nextAt - now);
  }
  if (process.env.ENGINE_STATS) console.log('engine stats', stats, [...reasons.entries()]);
  return acted;
}

let exclusive: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` when no other engine pass of this process is running. The background loop's passes and the
 * test hook's simulated days (which move the clock) take turns: PGlite lets the event loop turn between
 * statements, and a real-time pass must not act in the middle of a simulated day.
 */
export function withEngineTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = exclusive.then(work, work);
  exclusive = run.catch(() => undefined);
  return run;
}

/** Background loop for `npm start` and `npm run worker`: one tick every `intervalMs`. */
export function startEngineLoop(deps: EngineDeps, intervalMs = 1000): { stop(): Promise<void> } {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const loop = async () => {
    while (!stopped) {
      running = withEngineTurn(() => tick(deps, () => stopped)).catch((error) => {
        if (!(error instanceof SimulatedCrash)) deps.log?.error({ err: error }, 'engine tick failed');
      });
      await running;
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  };
  void loop();
  return {
    async stop() {
      stopped = true;
      await running;
    },
  };
}
