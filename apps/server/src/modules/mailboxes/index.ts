// The public face of mailboxes: what other areas may use. Everything else in this folder is private.
export { mailboxesRoutes } from './routes.js';
export { registerMailboxesJobs } from './jobs.js';
export { assertSendersAuthenticate } from './prelaunch.js';
export { startSandboxDns } from './sandbox-dns.js';
export { runWarmup } from './warmup.js';
