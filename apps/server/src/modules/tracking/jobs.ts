import type { RegisterJobs } from '../../lib/job-registry.js';
import { verifyPendingDomains } from './domains.js';

/** `tracking.verify-domains` (60 s): pending custom domains are looked up in DNS again until ready. */
export const registerTrackingJobs: RegisterJobs = (registry, ctx) => {
  registry.periodic('tracking.verify-domains', 60, () => verifyPendingDomains(ctx).then(() => undefined));
};
