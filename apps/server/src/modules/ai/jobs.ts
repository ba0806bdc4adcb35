import type { RegisterJobs } from '../../lib/job-registry.js';
import { labelPendingReplies } from './labels.js';

/** `ai.label` (every 5 s): labels the inbound replies stored since the last pass (durable: a missed pass is caught up). */
export const registerAiJobs: RegisterJobs = (registry, ctx) => {
  registry.periodic('ai.label', 5, async () => {
    while ((await labelPendingReplies(ctx)) > 0) {
      // keep going while there is a backlog
    }
  });
};
