// The public face of reports: what app/ and other features may use. Everything else is private.
export { reportsRoutes } from './routes';
