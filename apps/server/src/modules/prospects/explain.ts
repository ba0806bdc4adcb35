import {
  PAUSED_PROSPECT_REASON_LABELS,
  PROSPECT_WAIT_REASON_LABELS,
  type PausedProspectReason,
  type ProspectWaitReason,
} from '@leadloop/domain';
import type { WorkflowNode } from '../../db/schema/index.js';

interface CampaignState {
  status: string;
  pausedReason: string | null;
  excludedReason: string | null;
  waitReason: string | null;
  currentNodeId: string | null;
  nextRunAt: Date | null;
  workflowStatus: string;
  nodes: WorkflowNode[];
}

/**
 * What happens next to a prospect in one campaign, in words.
 * INTEGRATION POINT: the campaigns engineer's engine does not export an explanation function yet; when
 * it does (e.g. `explainNext(cp)` in modules/engine), call it here instead of this reading of the row.
 */
export function explainCampaignState(s: CampaignState): string {
  const step = s.nodes.find((n) => n.id === s.currentNodeId);
  const stepName = step ? String(step.type).replace(/_/g, ' ') : null;
  switch (s.status) {
    case 'excluded':
      return `Excluded from this campaign${s.excludedReason ? ` (${s.excludedReason.replace(/_/g, ' ')})` : ''}; no further steps.`;
    case 'finished':
      return 'Finished the sequence; no further steps.';
    case 'paused': {
      const reason =
        PAUSED_PROSPECT_REASON_LABELS[s.pausedReason as PausedProspectReason] ??
        s.pausedReason ??
        'manual stop';
      return `Paused: ${reason}. Nothing is sent until the prospect is resumed.`;
    }
    case 'campaign_paused':
      return 'The campaign is paused; the prospect continues when the campaign is started again.';
  }
  if (s.workflowStatus !== 'active')
    return 'The campaign is not running; the prospect starts when the campaign is started.';
  if (s.waitReason) {
    const reason =
      PROSPECT_WAIT_REASON_LABELS[s.waitReason as ProspectWaitReason] ?? s.waitReason.replace(/_/g, ' ');
    return `Waiting: ${reason}.`;
  }
  const when = s.nextRunAt ? ` at ${s.nextRunAt.toISOString()}` : '';
  if (s.status === 'pending' && !stepName) return `Starts the sequence with its first step${when}.`;
  if (stepName) return `Next step: ${stepName}${when}.`;
  return s.nextRunAt ? `Next check${when}.` : 'Nothing scheduled.';
}
