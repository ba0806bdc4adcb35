// The public face of legal: what other areas may use. Everything else in this folder is private.
export { legalRoutes } from './routes';
