import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { CODES } from '@leadloop/domain';
import { clock } from '../../lib/clock.js';
import { unauthorized } from '../../lib/errors.js';
import { monitoringSnapshot } from './snapshot.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** METRICS_TOKEN set: `Authorization: Bearer <token>` is required; unset: loopback callers only. */
function assertScraper(request: FastifyRequest, token: string | undefined): void {
  if (token) {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!sameToken(given, token)) throw unauthorized(CODES.unauthorized);
    return;
  }
  if (!LOOPBACK.has(request.ip)) throw unauthorized(CODES.unauthorized);
}

/**
 * GET /metrics (outside /api, where Prometheus looks): the process's default metrics and the monitoring
 * figures as gauges, read from the database at scrape time, so every process reports the same queue.
 */
export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'leadloop_' });
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name: `leadloop_${name}`, help, labelNames, registers: [registry] });
  const g = {
    due: gauge('engine_due_steps', 'Campaign steps due now'),
    scheduled: gauge('engine_scheduled_steps', 'Campaign steps planned (due or later)'),
    oldestDue: gauge('engine_oldest_due_seconds', 'How late the oldest due step is, seconds'),
    perMin: gauge('engine_actions_per_minute', 'Actions done per minute over the last 5 minutes'),
    done: gauge('engine_actions_done_1h', 'Actions done in the last hour'),
    failed: gauge('engine_actions_failed_1h', 'Actions failed in the last hour'),
    queued: gauge('jobs_queued', 'Background jobs waiting, per queue', ['queue']),
    active: gauge('jobs_active', 'Background jobs running, per queue', ['queue']),
    jobsFailed: gauge('jobs_failed_24h', 'Background jobs failed in the last 24 hours, per queue', ['queue']),
    syncAccounts: gauge('sync_accounts', 'Accounts with an inbox sync'),
    syncLagging: gauge('sync_lagging_accounts', 'Accounts whose last inbox sync is older than 5 minutes'),
    syncErrors: gauge('sync_error_accounts', 'Accounts whose last inbox sync failed'),
    syncMaxLag: gauge('sync_max_lag_seconds', 'Longest inbox sync lag seen, seconds'),
    mailFailed: gauge('mail_failed_24h', 'Leadloop mails that failed in the last 24 hours'),
    hooksFailed: gauge('webhook_failed_24h', 'Webhook deliveries that failed in the last 24 hours'),
  };
  const ctx = app.ctx;

  app.get('/metrics', { config: { auth: 'public' } }, async (request, reply) => {
    assertScraper(request, ctx.config.metricsToken);
    const s = await monitoringSnapshot(ctx.db, clock.now());
    g.due.set(s.engine.due_now);
    g.scheduled.set(s.engine.scheduled);
    g.oldestDue.set(s.engine.oldest_due_seconds);
    g.perMin.set(s.engine.actions_per_min);
    g.done.set(s.engine.done_1h);
    g.failed.set(s.engine.failed_1h);
    for (const metric of [g.queued, g.active, g.jobsFailed]) metric.reset();
    for (const q of s.jobs.queues) {
      g.queued.set({ queue: q.name }, q.queued);
      g.active.set({ queue: q.name }, q.active);
      g.jobsFailed.set({ queue: q.name }, q.failed_24h);
    }
    g.syncAccounts.set(s.sync.accounts);
    g.syncLagging.set(s.sync.lagging);
    g.syncErrors.set(s.sync.with_errors);
    g.syncMaxLag.set(s.sync.max_lag_ms / 1000);
    g.mailFailed.set(s.errors.mail_failed_24h);
    g.hooksFailed.set(s.errors.webhook_failed_24h);
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
}
