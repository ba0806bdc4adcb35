// The public face of billing: what app/ and other features may use. Everything else is private.
export { billingRoutes } from './routes';
export { DeferredUpgradeHost } from './upgrade-lazy';
