// The public face of account-settings: what other areas may use. Everything else in this folder is private.
export { accountSettingsRoutes } from './routes.js';
