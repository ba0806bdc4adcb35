// The public face of api-tokens: what other areas may use. Everything else in this folder is private.
export { apiTokensRoutes } from './routes.js';
