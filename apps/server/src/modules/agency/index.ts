// The public face of agency: what other areas may use. Everything else in this folder is private.
export { agencyRoutes } from './routes.js';
export { agencyContactHeld, agencyRuleSql } from './contact-guard.js';
