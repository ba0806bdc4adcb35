import type { RegisterJobs } from '../../lib/job-registry.js';
import { purgeDeletedWorkflow } from './service.js';
import { runSearch } from './searches.js';

/** Background work of campaigns: search runs and the delete_async purge (sent with `sendOrRun`). */
export const registerWorkflowJobs: RegisterJobs = (registry, ctx) => {
  registry.queue<{ searchId: string }>('search.run', (data) => runSearch(ctx, data.searchId));
  registry.queue<{ workflowId: string }>('workflow.purge', (data) =>
    purgeDeletedWorkflow(ctx, data.workflowId),
  );
};
