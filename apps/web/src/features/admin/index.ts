// The public face of admin: what app/ and other features may use. Everything else is private.
export { adminRoutes, adminWhitelabelTabRoutes } from './routes';
export { LazyImpersonationBanner } from './lazy-banner';
