import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, TIERS } from '@leadloop/domain';
import { DEFAULT_CATALOGUE, planOf } from '@leadloop/domain/billing/catalogue';
import { spaces } from '../../db/schema/index.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { addMemberByCode, userWithSpace } from '../../test/fixtures.js';
import { loadConfig } from '../../config.js';

describe('billing (sandbox provider, SANDBOX_GRANTS=1)', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp({ sandboxGrants: true });
    call = apiClient(t.app);
  });
  afterAll(() => t.close());

  const freeWorkspace = async () => {
    const owner = await userWithSpace(t.app, 'Free');
    await t.ctx.db.update(spaces).set({ tier: TIERS.free }).where(eq(spaces.id, owner.spaceId));
    return { ...owner, q: { space: owner.spaceId } };
  };
  const pay = async (
    w: { token: string; q: Record<string, string> },
    url: string,
    outcome: 'paid' | 'failed' | 'abandoned',
  ) => {
    const id = url.split('/').pop()!;
    const page = await call('GET', `/api/billing/sandbox/${id}`, { token: w.token, query: w.q });
    expect(page.body.payload.status).toBe('pending');
    return call('POST', `/api/billing/sandbox/${id}`, { token: w.token, query: w.q, body: { outcome } });
  };

  it('free tier upgrade: sandbox checkout with a promo code → paid plan, seats, credits, invoice', async () => {
    const w = await freeWorkspace();
    const plans = await call('GET', '/api/billing/plans', { token: w.token, query: w.q });
    expect(plans.body.payload).toMatchObject({ current_tier: 0, currency: 'usd', can_upgrade: true });
    expect(plans.body.payload.tiers.map((p: { tier: number }) => p.tier)).toEqual([0, 1, 3, 5, 7, 9]);
    const growth = planOf(DEFAULT_CATALOGUE, TIERS.growth);
    const checkout = await call('GET', '/api/billing/checkout', {
      token: w.token,
      query: { ...w.q, price_id: '3:monthly:usd', promo_code: 'welcome20' },
    });
    expect(checkout.body.payload).toMatchObject({ redirect: true });
    expect(checkout.body.payload.url).toMatch(/^\/billing\/checkout\/sandbox\/[\w-]+$/);
    const page = await call('GET', `/api/billing/sandbox/${checkout.body.payload.payment_id}`, {
      token: w.token,
      query: w.q,
    });
    expect(page.body.payload.amount).toBe(Math.round(growth.local_prices.monthly.usd * 0.8));
    const done = await pay(w, checkout.body.payload.url, 'paid');
    expect(done.body.payload.url).toMatch(/^\/payment-in-progress\?redirect_from_stripe=true/);
    const info = await call('GET', '/api/space/info', { token: w.token, query: w.q });
    expect(info.body.payload).toMatchObject({
      tier: 3,
      is_paid: true,
      payment_in_progress: false,
      subscription_mode: 'stripe',
      subscription: { tier: 3, interval: 1, currency: 'usd', amount: growth.local_prices.monthly.usd },
    });
    const overview = await call('GET', '/api/billing/overview', { token: w.token, query: w.q });
    expect(overview.body.payload).toMatchObject({
      tier: 3,
      seats: { cloud: { used: 0, total: 1 }, extension: { used: 0, total: 1 } },
      provider: 'sandbox',
      next_invoice: { amount: growth.local_prices.monthly.usd, currency: 'usd' },
    });
    expect(overview.body.payload.credits.balance).toBeGreaterThanOrEqual(growth.credits_included);
    const tx = await call('GET', '/api/billing/transactions', { token: w.token, query: w.q });
    expect(tx.body.payload.items).toMatchObject([{ kind: 'subscription', status: 'paid' }]);
    // The same checkout cannot be paid twice.
    const again = await call('POST', `/api/billing/sandbox/${checkout.body.payload.payment_id}`, {
      token: w.token,
      query: w.q,
      body: { outcome: 'paid' },
    });
    expect(again.status).toBe(404);
    // Promo codes apply on the free tier only.
    const promo = await call('GET', '/api/billing/checkout', {
      token: w.token,
      query: { ...w.q, price_id: '5:annual:eur', promo_code: 'WELCOME20' },
    });
    expect(promo.body).toMatchObject({ ok: false, message: MESSAGES.promoFreeTierOnly });
    // From a paid tier: payment info, then the live subscription changes (prorated), no checkout.
    const upgradeInfo = await call('GET', '/api/billing/prices/5:monthly:usd/upgrade_info', {
      token: w.token,
      query: w.q,
    });
    expect(upgradeInfo.body.payload).toMatchObject({ currency: 'usd', tax_percent: 0, current_tax: 0 });
    const changed = await call('PUT', '/api/billing/subscription', {
      token: w.token,
      query: w.q,
      body: { local_price_id: '5:monthly:usd' },
    });
    expect(changed.body.payload.redirect).toBe(false);
    expect((await call('GET', '/api/space/features', { token: w.token, query: w.q })).body.payload.tier).toBe(
      5,
    );
  });

  it('a failed payment leaves the workspace unpaid; abandoning changes nothing', async () => {
    const w = await freeWorkspace();
    const first = await call('GET', '/api/billing/checkout', {
      token: w.token,
      query: { ...w.q, price_id: '1:monthly:usd' },
    });
    await pay(w, first.body.payload.url, 'abandoned');
    let info = (await call('GET', '/api/space/info', { token: w.token, query: w.q })).body.payload;
    expect(info).toMatchObject({ tier: 0, is_paid: true, payment_in_progress: false });
    const second = await call('GET', '/api/billing/checkout', {
      token: w.token,
      query: { ...w.q, price_id: '1:monthly:usd' },
    });
    await pay(w, second.body.payload.url, 'failed');
    info = (await call('GET', '/api/space/info', { token: w.token, query: w.q })).body.payload;
    expect(info).toMatchObject({ tier: 0, is_paid: false, payment_in_progress: false });
    const tx = await call('GET', '/api/billing/transactions', { token: w.token, query: w.q });
    expect(tx.body.payload.items).toMatchObject([{ status: 'failed' }]);
  });

  it('seats and credit packs: bought through checkout, counted at once; the purchase is a ledger row', async () => {
    const w = await userWithSpace(t.app, 'Seats');
    const q = { space: w.spaceId };
    const seats = await call('POST', '/api/billing/seats', {
      token: w.token,
      query: q,
      body: { seat_type: 'extension', count: 2 },
    });
    await pay({ token: w.token, q }, seats.body.payload.url, 'paid');
    const overview = await call('GET', '/api/billing/overview', { token: w.token, query: q });
    expect(overview.body.payload.seats.extension.total).toBe(3);
    const before = overview.body.payload.credits.balance;
    const credits = await call('GET', '/api/billing/prices/credits', {
      token: w.token,
      query: { ...q, price_id: 'credits_100' },
    });
    const back = await pay({ token: w.token, q }, credits.body.payload.url, 'paid');
    expect(back.body.payload.url).toMatch(/^\/billing\/credits-history/);
    const balance = await call('GET', '/api/credits/balance', { token: w.token, query: q });
    expect(balance.body.payload.balance).toBe(before + 100);
    const history = await call('GET', '/api/billing/credits_history', { token: w.token, query: q });
    expect(history.body.payload.items[0]).toMatchObject({
      usage_type: 'grant',
      origin: 'purchase',
      amount: 100,
    });
    const chart = await call('GET', '/api/billing/credits_history/chart', { token: w.token, query: q });
    expect(chart.body.payload.points.at(-1).added).toBeGreaterThanOrEqual(100);
    // The free tier sells no cloud seats.
    await t.ctx.db.update(spaces).set({ tier: 0 }).where(eq(spaces.id, w.spaceId));
    const cloud = await call('POST', '/api/billing/seats', {
      token: w.token,
      query: q,
      body: { seat_type: 'cloud', count: 1 },
    });
    expect(cloud.body).toMatchObject({ ok: false, message: MESSAGES.noCloudSeats });
  });

  it('without Stripe and without SANDBOX_GRANTS (the default) no checkout is offered and the sandbox pays nothing', async () => {
    expect(loadConfig({}).sandboxGrants).toBe(false);
    // Set up while the sandbox is on: a live plan, and a credit pack waiting on the sandbox's page.
    const w = await freeWorkspace();
    const plan = await call('GET', '/api/billing/checkout', {
      token: w.token,
      query: { ...w.q, price_id: '3:monthly:usd' },
    });
    await pay(w, plan.body.payload.url, 'paid');
    const pack = await call('GET', '/api/billing/prices/credits', {
      token: w.token,
      query: { ...w.q, price_id: 'credits_100' },
    });
    expect(
      (await call('GET', '/api/billing/plans', { token: w.token, query: w.q })).body.payload.payments,
    ).toBe('sandbox');
    const before = (await call('GET', '/api/billing/overview', { token: w.token, query: w.q })).body.payload;
    t.ctx.config.sandboxGrants = false; // as a default start reads it
    try {
      const notSetUp = { ok: false, code: 400, message: MESSAGES.paymentsNotSetUp };
      const purchases = [
        call('GET', '/api/billing/checkout', {
          token: w.token,
          query: { ...w.q, price_id: '5:monthly:usd' },
        }),
        call('PUT', '/api/billing/subscription', {
          token: w.token,
          query: w.q,
          body: { local_price_id: '5:monthly:usd' },
        }),
        call('POST', '/api/billing/seats', {
          token: w.token,
          query: w.q,
          body: { seat_type: 'extension', count: 1 },
        }),
        call('GET', '/api/billing/prices/credits', {
          token: w.token,
          query: { ...w.q, price_id: 'credits_100' },
        }),
        call('POST', `/api/billing/sandbox/${pack.body.payload.payment_id}`, {
          token: w.token,
          query: w.q,
          body: { outcome: 'paid' },
        }),
      ];
      for (const res of await Promise.all(purchases)) expect(res.body).toMatchObject(notSetUp);
      const after = (await call('GET', '/api/billing/overview', { token: w.token, query: w.q })).body.payload;
      expect(after).toMatchObject({
        tier: 3,
        provider: 'none',
        seats: before.seats,
        credits: before.credits,
      });
      const plans = await call('GET', '/api/billing/plans', { token: w.token, query: w.q });
      expect(plans.body.payload.payments).toBe('none');
    } finally {
      t.ctx.config.sandboxGrants = true;
    }
  });

  it('billing disabled: nothing can be bought, the answer says to contact support; members cannot buy', async () => {
    const w = await userWithSpace(t.app, 'Off');
    const member = await addMemberByCode(t.app, w);
    const q = { space: w.spaceId };
    const asMember = await call('GET', '/api/billing/checkout', {
      token: member.token,
      query: { ...q, price_id: '1:monthly:usd' },
    });
    expect(asMember.status).toBe(403);
    await t.ctx.db.update(spaces).set({ isBillingEnabled: false }).where(eq(spaces.id, w.spaceId));
    const res = await call('GET', '/api/billing/checkout', {
      token: w.token,
      query: { ...q, price_id: '1:monthly:usd' },
    });
    expect(res.body).toMatchObject({
      ok: false,
      code: 403,
      message: 'Contact your customer support to help you',
    });
    const plans = await call('GET', '/api/billing/plans', { token: w.token, query: q });
    expect(plans.body.payload.can_upgrade).toBe(false);
    const bad = await call('GET', '/api/billing/checkout', {
      token: w.token,
      query: { ...q, price_id: 'nope' },
    });
    expect(bad.status).toBe(403);
  });

  it('payment methods: a wrong card number is refused; the first card is primary; set primary, delete', async () => {
    const w = await userWithSpace(t.app, 'Cards');
    const q = { space: w.spaceId };
    const wrong = await call('POST', '/api/billing/payment_method', {
      token: w.token,
      query: q,
      body: { card_number: '4242 4242 4242 4241', exp_month: 12, exp_year: 2030 },
    });
    expect(wrong.body).toMatchObject({ ok: false, message: MESSAGES.cardNumberIncorrect });
    await call('POST', '/api/billing/payment_method', {
      token: w.token,
      query: q,
      body: { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030 },
    });
    const two = await call('POST', '/api/billing/payment_method', {
      token: w.token,
      query: q,
      body: { card_number: '5555555555554444', exp_month: 1, exp_year: 2031 },
    });
    expect(two.body.payload.items).toMatchObject([
      { brand: 'visa', last4: '4242', is_primary: true },
      { brand: 'mastercard', last4: '4444', is_primary: false },
    ]);
    const second = two.body.payload.items[1]._id;
    const primary = await call('POST', `/api/billing/payment_method/${second}/set_primary`, {
      token: w.token,
      query: q,
    });
    expect(primary.body.payload.items[0]).toMatchObject({ last4: '4444', is_primary: true });
    const left = await call('DELETE', `/api/billing/payment_method/${second}`, { token: w.token, query: q });
    expect(left.body.payload.items).toHaveLength(1);
  });
});
