// The public face of dashboard: what app/ and other features may use. Everything else is private.
export { dashboardRoutes } from './routes';
