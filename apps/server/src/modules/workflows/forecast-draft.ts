import type { WorkflowForecast } from '@leadloop/domain';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { toGraph } from '../engine/index.js';
import { requireCredential, requireWorkflow, type Caller } from './access.js';
import { forecastWorkflow } from './forecast.js';

/** A draft not saved yet has no id (and so no prospects of its own). */
const NO_ID = '00000000-0000-0000-0000-000000000000';
import type { forecastDraftBody } from './schemas.js';

/**
 * POST /workflows/forecast: the builder's Review asks the server for its forecast, so it shows the very
 * date the campaign page and the list will show (the same `forecastWorkflow`, the same account and load).
 * A saved draft counts its own prospects; until it has any, the searches' expected number.
 */
export async function forecastDraft(
  ctx: AppContext,
  caller: Caller,
  body: z.infer<typeof forecastDraftBody>,
): Promise<WorkflowForecast | null> {
  await requireCredential(ctx.db, caller, body.credentials_id);
  const saved = body.workflow_id ? await requireWorkflow(ctx.db, caller, body.workflow_id) : null;
  const graph = body.sequences_nodes
    ? toGraph({ nodes: body.sequences_nodes, links: body.sequences_links ?? [] })
    : toGraph({ sequence: body.sequence ?? [] });
  const wf = {
    id: saved?.id ?? NO_ID,
    credentialId: body.credentials_id,
    nodes: graph.nodes,
    links: graph.links,
  };
  return forecastWorkflow(ctx.db, wf, clock.now(), { draftProspects: body.prospects });
}
