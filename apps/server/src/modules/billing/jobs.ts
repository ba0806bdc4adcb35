import type { RegisterJobs } from '../../lib/job-registry.js';
import { SETTLE_QUEUE, settlePayment, type Outcome } from './settle.js';
import { endDueTrials, TRIAL_END_JOB } from './trial.js';

/**
 * billing.settle: the sandbox's delayed confirmation of a paid (or failed) plan checkout.
 * billing.trial_end: every minute, the trials past their end move to their brand's end tier.
 */
export const registerBillingJobs: RegisterJobs = (registry, ctx) => {
  registry.queue<{ payment_id: string; outcome: Outcome }>(SETTLE_QUEUE, async (data) => {
    await settlePayment(ctx, data.payment_id, data.outcome);
  });
  registry.periodic(TRIAL_END_JOB, 60, () => endDueTrials(ctx));
};
