import type { AppContext } from '../../lib/context.js';
import type { RegisterJobs } from '../../lib/job-registry.js';
import { purgeDeletedWorkflow } from './service.js';
import { runSearch } from './searches.js';

/**
 * Background work of campaigns: search runs and the delete_async purge. While this process runs the job
 * registry (npm start / npm run worker: pg-boss) the work is durable; without it (tests, tools) it runs
 * right away, in the request.
 */
export const JOB_NAMES = ['search.run', 'workflow.purge'] as const;
type JobName = (typeof JOB_NAMES)[number];

export const registerWorkflowJobs: RegisterJobs = (registry, ctx) => {
  registry.queue<{ searchId: string }>('search.run', (data) => runSearch(ctx, data.searchId));
  registry.queue<{ workflowId: string }>('workflow.purge', (data) =>
    purgeDeletedWorkflow(ctx, data.workflowId),
  );
};

export async function enqueueJob(
  ctx: AppContext,
  name: JobName,
  data: Record<string, string>,
  options: { startAfterSeconds?: number } = {},
): Promise<void> {
  if (ctx.jobs) return ctx.jobs.send(name, data, options);
  if (name === 'search.run') await runSearch(ctx, data.searchId!);
  else if (!options.startAfterSeconds) await purgeDeletedWorkflow(ctx, data.workflowId!);
}
