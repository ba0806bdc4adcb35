// The public face of ai (issue 19): what other areas may use. Everything else in this folder is private.
export { aiRoutes } from './routes.js';
export { readHtml } from './fetch-site.js';
export { registerAiJobs } from './jobs.js';
export { labelPendingReplies } from './labels.js';
export { personalizeDueSteps } from './personalize.js';
export { registerAiSteps } from './steps.js';
export { researchCompany } from './assistant.js';
export { runAi } from './run.js';
