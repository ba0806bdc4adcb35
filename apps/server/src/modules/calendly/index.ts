// The public face of calendly: what other areas may use. Everything else in this folder is private.
export { calendlyRoutes } from './routes.js';
