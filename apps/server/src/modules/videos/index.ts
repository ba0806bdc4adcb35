// The public face of videos: what other areas may use. Everything else in this folder is private.
export { videosRoutes } from './routes.js';
export { registerVideoJobs } from './jobs.js';
// The campaign step's {video:ID}: the prospect's own page, or why the step waits (engine/perform.ts).
export { videoIdIn, videoLinkFor } from './campaign.js';
export type { VideoLink } from './campaign.js';
