// The public face of tracking: what other areas may use. Everything else in this folder is private.
export { trackingRoutes } from './routes.js';
export { registerTrackingJobs } from './jobs.js';
// Campaign steps build their messages with these (engine/perform.ts): links, pixel, List-Unsubscribe.
export { composeCampaignEmail, composeNetworkMessage } from './compose.js';
export type { ComposedEmail, ComposeInput } from './compose.js';
// The public video link of a workspace (its default video domain when one is ready).
export { trackingBaseUrl } from './links.js';
// What a prospect did with tracked messages (the prospect's timeline).
export { trackingTimeline } from './timeline.js';
