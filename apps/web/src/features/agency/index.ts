// The public face of agency: what app/ and other features may use. Everything else is private.
export { agencyRoutes } from './routes';
