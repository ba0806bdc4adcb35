// The public face of notifications: what other areas may use. Everything else in this folder is private.
// Other modules call `notify`; this area imports no feature module (they pass the audience in), only the
// brand's mail look for its emails.
export { registerNotificationJobs } from './mail.js';
export { notify, NOTIFICATION_EVENT } from './notify.js';
export type { NotifyAudience, NotifyDeps, NotifyInput } from './notify.js';
export { notificationsRoutes } from './routes.js';
