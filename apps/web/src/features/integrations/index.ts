// The public face of integrations: what app/ and other features may use. Everything else is private.
export { integrationsRoutes } from './routes';
