// The public face of sample-data: what other areas may use. Everything else in this folder is private.
export { registerSampleDataJobs } from './jobs.js';
export { sampleDataRoutes } from './routes.js';
export { createSampleWorkspace, deleteSampleWorkspace } from './sample-data.js';
