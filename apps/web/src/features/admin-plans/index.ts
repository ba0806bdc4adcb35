// The public face of admin-plans: what app/ and other features may use. Everything else is private.
export { adminPlansRoutes, adminPlansSettingsRoutes } from './routes';
export { useAdminAccess } from './api/admin-access';
