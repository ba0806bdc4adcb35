// The public face of finder: what app/ and other features may use. Everything else is private.
export { finderRoutes } from './routes';
