import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@leadloop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actions,
  credentials,
  creditBalances,
  conversations,
  inboxMessages,
  prospects,
  spaces,
  users,
} from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { signUpUser, userWithSpace } from '../../test/fixtures.js';

const DAY = 86_400_000;

describe('health index', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let superAdmin: string;
  let acmeAdmin: string;
  let otherAdmin: string;
  let busy: { spaceId: string; credentialId: string; token: string };
  let idle: { spaceId: string; credentialId: string; token: string };

  const adminWith = async (patch: Partial<typeof users.$inferInsert>) => {
    const u = await signUpUser(t.app);
    await t.ctx.db.update(users).set(patch).where(eq(users.id, u.user._id));
    return u.token;
  };

  const customer = async (name: string) => {
    const owner = await userWithSpace(t.app, name);
    await t.ctx.db.update(spaces).set({ brand: 'acme' }).where(eq(spaces.id, owner.spaceId));
    await t.ctx.db
      .insert(creditBalances)
      .values({ spaceId: owner.spaceId, balance: 50 })
      .onConflictDoUpdate({
        target: creditBalances.spaceId,
        set: { balance: 50 },
      });
    const [cred] = await t.ctx.db
      .insert(credentials)
      .values({ spaceId: owner.spaceId, username: `${randomUUID()}@acme.test` })
      .returning();
    return { spaceId: owner.spaceId, credentialId: cred!.id, token: owner.token };
  };

  const addActions = async (c: typeof busy, n: number) => {
    const at = new Date(clock.nowMs() - DAY);
    await t.ctx.db.insert(actions).values(
      Array.from({ length: n }, () => ({
        spaceId: c.spaceId,
        credentialId: c.credentialId,
        type: 'message',
        idempotencyKey: randomUUID(),
        status: 'done',
        startedAt: at,
        performedAt: at,
      })),
    );
  };

  const addReplies = async (c: typeof busy, n: number) => {
    const [p] = await t.ctx.db
      .insert(prospects)
      .values({ spaceId: c.spaceId, profileLink: `https://network/in/${randomUUID()}` })
      .returning();
    const [conv] = await t.ctx.db
      .insert(conversations)
      .values({
        spaceId: c.spaceId,
        credentialId: c.credentialId,
        prospectId: p!.id,
        channel: 'linkedIn',
        lastMessageAt: clock.now(),
      })
      .returning();
    await t.ctx.db.insert(inboxMessages).values(
      Array.from({ length: n }, () => ({
        spaceId: c.spaceId,
        conversationId: conv!.id,
        credentialId: c.credentialId,
        prospectId: p!.id,
        channel: 'linkedIn' as const,
        direction: 'inbound' as const,
        text: 'Sounds good',
        status: 'received' as const,
        sentAt: new Date(clock.nowMs() - 2 * DAY),
      })),
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    superAdmin = await adminWith({ adminRole: 'super_admin' });
    acmeAdmin = await adminWith({ adminRole: 'whitelabel_admin', brand: 'acme' });
    otherAdmin = await adminWith({ adminRole: 'whitelabel_admin', brand: 'other' });
    busy = await customer('Busy Corp');
    idle = await customer('Idle Inc');
    await addActions(busy, 60);
    await addReplies(busy, 12);
  });
  afterAll(() => t.close());

  it('refuses a rule whose min is not below its max, or that overlaps a rule of the same trigger', async () => {
    const bad = await call('POST', '/api/admin/health_index/rules', {
      token: superAdmin,
      body: { trigger: 'replies_30d', min: 10, max: 5, points: 5 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.healthRuleMinBelowMax);
    // The defaults already cover replies_30d from 1 up.
    const overlap = await call('POST', '/api/admin/health_index/rules', {
      token: superAdmin,
      body: { trigger: 'replies_30d', min: 5, max: 20, points: 5 },
    });
    expect(overlap.body.message).toBe(MESSAGES.healthRuleOverlap);
    const zero = await call('POST', '/api/admin/health_index/rules', {
      token: superAdmin,
      body: { trigger: 'replies_30d', min: 0, max: 1, points: 0 },
    });
    expect(zero.body.message).toBe(MESSAGES.healthRulePoints);
    // A white-label admin reads the rules but does not change them.
    const wl = await call('POST', '/api/admin/health_index/rules', {
      token: acmeAdmin,
      body: { trigger: 'replies_30d', min: 0, max: 1, points: -5 },
    });
    expect(wl.status).toBe(403);
    expect((await call('GET', '/api/admin/health_index/rules', { token: acmeAdmin })).status).toBe(200);
  });

  it('edits a rule in place, still refusing a range that would overlap another', async () => {
    const rules = (await call('GET', '/api/admin/health_index/rules', { token: superAdmin })).body.payload;
    const credits = rules.find((r: { trigger: string }) => r.trigger === 'credits_balance');
    const res = await call('PUT', `/api/admin/health_index/rules/${credits._id}`, {
      token: superAdmin,
      body: { trigger: 'credits_balance', min: 20, max: null, points: 10 },
    });
    expect(res.body.payload).toMatchObject({ _id: credits._id, min: 20, max: null, points: 10 });
    const actionsRule = rules.find(
      (r: { trigger: string; min: number }) => r.trigger === 'actions_7d' && r.min === 1,
    );
    const clash = await call('PUT', `/api/admin/health_index/rules/${actionsRule._id}`, {
      token: superAdmin,
      body: { trigger: 'actions_7d', min: 1, max: 60, points: 15 },
    });
    expect(clash.body.message).toBe(MESSAGES.healthRuleOverlap);
  });

  it('computes each customer and account from its activity, replies, credits and failures', async () => {
    const run = await call('POST', '/api/admin/health_index/recalculate', { token: superAdmin });
    expect(run.body.payload).toMatchObject({ status: 'done' });
    const stats = await call('GET', '/api/admin/health_index/statistics', {
      token: superAdmin,
      query: { brand: 'acme' },
    });
    // Busy: 60 actions (30) + 12 replies (25) + no failures (15) + an active account (20) + 50 credits (10).
    // Idle: no failures (15) + an active account (20) + 50 credits (10) − no action for 14+ days (20).
    expect(
      stats.body.payload.items.map((c: { name: string; score: number; band: string }) => [
        c.name,
        c.score,
        c.band,
      ]),
    ).toEqual([
      ['Idle Inc', 25, 'at_risk'],
      ['Busy Corp', 100, 'healthy'],
    ]);
    expect(stats.body.payload.items[1].figures).toMatchObject({
      actions_7d: 60,
      replies_30d: 12,
      credits_balance: 50,
    });
    const main = await call('GET', '/api/admin/health_index/statistics/main', {
      token: superAdmin,
      query: { brand: 'acme' },
    });
    expect(main.body.payload).toMatchObject({
      customers: 2,
      average: 62.5,
      bands: { at_risk: 1, attention: 0, healthy: 1 },
    });
    const account = await call('GET', `/api/admin/credentials/${busy.credentialId}/health_index_statistics`, {
      token: acmeAdmin,
    });
    // An account has no credits of its own: 30 + 25 + 15 + 20.
    expect(account.body.payload).toMatchObject({ score: 90, figures: { actions_7d: 60, replies_30d: 12 } });
  });

  it('shows a workspace its own health panel, and none on a brand that hides it (000 §6)', async () => {
    const panel = (c: typeof busy, spaceId = c.spaceId) =>
      call('GET', '/api/dashboard/health_index', { token: c.token, query: { space: spaceId } });
    const own = await panel(busy);
    expect(own.status).toBe(200);
    expect(own.body.payload).toMatchObject({
      score: 100,
      band: 'healthy',
      accounts: [{ credential_id: busy.credentialId, score: 90, band: 'healthy' }],
    });
    expect(own.body.payload.matched).toContainEqual({ trigger: 'replies_30d', value: 12, points: 25 });
    expect((await panel(idle)).body.payload).toMatchObject({ score: 25, band: 'at_risk' });
    expect((await panel(idle, busy.spaceId)).status).toBe(403);

    const created = await call('POST', '/api/admin/whitelabels/create', {
      token: superAdmin,
      body: { brand: 'quiet', name: 'Quiet Reach' },
    });
    expect(created.status).toBe(200);
    const flags = { hide_health_panel: true, hide_subscription_notices: true, hide_seat_counts: false };
    const hidden = await call('PUT', '/api/admin/whitelabels/quiet', {
      token: superAdmin,
      body: { flags: { ...flags, brand_features: [] } },
    });
    expect(hidden.status).toBe(200);
    await t.ctx.db.update(spaces).set({ brand: 'quiet' }).where(eq(spaces.id, busy.spaceId));
    try {
      const refused = await panel(busy);
      expect(refused.status).toBe(404);
      expect(refused.body.payload).toBeUndefined();
    } finally {
      await t.ctx.db.update(spaces).set({ brand: 'acme' }).where(eq(spaces.id, busy.spaceId));
    }
  });

  it("keeps a white-label admin to its own brand's customers", async () => {
    const denied = await call('GET', `/api/admin/credentials/${busy.credentialId}/health_index_statistics`, {
      token: otherAdmin,
    });
    expect(denied.status).toBe(403);
    const own = await call('GET', '/api/admin/health_index/statistics', { token: otherAdmin });
    expect(own.body.payload.total).toBe(0);
    const asked = await call('GET', '/api/admin/health_index/statistics', {
      token: otherAdmin,
      query: { brand: 'acme' },
    });
    expect(asked.status).toBe(403);
    const put = await call('PUT', '/api/admin/whitelabels/acme/health_index', {
      token: otherAdmin,
      body: { triggers: [40], emails: ['x@other.test'] },
    });
    expect(put.status).toBe(403);
  });

  it("mails the brand's contacts once when a customer falls below a threshold, and again after a recovery", async () => {
    const put = await call('PUT', '/api/admin/whitelabels/acme/health_index', {
      token: acmeAdmin,
      body: { triggers: [40, 40, 80], emails: ['CS@Acme.test'] },
    });
    expect(put.body.payload).toEqual({ brand: 'acme', triggers: [80, 40], emails: ['cs@acme.test'] });
    const mails = async () =>
      (await t.ctx.mailer.outbox('cs@acme.test', 50)).filter((m) => m.kind === 'health_index_alert');

    await call('POST', '/api/admin/health_index/recalculate', { token: superAdmin });
    const first = await mails();
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain('Idle Inc: health index 25 (below 80)');
    expect(first[0]!.text).toContain('Idle Inc: health index 25 (below 40)');
    expect(first[0]!.text).not.toContain('Busy Corp');

    await call('POST', '/api/admin/health_index/recalculate', { token: superAdmin });
    expect(await mails()).toHaveLength(1);

    // Back above 40 (60 recent actions: 75), still below 80; then down again: a new crossing of 40, a new message.
    await addActions(idle, 60);
    await call('POST', '/api/admin/health_index/recalculate', { token: superAdmin });
    expect(await mails()).toHaveLength(1);
    await t.ctx.db.delete(actions).where(eq(actions.credentialId, idle.credentialId));
    const again = await call('POST', '/api/admin/health_index/recalculate', { token: superAdmin });
    expect(again.body.payload.notified).toBe(1);
    expect(await mails()).toHaveLength(2);
  });

  it('counts the accounts whose network pages changed layout (issue 41), per customer and per account', async () => {
    const problem = {
      page: 'profile',
      version: 'profile@1',
      selector: '#app',
      at: clock.now().toISOString(),
    };
    await t.ctx.db
      .update(credentials)
      .set({ authStatus: { page_layout_changed: problem } })
      .where(eq(credentials.id, idle.credentialId));
    await call('POST', '/api/admin/health_index/recalculate', { token: superAdmin });
    const stats = await call('GET', '/api/admin/health_index/statistics', {
      token: superAdmin,
      query: { brand: 'acme' },
    });
    const figures = Object.fromEntries(
      stats.body.payload.items.map((c: { name: string; figures: Record<string, number> }) => [
        c.name,
        c.figures.pages_layout_changed,
      ]),
    );
    expect(figures).toEqual({ 'Idle Inc': 1, 'Busy Corp': 0 });
    const account = await call('GET', `/api/admin/credentials/${idle.credentialId}/health_index_statistics`, {
      token: acmeAdmin,
    });
    expect(account.body.payload.figures).toMatchObject({ pages_layout_changed: 1 });
    await t.ctx.db.update(credentials).set({ authStatus: {} }).where(eq(credentials.id, idle.credentialId));
  });
});
