import type { RegisterJobs } from '../../lib/job-registry.js';
import { RECALCULATE_QUEUE, recalculateHealthIndex } from './recalculate.js';

/** health-index.recalculate: every hour (and on demand from the admin's Recalculate button). */
const EVERY_SECONDS = 3600;

export const registerHealthIndexJobs: RegisterJobs = (registry, ctx) => {
  registry.periodic(RECALCULATE_QUEUE, EVERY_SECONDS, () => recalculateHealthIndex(ctx));
};
