import type { AppContext } from '../../lib/context.js';
import type { WorkflowRow } from './access.js';

/** Real-time: `update_workflow` for one campaign's change, `refetch_workflows` when the list changed. */
export function emitWorkflow(
  ctx: AppContext,
  wf: WorkflowRow,
  event: 'update_workflow' | 'refetch_workflows',
): void {
  ctx.realtime?.emitToSpace(wf.spaceId, event, { workflow_id: wf.id, credentials_id: wf.credentialId });
}
