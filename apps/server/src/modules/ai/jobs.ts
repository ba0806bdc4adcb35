import type { RegisterJobs } from '../../lib/job-registry.js';
import { labelPendingReplies } from './labels.js';
import { personalizeDueSteps } from './personalize.js';

/** `ai.label` (every 5 s): labels the inbound replies stored since the last pass (durable: a missed pass is caught up). */
export const registerAiJobs: RegisterJobs = (registry, ctx) => {
  registry.periodic('ai.label', 5, async () => {
    while ((await labelPendingReplies(ctx)) > 0) {
      // keep going while there is a backlog
    }
  });
  // `ai.personalize` (every 30 s): the `{ai:…}` texts of steps due within the hour, written before they are due.
  registry.periodic('ai.personalize', 30, () => personalizeDueSteps(ctx));
};
