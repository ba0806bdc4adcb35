import type { RegisterJobs } from '../../lib/job-registry.js';
import { BULK_ENRICH_QUEUE, runBulkEnrich } from './bulk.js';
import { enrichDepsFor } from './deps.js';

/**
 * enrichment.bulk: one bulk run, resumed from its cursor when pg-boss retries it (after an outage or a
 * crash). Each progress write tells the workspace's screens that credits moved.
 */
export const registerEnrichmentJobs: RegisterJobs = (registry, ctx) => {
  registry.queue<{ runId: string }>(BULK_ENRICH_QUEUE, async (data) => {
    await runBulkEnrich(enrichDepsFor(ctx), data.runId, (_run, spaceId) =>
      ctx.realtime.emitToSpace(spaceId, 'update_credits', { space_id: spaceId }),
    );
  });
};
