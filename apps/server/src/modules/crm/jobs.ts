import type { RegisterJobs } from '../../lib/job-registry.js';
import { crmDeps, lazyCrmDeps } from './crm-deps.js';
import { pollAll } from './sync.js';

/** How often HubSpot / Pipedrive are asked what changed: the safety net behind their webhooks. */
export const CRM_SYNC_EVERY_SECONDS = 300;

/** crm.sync: the incremental poll of every connected CRM; also wires the engine's crm_push door in workers. */
export const registerCrmJobs: RegisterJobs = (registry, ctx) => {
  crmDeps(ctx);
  const deps = lazyCrmDeps(ctx);
  registry.periodic('crm.sync', CRM_SYNC_EVERY_SECONDS, () => pollAll(deps, ctx.log));
};
