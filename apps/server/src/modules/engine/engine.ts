import { and, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { campaignProspects, spaces, workflows } from '../../db/schema/index.js';
import { replyAnswered } from './conditions.js';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { mailboxFor } from '../../providers/mailbox/index.js';
import { campaignMailerFrom } from './campaign-mail.js';
import { claimStep, type AccountHold } from './claim.js';
import { runConnectionCheck, runPreflight } from './checks.js';
import {
  DEFAULT_ENGINE_OPTIONS,
  SimulatedCrash,
  forEachBounded,
  type EngineDeps,
  type EnginePartition,
} from './deps.js';
import { finalizeStep } from './finalize.js';
import { firstLookBatch } from './first-look.js';
import { performStep } from './perform.js';
import { recordEvent } from './state.js';
import { spacingMs } from './schedule.js';
import { inSpace } from '../../lib/scope.js';
import { executeNamed } from '../../db/named.js';
import { rowsOf } from '../../db/rows.js';
import { markProspectReplied } from '../prospects-core/index.js';
import type { StepRegistry } from './steps/registry.js';

/**
 * One engine pass, per account (issue 13): an account held as a whole — spacing after its last action,
 * outside its work hours — is held once, in engine_account_holds, and the pass looks only at accounts not
 * held, at their earliest due rows; the rows of a held account are not read nor rewritten while they
 * wait. Within a pass an account that just acted (or turned out held) is skipped for the rest of it, and
 * so are the rows waiting at a step whose daily or weekly limit was just met (the claim parked them).
 */
let lastTickFull = false;
/** Whether the last pass may have left due rows (a full batch, or an account with more than it read). */
export const lastPassMayHaveLeftDue = () => lastTickFull;

type DueRow = {
  id: string;
  spaceId: string;
  workflowId: string;
  credentialId: string;
  currentNodeId: string | null;
  status: string;
};

/** How many of one account's due rows a pass reads: the first usually acts, then the account waits. */
const ROWS_PER_ACCOUNT = 4;

/**
 * The accounts not held at `now`, each with its earliest due rows (index on credential_id, next_run_at).
 * `whose` narrows to the workspaces this pass runs; with a partition, another worker's accounts count
 * as due only once their rows are the partition's grace overdue.
 */
function dueRowsSql(
  nowIso: string,
  whose: SQL | undefined,
  limit: number,
  perAccount: number,
  partition?: EnginePartition,
): SQL {
  const split = partition && partitionSql(partition, nowIso);
  return sql`select cp.id, cp.space_id, cp.workflow_id, cp.credential_id, cp.current_node_id, cp.status
    from credentials c
    cross join lateral (select id, space_id, workflow_id, credential_id, current_node_id, status, next_run_at
      from campaign_prospects where credential_id = c.id and next_run_at <= ${split ? split.dueBy : nowIso}
        ${whose ? sql`and ${whose}` : sql``}
      order by next_run_at limit ${perAccount}) cp
    where not exists (select 1 from engine_account_holds h where h.credential_id = c.id and h.until > ${nowIso})
      ${split ? sql`and ${split.notHeld}` : sql``}
    order by cp.next_run_at limit ${limit}`;
}

/**
 * Another worker's account (`c`) is due only once both its row and the end of its hold are the grace old:
 * `dueBy` bounds the row's next_run_at, `notHeld` the account's hold.
 */
function partitionSql(partition: EnginePartition, nowIso: string) {
  const mine = sql`mod(abs(hashtext(c.id::text)), ${partition.count}) = ${partition.index - 1}`;
  const overdue = sql`${nowIso}::timestamptz - make_interval(secs => ${partition.graceMs / 1000})`;
  return {
    dueBy: sql`case when ${mine} then ${nowIso}::timestamptz else ${overdue} end`,
    notHeld: sql`(${mine} or not exists (select 1 from engine_account_holds h
      where h.credential_id = c.id and h.until > ${overdue}))`,
  };
}

/**
 * When the next row is due, counting account holds: per account, the later of its earliest row and its
 * hold (null when nothing waits). The deterministic runner and the simulated clock move time to it.
 */
export function nextDueSql(whose?: SQL): SQL {
  return sql`select min(greatest(d.at, coalesce(h.until, d.at))) as at
    from credentials c
    cross join lateral (select min(next_run_at) as at from campaign_prospects
      where credential_id = c.id and next_run_at is not null ${whose ? sql`and ${whose}` : sql``}) d
    left join engine_account_holds h on h.credential_id = c.id
    where d.at is not null`;
}

/**
 * One pass over the due campaign prospects. `isStopping` is asked before each one: on a graceful stop the
 * pass ends after the action in hand (each action is claim → network → finalize, whole), and the rest stay
 * due for the next start.
 */
export async function tick(deps: EngineDeps, isStopping: () => boolean = () => false): Promise<number> {
  const now = deps.now();
  const whose = workspacesFilter(deps);
  const limit = deps.options.batchSize;
  const due = rowsOf<Record<string, string | null>>(
    await executeNamed(
      deps.db,
      dueRowsSql(now.toISOString(), whose, limit, ROWS_PER_ACCOUNT, deps.partition),
    ),
  ).map((r): DueRow => ({
    id: r.id!,
    spaceId: r.space_id!,
    workflowId: r.workflow_id!,
    credentialId: r.credential_id!,
    currentNodeId: r.current_node_id ?? null,
    status: r.status!,
  }));
  // Pending prospects' first look, the pass's and its accounts' other due ones at once (issue 13); the
  // rest are decided one by one.
  const pending = due.filter((r) => r.status === 'pending');
  const looked = await firstLookBatch(
    deps,
    { ids: pending.map((r) => r.id), credentialIds: [...new Set(pending.map((r) => r.credentialId))], whose },
    isStopping,
  );
  let acted = 0;
  const touched = new Map<string, string>();
  /** Accounts that acted or turned out held in this pass: the rest of their rows wait, untouched. */
  const heldAccounts = new Set<string>();
  const perAccount = new Map<string, DueRow[]>();
  for (const row of due) {
    const rows = perAccount.get(row.credentialId);
    if (rows) rows.push(row);
    else perAccount.set(row.credentialId, [row]);
  }
  /** Steps whose limit a claim of this pass met: that claim parked their due rows (claim.ts parkStepSql). */
  const heldSteps = new Set<string>();
  const stepKey = (workflowId: string, nodeId: string) => `${workflowId}:${nodeId}`;
  // Accounts in order of their earliest due row, `options.concurrency` at once (issue 13); one account's
  // rows one after another, as before — its actions stay sequential and spaced (and the claim that logs
  // an action holds the account's credentials row while it decides limits and spacing: limits.ts).
  await forEachBounded([...perAccount.values()], deps.options.concurrency, async (rows) => {
    for (const row of rows) {
      if (isStopping()) return;
      if (heldAccounts.has(row.credentialId)) return;
      if (looked.has(row.id)) {
        touched.set(row.workflowId, row.spaceId);
        continue;
      }
      if (
        row.status === 'active' &&
        row.currentNodeId &&
        heldSteps.has(stepKey(row.workflowId, row.currentNodeId))
      )
        continue;
      const result = await runOne(deps, row.id, row);
      if (result.acted) acted++;
      if (result.hold) {
        const { step } = result.hold;
        if (step) heldSteps.add(stepKey(step.workflowId, step.nodeId));
        else heldAccounts.add(row.credentialId);
      }
      touched.set(row.workflowId, row.spaceId);
    }
  });
  // Another pass at once when this one may have left due rows: the batch was full, or an account that
  // did not act had more due rows than a pass reads.
  lastTickFull =
    due.length === limit ||
    [...perAccount].some(([id, rows]) => rows.length >= ROWS_PER_ACCOUNT && !heldAccounts.has(id));
  for (const [workflowId, spaceId] of touched)
    deps.emit?.(spaceId, 'update_workflow', { workflow_id: workflowId });
  return acted;
}

/**
 * Which workspaces' rows a pass looks at: the one being replayed (its replay's own pass), or all but
 * those being replayed — their rows are due in their simulated time, not in real time. A subquery of the
 * pass's own statement (issue 13: no read of its own each pass).
 */
function workspacesFilter(deps: EngineDeps): SQL {
  if (deps.onlySpaceId) return inSpace(campaignProspects, deps.onlySpaceId);
  return notInArray(
    campaignProspects.spaceId,
    deps.db.select({ id: spaces.id }).from(spaces).where(eq(spaces.sampleStatus, 'building')),
  );
}

/** Claim → network → finalize for one campaign prospect. `seen`: the row as the pass's due read saw it. */
export async function runOne(
  deps: EngineDeps,
  cpId: string,
  seen?: { status: string },
): Promise<{ acted: boolean; hold?: AccountHold }> {
  const claim = await claimStep(deps, cpId, seen);
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
      const spaced = deps.steps.definitionOf(claim.node.type)?.spaced !== false;
      const { minGapSeconds, maxGapSeconds } = deps.options;
      const until = new Date(deps.now().getTime() + spacingMs(claim.action.id, minGapSeconds, maxGapSeconds));
      return { acted: true, hold: spaced ? { until, reason: 'spacing' } : undefined };
    }
  }
}

/**
 * The inbox sync calls this when a prospect answers on any channel: every running campaign row of
 * the prospect in the workspace is paused ('got reply') before its next step. A step already claimed
 * sees the pause in its pre-send check (a step sent straight after its claim has none: perform.ts); one
 * not yet claimed sees it in its claim.
 */
export async function onInboundReply(
  db: Db,
  input: { spaceId: string; credentialId: string; prospectId: string; at?: Date },
): Promise<number> {
  const at = input.at ?? clock.now();
  return db.transaction(async (tx) => {
    await markProspectReplied(tx, { spaceId: input.spaceId, prospectId: input.prospectId, at });
    // A prospect standing on a question about their reply is woken for it to decide, not paused (issue 36).
    const running = and(
      eq(campaignProspects.prospectId, input.prospectId),
      inSpace(campaignProspects, input.spaceId),
      inArray(campaignProspects.status, ['active', 'pending', 'campaign_paused']),
    );
    const asked = (
      await tx
        .select({
          id: campaignProspects.id,
          workflowId: campaignProspects.workflowId,
          status: campaignProspects.status,
          repliedAt: campaignProspects.repliedAt,
          currentNodeId: campaignProspects.currentNodeId,
          steps: campaignProspects.steps,
          nodes: workflows.nodes,
        })
        .from(campaignProspects)
        .innerJoin(workflows, eq(workflows.id, campaignProspects.workflowId))
        .where(and(running, sql`${campaignProspects.currentNodeId} is not null`))
    ).filter((row) => replyAnswered(row.nodes, row, at));
    if (asked.length)
      await tx
        .update(campaignProspects)
        .set({
          repliedAt: sql`coalesce(${campaignProspects.repliedAt}, ${at.toISOString()}::timestamptz)`,
          nextRunAt: sql`case when ${campaignProspects.status} = 'active' then ${at.toISOString()}::timestamptz else ${campaignProspects.nextRunAt} end`,
          waitReason: sql`case when ${campaignProspects.status} = 'active' then null else ${campaignProspects.waitReason} end`,
        })
        .where(
          inArray(
            campaignProspects.id,
            asked.map((r) => r.id),
          ),
        );
    const woken = asked.filter((r) => !r.repliedAt);
    const paused = await tx
      .update(campaignProspects)
      .set({ status: 'paused', pausedReason: 'got_reply', repliedAt: at, nextRunAt: null, waitReason: null })
      .where(
        asked.length
          ? and(
              running,
              notInArray(
                campaignProspects.id,
                asked.map((r) => r.id),
              ),
            )
          : running,
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
    for (const row of [...paused, ...woken, ...late]) {
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
const stepsByContext = new WeakMap<AppContext, StepRegistry>();

/** The app's step registry, built once at start-up (modules/steps.ts `installSteps`) before routes and jobs. */
export function useSteps(ctx: AppContext, registry: StepRegistry): void {
  stepsByContext.set(ctx, registry);
}

function stepsOf(ctx: AppContext): StepRegistry {
  const registry = stepsByContext.get(ctx);
  if (!registry) throw new Error('the campaign steps are not registered: call installSteps(ctx) at start-up');
  return registry;
}

/** The engine's dependencies for an app: the network driver from the context, the accounts' mailboxes. */
export function engineDeps(ctx: AppContext, overrides: Partial<EngineDeps> = {}): EngineDeps {
  let deps = depsByContext.get(ctx);
  if (!deps || Object.keys(overrides).length) {
    const steps = stepsOf(ctx);
    const network = overrides.network ?? ctx.network;
    deps = {
      db: ctx.db,
      network,
      mail: campaignMailerFrom(mailboxFor(ctx)),
      steps,
      now: () => clock.now(),
      publicUrl: ctx.config.publicUrl,
      egress: ctx.config.egress,
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
  return runDepsUntil(deps, until, undefined, ctx.config.engine.stats);
}

/** `stats` (ENGINE_STATS, config.engine.stats): prints why rows wait and how far the clock jumped. */
export async function runDepsUntil(
  deps: EngineDeps,
  until: Date,
  onTick?: () => Promise<void>,
  stats = false,
): Promise<number> {
  let acted = 0;
  const counts = { jumps: 0, ticks: 0 };
  const reasons = new Map<string, number>();
  for (let guard = 0; guard < 5_000_000; guard++) {
    await onTick?.();
    for (;;) {
      acted += await tick(deps);
      counts.ticks++;
      if (!lastTickFull) break;
    }
    const now = clock.nowMs();
    const [next] = rowsOf<{ at: string | Date | null }>(
      await deps.db.execute(nextDueSql(workspacesFilter(deps))),
    );
    const nextAt = next?.at ? Math.max(new Date(next.at).getTime(), now + 1) : Infinity;
    if (nextAt > until.getTime()) {
      if (until.getTime() > now) clock.advance(until.getTime() - now);
      break;
    }
    counts.jumps++;
    if (stats) {
      const rows = await deps.db
        .select({ r: campaignProspects.waitReason })
        .from(campaignProspects)
        .where(eq(campaignProspects.nextRunAt, new Date(nextAt)));
      for (const r of rows) reasons.set(String(r.r), (reasons.get(String(r.r)) ?? 0) + 1);
    }
    if (stats && counts.jumps % 500 === 0)
      console.log('engine progress', counts, new Date(nextAt).toISOString());
    clock.advance(nextAt - now);
  }
  if (stats) console.log('engine stats', counts, [...reasons.entries()]);
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
