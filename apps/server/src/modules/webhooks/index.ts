// The public face of webhooks: what other areas may use. Everything else in this folder is private.
// Areas where a product event happens call `emitWebhookEvent(tx, …)` in the transaction that records it.
export { emitWebhookEvent, emitWebhookEvents, webhookOutboxCtes } from './outbox.js';
export type { ProductEvent } from './outbox.js';
export { registerWebhookJobs } from './jobs.js';
export { webhooksRoutes } from './routes.js';

export { createWebhook, deleteWebhook } from './subscriptions.js';
