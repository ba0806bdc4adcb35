// The public face of auth: what other areas may use. Everything else in this folder is private.
export { authRoutes } from './routes.js';
