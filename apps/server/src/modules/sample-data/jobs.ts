import type { RegisterJobs } from '../../lib/job-registry.js';
import { SAMPLE_QUEUE, buildSampleWorkspace } from './sample-data.js';

/** The sample workspace's replay runs as a queued job (sent by POST /sample_data/create). */
export const registerSampleDataJobs: RegisterJobs = (registry, ctx) => {
  registry.queue<{ spaceId: string; userId: string }>(SAMPLE_QUEUE, (data) =>
    buildSampleWorkspace(ctx, data),
  );
};
