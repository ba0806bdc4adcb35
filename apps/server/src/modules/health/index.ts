// The public face of health: what other areas may use. Everything else in this folder is private.
export { healthRoutes } from './routes.js';
