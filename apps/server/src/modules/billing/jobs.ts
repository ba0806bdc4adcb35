import type { RegisterJobs } from '../../lib/job-registry.js';
import { SETTLE_QUEUE, settlePayment, type Outcome } from './settle.js';

/** billing.settle: the sandbox's delayed confirmation of a paid (or failed) plan checkout. */
export const registerBillingJobs: RegisterJobs = (registry, ctx) => {
  registry.queue<{ payment_id: string; outcome: Outcome }>(SETTLE_QUEUE, async (data) => {
    await settlePayment(ctx, data.payment_id, data.outcome);
  });
};
