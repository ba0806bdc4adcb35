import { runTaskStep } from '../../task-step.js';
import type { MovingStepHandler } from '../handler.js';

/**
 * A manual task step: creates the step's task for a person once (task-step.ts), then waits until the
 * task is done (or canceled) or its due date passes, and moves on.
 */
export const manualTaskHandler: MovingStepHandler = {
  type: 'manual_task',
  runs: 'move',
  async move({ tx, cp, wf, node, prospect, timezone, now, mayWrite }) {
    mayWrite();
    const verdict = await runTaskStep(tx, { cp, wf, node, prospect, timezone, now });
    if (verdict.kind === 'wait') return { kind: 'wait', until: verdict.until, reason: 'waiting_for_task' };
    return { kind: 'next', reason: verdict.reason };
  },
};
