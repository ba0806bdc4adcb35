// The public face of crm: what other areas may use. Everything else in this folder is private.
export { crmRoutes } from './routes.js';
export { registerCrmJobs } from './jobs.js';
export { registerCrmSteps } from './steps.js';
export { markAsLead, updateDeal } from './deals.js';
export { stagesOf } from './pipelines.js';
