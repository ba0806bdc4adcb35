import type { WorkflowNode, workflows } from '../../db/schema/index.js';
import type { EngineAccount } from './account.js';
import type { CpRow } from './state.js';
import type { ProspectRow } from './types.js';

/** What a claim answers (claim.ts), kept apart so the step handlers' types import no loop. */
export type WorkflowRow = typeof workflows.$inferSelect;
export interface ClaimBase {
  cp: CpRow;
  wf: WorkflowRow;
  prospect: ProspectRow;
  account: EngineAccount;
}
/**
 * A hold other due rows share: account-wide (spacing, work hours) — every row of the account waits —
 * or, with `step`, a daily/weekly limit met at one step: rows of that campaign waiting at that step wait.
 */
export type AccountHold = { until: Date; reason: string; step?: { workflowId: string; nodeId: string } };
export type Claim =
  | { kind: 'none'; hold?: AccountHold }
  | (ClaimBase & { kind: 'preflight' })
  | (ClaimBase & { kind: 'check_connection'; node: WorkflowNode })
  | (ClaimBase & {
      kind: 'act';
      node: WorkflowNode;
      action: { id: string; key: string; recovering: boolean; variant: 'A' | 'B' | null };
      /** The row as this claim leased it, and that version's xmin. */
      leased: { cp: CpRow; version: string };
    });
