import { readsReply } from '@leadloop/domain/campaigns/condition-kinds';
import type { WorkflowNode } from '../../db/schema/index.js';
import type { ConditionVerdict, EngineDeps, Tx } from './deps.js';
import type { CpRow } from './state.js';
import type { ProspectRow } from './types.js';

const DAY_MS = 24 * 3_600_000;

/** Email a step may write to: work, then personal, then enriched. */
export const prospectEmail = (p: ProspectRow): string | null =>
  p.workEmail || p.personalEmail || p.enrichedEmail || null;

/** The condition kinds the engine answers itself; every other kind is an area's (StepLookup.conditionOf). */
export const ENGINE_CONDITION_KINDS = [
  'is_connected',
  'accepted_within',
  'has_replied',
  'has_email',
  'email_opened',
  'email_clicked',
] as const;

/**
 * A smart-sequence condition: 'yes' / 'no', or 'check' when the network must be asked about the
 * invitation first, or 'wait' when the answer is not known yet (accepted within N days, still pending).
 * A kind the engine does not know is asked of the area that registered it (modules/steps.ts).
 */
export async function evaluateCondition(
  deps: EngineDeps,
  node: WorkflowNode,
  cp: CpRow,
  prospect: ProspectRow,
  enteredAt: Date,
  now: Date,
  tx: Tx,
): Promise<ConditionVerdict> {
  const condition = node.condition as { kind: string; days?: number } | undefined;
  switch (condition?.kind) {
    case 'is_connected':
      return cp.connectedAt ? 'yes' : 'check';
    case 'accepted_within': {
      const deadline = enteredAt.getTime() + (condition.days ?? 7) * DAY_MS;
      if (cp.connectedAt) return cp.connectedAt.getTime() <= deadline ? 'yes' : 'no';
      if (now.getTime() >= deadline) return 'no';
      return 'check';
    }
    case 'has_replied':
      return cp.repliedAt ? 'yes' : 'no';
    case 'has_email':
      return prospectEmail(prospect) ? 'yes' : 'no';
    case 'email_opened':
    case 'email_clicked': {
      const email = prospectEmail(prospect);
      const sent = email ? await deps.mail.lastTo(cp.credentialId, email) : null;
      if (!sent) return 'no';
      return (condition.kind === 'email_opened' ? sent.opened : sent.clicked) ? 'yes' : 'no';
    }
    default: {
      const registered = condition ? deps.steps.conditionOf(condition.kind) : undefined;
      return registered ? registered.evaluate({ deps, tx, node, cp, prospect, enteredAt, now }) : 'no';
    }
  }
}

/** A node asks about the reply when the condition it carries reads one (only a condition step carries one). */
const asksAboutReply = (node: WorkflowNode | undefined) =>
  readsReply((node?.condition as { kind?: string } | undefined)?.kind);

/**
 * Whether a reply (at `repliedAt`) leaves the prospect running instead of pausing them (issue 36): they stand
 * on a question about their reply (it decides), or their sequence already answered one after that reply
 * (the branch it chose is what the user wants done with it). A reply after that answer pauses as usual.
 */
export function replyAnswered(
  nodes: readonly WorkflowNode[],
  cp: Pick<CpRow, 'currentNodeId' | 'steps'>,
  repliedAt: Date,
): boolean {
  if (asksAboutReply(nodes.find((n) => n.id === cp.currentNodeId))) return true;
  return Object.entries(cp.steps ?? {}).some(
    ([nodeId, step]) =>
      step.status === 'complete' &&
      new Date(step.at).getTime() >= repliedAt.getTime() &&
      asksAboutReply(nodes.find((n) => n.id === nodeId)),
  );
}
