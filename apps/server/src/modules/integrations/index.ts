// The public face of integrations: what other areas may use. Everything else in this folder is private.
export { integrationsRoutes } from './routes.js';
