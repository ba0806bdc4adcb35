// The public face of zapier: what other areas may use. Everything else in this folder is private.
export { zapierRoutes } from './routes.js';
