import { eq } from 'drizzle-orm';
import { MESSAGES } from '@leadloop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { signUpUser, userWithSpace } from '../../test/fixtures.js';

const price = {
  type: 'plan',
  tier: 3,
  interval: 1,
  currency: 'usd',
  amount: 4900,
  price_external_id: 'price_acme_growth',
  card_description: { name: 'Essential', features: ['Unlimited campaigns'] },
};

describe('admin billing per white label', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let superAdmin: string;
  let platformAdmin: string;
  let acmeAdmin: string;
  let otherAdmin: string;

  const admin = async (patch: Partial<typeof users.$inferInsert>) => {
    const u = await signUpUser(t.app);
    await t.ctx.db.update(users).set(patch).where(eq(users.id, u.user._id));
    return u.token;
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    superAdmin = await admin({ adminRole: 'super_admin' });
    platformAdmin = await admin({ adminRole: 'platform_admin' });
    acmeAdmin = await admin({ adminRole: 'whitelabel_admin', brand: 'acme' });
    otherAdmin = await admin({ adminRole: 'whitelabel_admin', brand: 'other' });
  });
  afterAll(() => t.close());

  it("lets only super admins edit a brand's prices; its own admins read them", async () => {
    for (const token of [platformAdmin, acmeAdmin]) {
      const res = await call('POST', '/api/admin/billing/acme/prices', { token, body: price });
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/super admins|platform admins/);
    }
    const created = await call('POST', '/api/admin/billing/acme/prices', { token: superAdmin, body: price });
    expect(created.body.payload).toMatchObject({ brand: 'acme', amount: 4900, promotion_code: null });
    const id = created.body.payload._id;

    const twice = await call('POST', '/api/admin/billing/acme/prices', { token: superAdmin, body: price });
    expect(twice.body.message).toBe(MESSAGES.brandPriceExists);

    // update-promo sends the promotion only; the rest stays.
    const promo = await call('PUT', `/api/admin/billing/acme/prices/plan/${id}`, {
      token: superAdmin,
      body: { promotion_code: { code: 'ACME10', percent_off: 10, description: '10% off' } },
    });
    expect(promo.body.payload).toMatchObject({ amount: 4900, promotion_code: { code: 'ACME10' } });
    const byPlatform = await call('PUT', `/api/admin/billing/acme/prices/plan/${id}`, {
      token: platformAdmin,
      body: { amount: 1 },
    });
    expect(byPlatform.body.message).toBe(MESSAGES.onlySuperAdmins);

    const list = await call('GET', '/api/admin/billing/acme/prices', { token: acmeAdmin });
    expect(list.body.payload).toHaveLength(1);
    expect((await call('GET', '/api/admin/billing/acme/prices', { token: otherAdmin })).status).toBe(403);
    expect(
      (await call('GET', `/api/admin/billing/acme/prices/plan/${id}`, { token: acmeAdmin })).status,
    ).toBe(200);
    expect(
      (await call('GET', `/api/admin/billing/acme/prices/seat/${id}`, { token: acmeAdmin })).status,
    ).toBe(404);

    expect(
      (await call('DELETE', `/api/admin/billing/acme/prices/plan/${id}`, { token: acmeAdmin })).status,
    ).toBe(403);
    const gone = await call('DELETE', `/api/admin/billing/acme/prices/plan/${id}`, { token: superAdmin });
    expect(gone.body.payload).toEqual({ deleted: true });
    expect((await call('GET', '/api/admin/billing/acme/prices', { token: superAdmin })).body.payload).toEqual(
      [],
    );
  });

  it('keeps the whitelabel price (Stripe price, free seats, minimum quantity), refusing one without a Stripe price', async () => {
    const none = await call('PUT', '/api/admin/billing/acme/wl_prices', {
      token: superAdmin,
      body: { stripe_price_id: '', free_seats: 2, minimum_payment_quantity: 5 },
    });
    expect(none.body.message).toBe(MESSAGES.selectStripePriceFirst);
    const body = { stripe_price_id: 'price_wl_acme', free_seats: 2, minimum_payment_quantity: 5 };
    expect(
      (await call('PUT', '/api/admin/billing/acme/wl_prices', { token: platformAdmin, body })).status,
    ).toBe(403);
    await call('PUT', '/api/admin/billing/acme/wl_prices', { token: superAdmin, body });
    expect(
      (await call('GET', '/api/admin/billing/acme/wl_prices', { token: acmeAdmin })).body.payload,
    ).toEqual(body);
  });

  it('keeps buzz pricing to Buzz-type brands', async () => {
    const res = await call('GET', '/api/admin/billing/acme/buzz_pricing', { token: superAdmin });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MESSAGES.buzzPricingBuzzOnly);
  });

  it("changes a tier's plan for every workspace at once: the gate reads the edit on the next request", async () => {
    const owner = await userWithSpace(t.app, 'Tiered');
    const videos = () => call('GET', '/api/videos', { token: owner.token, query: { space: owner.spaceId } });
    expect((await videos()).status).toBe(200); // the catalogue is now cached in this process
    const tier = owner.space.tier as number;

    const refused = await call('PUT', `/api/admin/billing/features/${tier}`, {
      token: platformAdmin,
      body: { features: { video: 'upgrade' } },
    });
    expect(refused.status).toBe(403);
    const edited = await call('PUT', `/api/admin/billing/features/${tier}`, {
      token: superAdmin,
      body: { features: { video: 'upgrade' }, seats_included: { cloud: 3 }, credits_included: 4000 },
    });
    expect(edited.body.payload).toMatchObject({
      features: { video: 'upgrade', sms: 'active' },
      seats_included: { cloud: 3, extension: 1 },
      credits_included: 4000,
    });
    const gated = await videos();
    expect(gated.status).toBe(403);
    expect((gated.body as { key?: string }).key).toBe('featureNotInPlan');
    const read = await call('GET', `/api/admin/features/${tier}`, { token: acmeAdmin });
    expect(read.body.payload.features.video).toBe('upgrade');

    await call('PUT', `/api/admin/billing/features/${tier}`, {
      token: superAdmin,
      body: { features: { video: 'active' } },
    });
    expect((await videos()).status).toBe(200);
  });

  it('lists what the price forms choose from', async () => {
    const res = await call('GET', '/api/admin/billing/prices/configs', { token: acmeAdmin });
    expect(res.body.payload.types).toEqual(['plan', 'seat', 'credits']);
    expect(res.body.payload.intervals).toContainEqual({ interval: 12, name: 'Annual' });
  });

  it('answers not found for a malformed price id, never the validator’s words (issue 35)', async () => {
    for (const id of ['nope', '123']) {
      const res = await call('GET', `/api/admin/billing/acme/prices/plan/${id}`, { token: superAdmin });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ key: 'notFound', message: MESSAGES.notFound });
    }
  });
});
