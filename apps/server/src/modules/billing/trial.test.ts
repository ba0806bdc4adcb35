import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, TIERS } from '@leadloop/domain';
import { DEFAULT_TRIAL } from '@leadloop/domain/billing/catalogue';
import { featureNotInPlan } from '@leadloop/domain/messages/format';
import { spaces, users } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { declareJobs } from '../../lib/job-registry.js';
import { DAY_MS } from '../../lib/trial.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { signUpUser, userWithSpace } from '../../test/fixtures.js';
import { JOB_REGISTRATIONS } from '../jobs.js';
import { createPayment } from './payments.js';
import { settlePayment } from './settle.js';
import { TRIAL_END_JOB } from './trial.js';

/** Issue 33 "a trial that ends": the trial, its job on a moved clock, paid workspaces, the admin's part. */
describe('the trial of a new workspace', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  /** The registered periodic job, as the worker runs it. */
  const runTrialJob = async () => {
    const job = declareJobs(t.ctx, JOB_REGISTRATIONS).find((j) => j.name === TRIAL_END_JOB);
    if (job?.kind !== 'periodic') throw new Error(`${TRIAL_END_JOB} is not a periodic job`);
    await job.run();
  };
  const info = async (w: { token: string; spaceId: string }) =>
    (await call('GET', '/api/space/info', { token: w.token, query: { space: w.spaceId } })).body.payload;
  const videos = (w: { token: string; spaceId: string }) =>
    call('GET', '/api/videos', { token: w.token, query: { space: w.spaceId } });
  const admin = async (patch: Partial<typeof users.$inferInsert>) => {
    const u = await signUpUser(t.app);
    await t.ctx.db.update(users).set(patch).where(eq(users.id, u.user._id));
    return u.token;
  };

  it('ends at its date: the workspace moves to the free tier and its gates refuse with the upgrade key', async () => {
    const w = await userWithSpace(t.app, 'Trial Co');
    expect((await info(w)).trial).toMatchObject({ tier: DEFAULT_TRIAL.tier, days_left: 14 });
    expect((await info(w)).tier).toBe(TIERS.supreme);
    expect((await videos(w)).status).toBe(200);

    clock.advance(13 * DAY_MS);
    await runTrialJob();
    expect((await info(w)).trial).toMatchObject({ days_left: 1 });

    clock.advance(DAY_MS + 60_000);
    await runTrialJob();
    const after = await info(w);
    expect(after).toMatchObject({ tier: TIERS.free, trial: null });
    const refused = await videos(w);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ key: 'featureNotInPlan', message: featureNotInPlan('video') });
    // A second pass (another worker) changes nothing.
    await runTrialJob();
    expect((await info(w)).tier).toBe(TIERS.free);
  });

  it('a paid plan ends the trial, and a workspace on a plan is never downgraded by the job', async () => {
    const bought = await userWithSpace(t.app, 'Bought Co');
    const payment = await createPayment(t.ctx, {
      spaceId: bought.spaceId,
      userId: null,
      kind: 'subscription',
      amount: 2900,
      currency: 'usd',
      details: { tier: TIERS.basic, period: 'monthly' },
    });
    await settlePayment(t.ctx, payment.id, 'paid');
    expect(await info(bought)).toMatchObject({ tier: TIERS.basic, trial: null });

    // A subscription that came while the trial's end was still set (as a provider's own flow may).
    const subscribed = await userWithSpace(t.app, 'Subscribed Co');
    const subscription = {
      tier: TIERS.growth,
      interval: 1,
      currency: 'usd',
      amount: 4900,
      period: 'monthly',
    };
    await t.ctx.db
      .update(spaces)
      .set({ tier: TIERS.growth, billing: { subscription } })
      .where(eq(spaces.id, subscribed.spaceId));
    clock.advance(15 * DAY_MS);
    await runTrialJob();
    expect(await info(bought)).toMatchObject({ tier: TIERS.basic, trial: null });
    expect(await info(subscribed)).toMatchObject({ tier: TIERS.growth, trial: null });
  });

  it("an admin extends a trial of their brand only; a brand admin sets the brand's trial", async () => {
    const platform = await admin({ adminRole: 'platform_admin' });
    const acmeAdmin = await admin({ adminRole: 'whitelabel_admin', brand: 'acme' });
    const w = await userWithSpace(t.app, 'Extend Co');
    const before = new Date((await info(w)).trial.ends_at).getTime();

    const extended = await call('POST', `/api/admin/space/${w.spaceId}/extend_trial`, {
      token: platform,
      body: { days: 7 },
    });
    expect(new Date(extended.body.payload.trial_ends_at).getTime()).toBe(before + 7 * DAY_MS);
    expect((await info(w)).trial.days_left).toBe(21);

    // The workspace exists, in the default brand: acme's admin is refused by the brand check.
    const other = await call('POST', `/api/admin/space/${w.spaceId}/extend_trial`, {
      token: acmeAdmin,
      body: { days: 30 },
    });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(MESSAGES.otherBrandsCustomer);
    expect((await info(w)).trial.days_left).toBe(21);

    // acme's own trial: a week of Growth, then Basic.
    const set = await call('PUT', '/api/admin/billing/acme/trial', {
      token: acmeAdmin,
      body: { tier: TIERS.growth, days: 7, end_tier: TIERS.basic },
    });
    expect(set.body.payload).toEqual({ tier: TIERS.growth, days: 7, end_tier: TIERS.basic });
    const elsewhere = await call('PUT', '/api/admin/billing/leadloop/trial', {
      token: acmeAdmin,
      body: { tier: TIERS.free, days: 1, end_tier: TIERS.free },
    });
    expect(elsewhere.body.message).toBe(MESSAGES.otherBrandsCustomer);
    const acmeOwner = await signUpUser(t.app);
    await t.ctx.db.update(users).set({ brand: 'acme' }).where(eq(users.id, acmeOwner.user._id));
    const created = await call('POST', '/api/space/create', {
      token: acmeOwner.token,
      body: { name: 'Acme' },
    });
    const acme = { token: acmeOwner.token, spaceId: created.body.payload._id as string };
    expect(await info(acme)).toMatchObject({ tier: TIERS.growth, trial: { days_left: 7 } });
    clock.advance(7 * DAY_MS + 60_000);
    await runTrialJob();
    expect(await info(acme)).toMatchObject({ tier: TIERS.basic, trial: null });
    // The default brand's 21-day trial is still running.
    expect((await info(w)).trial.days_left).toBe(14);
  });
});
