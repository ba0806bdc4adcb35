import type { Db } from '../../../db/client.js';
import type { WorkflowNode } from '../../../db/schema/index.js';
import type { NetworkAccount } from '../../../providers/network/driver.js';
import type { Claim, WorkflowRow } from '../claim.js';
import type { EngineDeps } from '../deps.js';
import type { CpRow } from '../state.js';
import type { ProspectRow, StepOutcome } from '../types.js';

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
