// The public face of health-index: what other areas may use. Everything else in this folder is private.
export { healthIndexRoutes } from './routes.js';
export { registerHealthIndexJobs } from './jobs.js';
