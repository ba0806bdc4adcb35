import type { RegisterJobs } from '../../lib/job-registry.js';
import { deliverDue } from './delivery.js';

/** Webhook deliveries: every 2 s, whatever is due (new events and retries whose backoff has passed). */
export const registerWebhookJobs: RegisterJobs = (registry, ctx) => {
  registry.periodic('webhooks.deliver', 2, () => deliverDue(ctx));
};
