import type { RegisterJobs } from '../../lib/job-registry.js';
import { chargeMonthlyPhones } from './phones.js';

/** `dialer.monthly` (1 h): numbers whose paid month ended are charged the next one (phone_monthly_payment). */
export const registerDialerJobs: RegisterJobs = (registry, ctx) => {
  registry.periodic('dialer.monthly', 3_600, () => chargeMonthlyPhones(ctx.db).then(() => undefined));
};
