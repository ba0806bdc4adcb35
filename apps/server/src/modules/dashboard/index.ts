// The public face of dashboard: what other areas may use. Everything else in this folder is private.
export { dashboardRoutes } from './routes.js';
