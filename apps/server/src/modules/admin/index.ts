// The public face of admin: what other areas may use. Everything else in this folder is private.
export { adminRoutes } from './routes.js';
export { applyPrepaid } from './prepaid.js';
export { registerAdminJobs } from './extras.js';
export { setCustomerTriggerFilter } from './customers.js';
