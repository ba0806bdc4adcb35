import type { RegisterJobs } from '../../lib/job-registry.js';
import { runWarmup } from './warmup.js';

/** `mailboxes.warmup` (5 min): warming mailboxes send their share of today's plan to the pool. */
export const registerMailboxesJobs: RegisterJobs = (registry, ctx) => {
  registry.periodic('mailboxes.warmup', 300, () => runWarmup(ctx).then(() => undefined));
};
