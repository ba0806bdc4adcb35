import { readsReply } from '@leadloop/domain/campaigns/condition-kinds';
import { evaluateCondition } from '../../conditions.js';
import type { MovingStepHandler } from '../handler.js';

/** A delay only waits: its time is the node's delay, which the claim waits for before every step. */
export const delayHandler: MovingStepHandler = {
  type: 'delay',
  runs: 'move',
  move: async () => ({ kind: 'next' }),
};

/** A smart sequence's question: yes or no branch, or wait for the answer (an invitation's acceptance). */
export const conditionHandler: MovingStepHandler = {
  type: 'condition',
  runs: 'move',
  async move({ tx, deps, node, cp, prospect, enteredAt, now, mayWrite }) {
    mayWrite(); // (its network look is made once, locked)
    const verdict = await evaluateCondition(deps, node, cp, prospect, enteredAt, now, tx);
    if (verdict === 'check') return { kind: 'check_connection' };
    if (verdict === 'wait')
      return {
        kind: 'wait',
        until: new Date(now.getTime() + deps.options.recheckMs),
        reason: readsReply((node.condition as { kind?: string } | undefined)?.kind)
          ? 'waiting_for_reply'
          : 'waiting_for_acceptance',
      };
    return { kind: 'next', reason: verdict, branch: verdict };
  },
};
