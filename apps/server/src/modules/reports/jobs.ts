import type { RegisterJobs } from '../../lib/job-registry.js';
import { DETAILED_REPORT_QUEUE, purgeDetailedReports, runDetailedReport } from './detailed.js';

/** The detailed report's job (sent by POST /reports/detailed) and the daily purge of expired files. */
export const registerReportJobs: RegisterJobs = (registry, ctx) => {
  registry.queue<{ exportId: string }>(DETAILED_REPORT_QUEUE, (data) =>
    runDetailedReport(ctx, data.exportId),
  );
  registry.periodic('reports.purge', 86_400, () => purgeDetailedReports(ctx.db));
};
