// The public face of reports: what other areas may use. Everything else in this folder is private.
export { reportsRoutes } from './routes.js';
export { activityReport } from './activity.js';
export { registerReportJobs } from './jobs.js';
/** Hook for an "export ready" notification: called once a detailed report's mail went out. */
export { onDetailedReportReady, DETAILED_REPORT_EVENT, type DetailedReportReady } from './detailed.js';
