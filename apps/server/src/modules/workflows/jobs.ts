import type { AppContext } from '../../lib/context.js';
import type { Jobs } from '../../lib/jobs.js';
import { purgeDeletedWorkflow } from './service.js';
import { runSearch } from './searches.js';

/**
 * Background work of campaigns: search runs and the delete_async purge. With a job queue attached to
 * the context (npm start / npm run worker: pg-boss) the work is durable; without one (tests, tools) it
 * runs right away, in the request.
 */
const queues = new WeakMap<object, Jobs>();

export const JOB_NAMES = ['search.run', 'workflow.purge'] as const;
type JobName = (typeof JOB_NAMES)[number];

export async function attachWorkflowJobs(ctx: AppContext, jobs: Jobs): Promise<void> {
  queues.set(ctx, jobs);
  await jobs.work<{ searchId: string }>('search.run', (data) => runSearch(ctx, data.searchId));
  await jobs.work<{ workflowId: string }>('workflow.purge', (data) =>
    purgeDeletedWorkflow(ctx, data.workflowId),
  );
}

export async function enqueueJob(
  ctx: AppContext,
  name: JobName,
  data: Record<string, string>,
  options: { startAfterSeconds?: number } = {},
): Promise<void> {
  const jobs = queues.get(ctx);
  if (jobs) return jobs.send(name, data, options);
  if (name === 'search.run') await runSearch(ctx, data.searchId!);
  else if (!options.startAfterSeconds) await purgeDeletedWorkflow(ctx, data.workflowId!);
}
