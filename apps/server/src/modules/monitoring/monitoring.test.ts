import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actions,
  campaignProspects,
  credentials,
  inboxSyncState,
  prospects,
  spaces,
  users,
  workflows,
} from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { createPgBossJobs, type Jobs } from '../../lib/jobs.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { signUpUser, userWithSpace } from '../../test/fixtures.js';

const MIN = 60_000;

/** Prometheus text format → {"name{labels}": value} (comments skipped). */
function parseMetrics(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*(?:\{[^}]*\})?)\s+(\S+)$/.exec(line);
    if (m) out.set(m[1]!, Number(m[2]));
  }
  return out;
}

describe('monitoring', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let jobs: Jobs;
  let platformAdmin: string;
  let brandAdmin: string;

  beforeAll(async () => {
    t = await createTestApp({ metricsToken: 'scrape-secret' });
    call = apiClient(t.app);
    const admin = await signUpUser(t.app);
    await t.ctx.db.update(users).set({ adminRole: 'platform_admin' }).where(eq(users.id, admin.user._id));
    platformAdmin = admin.token;
    const wl = await signUpUser(t.app);
    await t.ctx.db.update(users).set({ adminRole: 'whitelabel_admin' }).where(eq(users.id, wl.user._id));
    brandAdmin = wl.token;

    const owner = await userWithSpace(t.app, 'Queue Co');
    await t.ctx.db.update(spaces).set({ brand: 'acme' }).where(eq(spaces.id, owner.spaceId));
    const spaceId = owner.spaceId;
    const [cred] = await t.ctx.db
      .insert(credentials)
      .values({ spaceId, username: 'q@acme.test' })
      .returning();
    const [wf] = await t.ctx.db
      .insert(workflows)
      .values({ spaceId, credentialId: cred!.id, name: 'Outreach', status: 'active' })
      .returning();
    const now = clock.nowMs();
    // Three steps due (the oldest 10 minutes late), two planned for later.
    const due = [10, 3, 1].map((m) => new Date(now - m * MIN));
    const later = [30, 90].map((m) => new Date(now + m * MIN));
    for (const nextRunAt of [...due, ...later]) {
      const [p] = await t.ctx.db
        .insert(prospects)
        .values({ spaceId, profileLink: `https://network/in/${randomUUID()}` })
        .returning();
      await t.ctx.db.insert(campaignProspects).values({
        spaceId,
        workflowId: wf!.id,
        prospectId: p!.id,
        credentialId: cred!.id,
        status: 'active',
        nextRunAt,
      });
    }
    // Last hour: 10 actions done in the last 5 minutes, 2 failed.
    const act = (status: string, minutesAgo: number) => ({
      spaceId,
      credentialId: cred!.id,
      type: 'message',
      idempotencyKey: randomUUID(),
      status,
      startedAt: new Date(now - minutesAgo * MIN),
      performedAt: status === 'done' ? new Date(now - minutesAgo * MIN) : null,
    });
    await t.ctx.db
      .insert(actions)
      .values([...Array.from({ length: 10 }, () => act('done', 2)), act('failed', 20), act('failed', 30)]);
    // Two synced accounts: one fresh, one last synced 20 minutes ago with an error.
    await t.ctx.db.insert(inboxSyncState).values([
      {
        credentialId: cred!.id,
        spaceId,
        lastSyncAt: new Date(now - 30_000),
        lastLagMs: 2000,
        maxLagMs: 4000,
      },
      {
        credentialId: randomUUID(),
        spaceId,
        lastSyncAt: new Date(now - 20 * MIN),
        lastLagMs: 6000,
        maxLagMs: 9000,
        lastError: 'login refused',
      },
    ]);
    // The job queue: three waiting jobs and one failed.
    jobs = await createPgBossJobs(t.ctx.database);
    for (let i = 0; i < 3; i++) await jobs.send('monitoring.probe', { i });
    await t.ctx.db.execute(
      sql`update pgboss.job set state = 'failed', completed_on = now() where id = (select id from pgboss.job where name = 'monitoring.probe' limit 1)`,
    );
    await jobs.send('monitoring.probe', { i: 3 });
  });
  afterAll(async () => {
    await jobs.stop();
    await t.close();
  });

  it('reports the engine, the job queue, sync lags and error rates from the database', async () => {
    const res = await call('GET', '/api/admin/monitoring', { token: platformAdmin });
    expect(res.status).toBe(200);
    const m = res.body.payload;
    expect(m.engine).toMatchObject({
      due_now: 3,
      scheduled: 5,
      actions_per_min: 2,
      done_1h: 10,
      failed_1h: 2,
    });
    expect(m.engine.oldest_due_seconds).toBeGreaterThanOrEqual(600);
    expect(m.engine.oldest_due_seconds).toBeLessThan(660);
    expect(m.engine.error_rate_1h).toBeCloseTo(2 / 12, 2);
    expect(m.jobs.queues.find((q: { name: string }) => q.name === 'monitoring.probe')).toMatchObject({
      queued: 3,
      failed_24h: 1,
    });
    expect(m.sync).toMatchObject({
      accounts: 2,
      lagging: 1,
      with_errors: 1,
      avg_lag_ms: 4000,
      max_lag_ms: 9000,
    });
    expect(m.series).toHaveLength(60);
    expect(m.series.reduce((s: number, p: { done: number }) => s + p.done, 0)).toBe(10);
  });

  it('is for platform admins: a white-label admin is refused', async () => {
    expect((await call('GET', '/api/admin/monitoring', { token: brandAdmin })).status).toBe(403);
    expect((await call('GET', '/api/admin/charts', { token: brandAdmin })).status).toBe(403);
  });

  it('serves Prometheus metrics to a scraper with the token, and to nobody else', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-secret' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const metrics = parseMetrics(res.body);
    expect(metrics.get('leadloop_engine_due_steps')).toBe(3);
    expect(metrics.get('leadloop_engine_actions_failed_1h')).toBe(2);
    expect(metrics.get('leadloop_jobs_queued{queue="monitoring.probe"}')).toBe(3);
    expect(metrics.get('leadloop_jobs_failed_24h{queue="monitoring.probe"}')).toBe(1);
    expect(metrics.get('leadloop_sync_lagging_accounts')).toBe(1);
    expect(metrics.has('leadloop_process_resident_memory_bytes')).toBe(true);
  });

  it('without a token, answers loopback scrapers only', async () => {
    const token = t.ctx.config.metricsToken;
    t.ctx.config.metricsToken = undefined;
    try {
      const local = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);
      const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
      expect(remote.statusCode).toBe(401);
    } finally {
      t.ctx.config.metricsToken = token;
    }
  });

  it('compares two brands day by day (charts-admin)', async () => {
    const other = await userWithSpace(t.app, 'Default Co');
    expect(other.spaceId).toBeTruthy();
    const res = await call('GET', '/api/admin/charts', {
      token: platformAdmin,
      query: { brands: 'acme,leadloop', days: '7' },
    });
    const charts = res.body.payload;
    expect(charts.compared).toEqual(['acme', 'leadloop']);
    expect(charts.days).toHaveLength(7);
    const acme = charts.series.find((s: { brand: string }) => s.brand === 'acme');
    expect(acme.totals).toMatchObject({ customers: 1, actions: 10, new_customers: 1 });
  });
});
