// The public face of enrichment: what other areas may use. Everything else in this folder is private.
export { enrichmentRoutes } from './routes.js';
export { registerEnrichmentJobs } from './jobs.js';
export { registerEnrichmentSteps } from './steps.js';
