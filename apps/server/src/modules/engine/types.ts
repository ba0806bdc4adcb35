import type { prospects } from '../../db/schema/index.js';

/** Types the engine's steps share (kept apart so claim, conditions, perform and the steps import no loop). */
export type ProspectRow = typeof prospects.$inferSelect;

/** What happened on the network (or mailbox / webhook) for one claimed step. */
export type StepOutcome =
  | {
      kind: 'done';
      reason?: string;
      externalId?: string;
      payload?: Record<string, unknown>;
      noteDropped?: boolean;
    }
  | { kind: 'skipped'; reason: string }
  | { kind: 'wait'; reason: string }
  | { kind: 'retry'; reason: string; retryAt?: Date }
  | { kind: 'paused'; reason: string }
  | { kind: 'account'; reason: string };
