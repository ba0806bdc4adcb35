// The public face of admin-health: what app/ and other features may use. Everything else is private.
export { adminHealthRoutes } from './routes';
