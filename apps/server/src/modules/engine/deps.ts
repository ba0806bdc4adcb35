import type { Logger } from 'pino';
import type { RealtimeEventName, RealtimePayload } from '@leadloop/domain/realtime/events';
import type { Db } from '../../db/client.js';
import type { NetworkAccount, NetworkDriver } from '../../providers/network/index.js';
import type { CampaignMailer } from './campaign-mail.js';
import type { StepDefinition } from '@leadloop/domain/steps/define';
import type { WorkflowNode } from '../../db/schema/index.js';
import type { Claim, WorkflowRow } from './claim-types.js';
import type { CpRow } from './state.js';
import type { ProspectRow, StepOutcome } from './types.js';

/** Where a test may "kill" the engine: after the claim commit, after the driver call, inside the finalize transaction (rolled back), after its commit. */
export type CrashPoint = 'after_claim' | 'after_driver' | 'during_finalize' | 'after_finalize';

export class SimulatedCrash extends Error {
  constructor(public readonly point: CrashPoint) {
    super(`simulated crash ${point}`);
  }
}

export interface EngineOptions {
  /** Rows looked at per tick. */
  batchSize: number;
  /** A claimed step whose worker vanished is looked at again after this long. */
  leaseMs: number;
  /** How often a prospect waiting for acceptance is re-checked. */
  recheckMs: number;
  /** Random human-like gap between two actions of one account. */
  minGapSeconds: number;
  maxGapSeconds: number;
  /**
   * How many accounts one pass works on at once (each account's own actions stay one after another).
   * 1 keeps a pass strictly sequential (tests' deterministic runs); the worker loop uses engineConcurrency.
   */
  concurrency: number;
}

export const DEFAULT_ENGINE_OPTIONS: EngineOptions = {
  batchSize: 200,
  leaseMs: 5 * 60_000,
  recheckMs: 4 * 3_600_000,
  minGapSeconds: 60,
  maxGapSeconds: 180,
  concurrency: 1,
};

/**
 * The worker's concurrency across accounts: ENGINE_CONCURRENCY, else 4 on a PostgreSQL server; never
 * more than the pool's connections less one (pg-boss and the API share the pool). PGlite has one session
 * and runs one statement at a time (a transaction's statements exclude all others until it ends): in its
 * own thread, a few accounts at once (ENGINE_CONCURRENCY, else 4) let this thread prepare statements and
 * call the network while the database runs another account's; in this thread, always 1.
 */
export function engineConcurrency(
  database: {
    kind: 'pglite' | 'postgres';
    pool?: { options: { max?: number } };
    threaded?: boolean;
  },
  /** config.engine.concurrency (ENGINE_CONCURRENCY) */
  configured = NaN,
): number {
  const set = Number.isInteger(configured) && configured > 0;
  if (database.kind === 'pglite') return database.threaded ? (set ? configured : 4) : 1;
  const wanted = set ? configured : database.kind === 'postgres' ? 4 : 1;
  const pool = database.pool?.options.max ?? (database.kind === 'postgres' ? 10 : 2);
  return Math.max(1, Math.min(wanted, pool - 1));
}

/**
 * Runs `work` over `items`, at most `limit` at once, in order of start. After a failure no new item
 * starts; the ones running finish, then the first error is thrown (nothing is left running behind).
 */
export async function forEachBounded<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  if (limit <= 1) {
    for (const item of items) await work(item);
    return;
  }
  let next = 0;
  let failure: { error: unknown } | undefined;
  const runner = async () => {
    while (!failure && next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  if (failure) throw failure.error;
}

export interface EngineDeps {
  db: Db;
  network: NetworkDriver;
  mail: CampaignMailer;
  /** Voicemail drops; unset means the sandbox voice provider on `db`. */
  voice?: import('../../providers/voice/index.js').VoiceProvider;
  /** SMS (the SMS step); unset means the SMS provider of `db`. */
  sms?: import('../../providers/sms/index.js').SmsProvider;
  /** The handler of every step type (steps/registry.ts), registered at start-up by the areas that own them. */
  steps: StepLookup;
  now(): Date;
  /** The app's public address: a campaign's `{video:ID}` links to `<publicUrl>/v/<render>` (issue 20). */
  publicUrl?: string;
  /** The egress rule for the webhook step's URL (the app's `config.egress`); unset: no allow-list, system DNS. */
  egress?: import('../../lib/egress/index.js').EgressPolicy;
  log?: Logger;
  emit?<E extends RealtimeEventName>(spaceId: string, event: E, payload: RealtimePayload<E>): void;
  crashHook?(point: CrashPoint, actionKey: string): void;
  options: EngineOptions;
  /**
   * Run only this workspace's campaigns (a workspace replayed on its own clock, see `clock.simulate`).
   * Unset: every workspace except those being replayed, which their replay runs.
   */
  onlySpaceId?: string;
  /** This worker's share of the accounts (ENGINE_PARTITION); unset: every account. */
  partition?: EnginePartition;
}

/**
 * Several worker processes split the accounts between them (issue 13): worker `index` of `count` (1-based)
 * takes the accounts whose id hashes to it, so two workers never contend for one account's rows or lock.
 * A row of another worker's account is taken only once it is `graceMs` overdue (its worker is down or
 * behind); exactly-once never depends on the split (claims still lock rows and accounts).
 */
export interface EnginePartition {
  index: number;
  count: number;
  graceMs: number;
}

export const PARTITION_GRACE_MS = 120_000;

/** ENGINE_PARTITION="i/n" (1 ≤ i ≤ n, n ≥ 2; config.engine.partition); unset or anything else: no partition. */
export function enginePartition(value: string | undefined): EnginePartition | undefined {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value ?? '');
  if (!match) return undefined;
  const [index, count] = [Number(match[1]), Number(match[2])];
  if (count < 2 || index < 1 || index > count) return undefined;
  return { index, count, graceMs: PARTITION_GRACE_MS };
}

// --- the step handlers' shapes (steps/registry.ts): here, beside EngineDeps, which holds the registry ---

/** How the engine finds a step's handler and definition (steps/registry.ts `StepRegistry`). */
export interface StepLookup {
  handlerOf(type: string): StepHandler | undefined;
  definitionOf(type: string): StepDefinition | undefined;
  /** A condition kind registered by an area (the engine answers its own kinds itself: conditions.ts). */
  conditionOf(kind: string): ConditionEvaluator | undefined;
}

/** A condition's answer: a branch, 'check' (ask the network about the invitation) or 'wait' (not known yet). */
export type ConditionVerdict = 'yes' | 'no' | 'check' | 'wait';
/** What a condition is handed: the node (its `condition` fields), the prospect's row, when it reached the node. */
export interface ConditionRun {
  deps: EngineDeps;
  /** The claim's transaction: read through it (the claim holds the row; PGlite has one connection). */
  tx: Tx;
  node: WorkflowNode;
  cp: CpRow;
  prospect: ProspectRow;
  enteredAt: Date;
  now: Date;
}
/** A smart-sequence question owned by an area (CONDITION_KINDS in the domain), registered at start-up. */
export interface ConditionEvaluator {
  kind: string;
  evaluate(run: ConditionRun): Promise<ConditionVerdict>;
}

export type ActClaim = Extract<Claim, { kind: 'act' }>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What an acting step is handed when it runs (phase 2, outside any transaction). */
export interface StepRun {
  deps: EngineDeps;
  claim: ActClaim;
  /** The account the step acts from, as the network driver names it. */
  account: NetworkAccount;
  /** The prospect as the network knows them (network id, else profile link). */
  member: string;
  /** The step's texts for this prospect: placeholders, `{ai:…}` and `{video:…}` filled in. */
  subject: string;
  content: string;
  /** What the tracking area needs to compose a tracked message or email of this step. */
  tracking: {
    spaceId: string;
    workflowId: string;
    prospectId: string;
    credentialId: string;
    actionKey: string;
    trackLinks: boolean;
    customDomain: string | null;
    publicUrl: string;
  };
}

/** What a moving step is handed inside the claim's transaction (the campaign row is locked). */
export interface MoveRun {
  tx: Tx;
  deps: EngineDeps;
  cp: CpRow;
  wf: WorkflowRow;
  node: WorkflowNode;
  prospect: ProspectRow;
  /** The account's time zone (its work hours'). */
  timezone: string;
  /** When the prospect reached this step. */
  enteredAt: Date;
  now: Date;
  /** Call before anything that writes (or makes a network look that must be made once): takes the lock. */
  mayWrite(): void;
}

/** Where a moving step leaves the prospect. */
export type MoveVerdict =
  /** Complete: on to the next step (on `branch` of a condition). */
  | { kind: 'next'; reason?: string; branch?: 'yes' | 'no' }
  /** Wait here until `until` (null: until something wakes the row), shown as `reason`. */
  | { kind: 'wait'; until: Date | null; reason: string }
  /** Ask the network whether the invitation was accepted (the engine's connection check). */
  | { kind: 'check_connection' };

/**
 * A step that acts for the prospect (network, mailbox, an HTTP call, a CRM…): spaced, approved, logged
 * and counted against its definition's limits by the claim; `perform` does the one call.
 */
export interface ActingStepHandler {
  type: string;
  runs: 'act';
  perform(run: StepRun): Promise<StepOutcome>;
  /**
   * Exactly once: a recovering claim (its earlier attempt may have reached the network before a crash)
   * asks first whether that attempt is already done; none: repeating the step is harmless.
   */
  recover?(run: Omit<StepRun, 'subject' | 'content' | 'tracking'>): Promise<StepOutcome | null>;
  /** Nothing is read between the claim and the call (unless its text needs a read): see perform.ts. */
  sentAsClaimed?: boolean;
  /** A done step sent the prospect an invitation (the campaign row's `invitedAt`). */
  invites?: boolean;
}

/** A step that only moves the prospect on, decided inside the claim (a delay, a condition, a task). */
export interface MovingStepHandler {
  type: string;
  runs: 'move';
  move(run: MoveRun): Promise<MoveVerdict>;
}

export type StepHandler = ActingStepHandler | MovingStepHandler;
