// The public face of monitoring: what other areas may use. Everything else in this folder is private.
export { monitoringRoutes } from './routes.js';
export { metricsRoutes } from './metrics.js';
