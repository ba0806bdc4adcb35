import type { RegisterJobs } from '../../lib/job-registry.js';
import { purgeDeletedWorkflow } from './service.js';
import { runSearch } from './searches.js';
import { watchCampaigns } from './watch.js';

/** Background work of campaigns: search runs, the delete_async purge (sent with `sendOrRun`), the watch. */
export const registerWorkflowJobs: RegisterJobs = (registry, ctx) => {
  registry.queue<{ searchId: string }>('search.run', (data) => runSearch(ctx, data.searchId));
  registry.queue<{ workflowId: string }>('workflow.purge', (data) =>
    purgeDeletedWorkflow(ctx, data.workflowId),
  );
  // Finished, stalled, daily limit reached: into the bell of the account's users (notifications).
  registry.periodic('workflows.watch', 60, () => watchCampaigns(ctx));
};
