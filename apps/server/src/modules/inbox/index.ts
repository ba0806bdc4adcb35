// The public face of inbox: what other areas may use. Everything else in this folder is private.
export { registerInboxJobs } from './jobs.js';
export { inboxRoutes } from './routes.js';
export { recordMessage } from './store.js';
export { syncAccount, syncAll } from './sync.js';
export { syncAllMailboxes, syncMailbox } from './email-sync.js';
export { syncApiMailbox, syncApiMailboxes } from './api-email-sync.js';
export { nudgeMailboxWatchers } from './email-watch.js';
export { startMailboxSync } from './sync-cursor.js';
export { inboundUrl } from './inbound-mail.js';
