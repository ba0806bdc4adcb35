import type { WorkflowNode } from '../../db/schema/index.js';
import type { EngineDeps } from './deps.js';
import type { CpRow } from './state.js';
import type { ProspectRow } from './types.js';

const DAY_MS = 24 * 3_600_000;

/** Email a step may write to: work, then personal, then enriched. */
export const prospectEmail = (p: ProspectRow): string | null =>
  p.workEmail || p.personalEmail || p.enrichedEmail || null;

/**
 * A smart-sequence condition: 'yes' / 'no', or 'check' when the network must be asked about the
 * invitation first, or 'wait' when the answer is not known yet (accepted within N days, still pending).
 */
export async function evaluateCondition(
  deps: EngineDeps,
  node: WorkflowNode,
  cp: CpRow,
  prospect: ProspectRow,
  enteredAt: Date,
  now: Date,
): Promise<'yes' | 'no' | 'check' | 'wait'> {
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
    default:
      return 'no';
  }
}
