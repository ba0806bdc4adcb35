import { renderTemplate } from '@leadloop/domain/campaigns/placeholders';
import { placeholderValuesOf } from '../../../prospects-core/index.js';
import { runTaskStep } from '../../task-step.js';
import type { MovingStepHandler } from '../handler.js';

/**
 * The call step (issue 40): a task for a person to call the prospect — named after the prospect, with
 * the step's `content` (placeholders filled) as its script and the prospect's card on the task — then
 * waits until the task is done or due, like a manual task. The person calls from the dialer, where the
 * consent engine's quiet hours apply; a prospect who opted out gets no task.
 */
export const callHandler: MovingStepHandler = {
  type: 'call',
  runs: 'move',
  async move({ tx, cp, wf, node, prospect, timezone, now, mayWrite }) {
    if (prospect.optedOutAt && prospect.optedOutAt <= now) return { kind: 'next', reason: 'opted_out' };
    mayWrite();
    const values = placeholderValuesOf(prospect);
    const settings = (node.call ?? {}) as { due_days?: number; assignee?: string };
    const name =
      `Call ${prospect.fullName || [prospect.firstName, prospect.lastName].join(' ').trim()}`.trim();
    const script = typeof node.content === 'string' ? renderTemplate(node.content, values) : '';
    const verdict = await runTaskStep(
      tx,
      { cp, wf, node: { ...node, task: { type: 'call', ...settings } }, prospect, timezone, now },
      { name, info: script },
    );
    if (verdict.kind === 'wait') return { kind: 'wait', until: verdict.until, reason: 'waiting_for_task' };
    return { kind: 'next', reason: verdict.reason };
  },
};
