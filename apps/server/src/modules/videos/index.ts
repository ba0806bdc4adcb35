// The public face of videos: what other areas may use. Everything else in this folder is private.
export { videosRoutes } from './routes.js';
export { registerVideoJobs } from './jobs.js';
