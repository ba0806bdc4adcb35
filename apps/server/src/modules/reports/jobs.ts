import type { RegisterJobs } from '../../lib/job-registry.js';
import { DETAILED_REPORT_QUEUE, purgeDetailedReports, runDetailedReport } from './detailed.js';
import { foldAllRollups } from './rollup.js';

/** How often the rollups are brought up to the log (a report reads newer days from the log meanwhile). */
const ROLLUP_EVERY_S = 60;

/** The detailed report's job (sent by POST /reports/detailed), the daily purge of expired files, the rollup pass. */
export const registerReportJobs: RegisterJobs = (registry, ctx) => {
  registry.queue<{ exportId: string }>(DETAILED_REPORT_QUEUE, (data) =>
    runDetailedReport(ctx, data.exportId),
  );
  registry.periodic('reports.purge', 86_400, () => purgeDetailedReports(ctx.db));
  registry.periodic('reports.rollup', ROLLUP_EVERY_S, () =>
    foldAllRollups(ctx.db, ctx.log).then(() => undefined),
  );
};
