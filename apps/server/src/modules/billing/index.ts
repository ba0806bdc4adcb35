// The public face of billing: what other areas may use. Everything else in this folder is private.
export { billingRoutes } from './routes.js';
export { billingAdminRoutes } from './admin-routes.js';
export { registerBillingJobs } from './jobs.js';
export { settlePayment } from './settle.js';
export { paymentsOf } from './payments.js';
