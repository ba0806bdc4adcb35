// The public face of finder: what other areas may use. Everything else in this folder is private.
export { finderRoutes } from './routes.js';
