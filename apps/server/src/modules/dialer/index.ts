// The public face of the dialer: what other areas may use. Everything else in this folder is private.
export { dialerRoutes } from './routes.js';
export { registerDialerJobs } from './jobs.js';
