// The public face of tracking: what other areas may use. Everything else in this folder is private.
export { trackingRoutes } from './routes.js';
export { registerTrackingJobs } from './jobs.js';
// Campaign steps build their messages with these (engine/perform.ts): links, pixel, List-Unsubscribe.
export { composeCampaignEmail, composeNetworkMessage } from './compose.js';
export type { ComposedEmail, ComposeInput } from './compose.js';
// The public video link of a workspace (its default video domain when one is ready).
export { trackingBaseUrl } from './links.js';
// Verified tracking domains: the TLS ask approves them and they serve the public video page (ctx.trackingHost).
export { isTrackingHost } from './hosts.js';
// What a prospect did with tracked messages (the prospect's timeline).
export { trackingTimeline } from './timeline.js';
