// The public face of reports: what other areas may use. Everything else in this folder is private.
export { reportsRoutes } from './routes.js';
export { activityReport } from './activity.js';
