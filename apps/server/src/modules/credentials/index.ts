// The public face of credentials: what other areas may use. Everything else in this folder is private.
export { loadCredential } from './access.js';
export type { CredentialRow } from './access.js';
export { emitCredentialEvent } from './events.js';
export { saveAndEmit } from './login.js';
export { registerCredentialJobs } from './maintenance.js';
export { updateCredential } from './manage.js';
export { credentialsRoutes } from './routes.js';
export { credentialView } from './view.js';
export { setAccountUnread } from './unread.js';
export { credentialBrowserStore, credentialNetworkKind } from './browser-session.js';
export { credentialExtensionQueue } from './extension-queue.js';
