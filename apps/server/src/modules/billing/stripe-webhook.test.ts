import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { MESSAGES } from '@leadloop/domain';
import { billingEvents, creditLedger, spaces } from '../../db/schema/index.js';
import { StripePayments } from '../../providers/payments/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { userWithSpace } from '../../test/fixtures.js';
import { createPayment } from './payments.js';

const SECRET = 'whsec_test_billing';

/** Stripe webhooks: verified with the SDK's signature check, handled once per event id. */
describe('Stripe webhooks', () => {
  let t: TestApp;
  const sdk = new Stripe('sk_test_x');
  beforeAll(async () => {
    // The API host is never reached here: webhooks only need the SDK's signature check.
    const payments = new StripePayments({
      secretKey: 'sk_test_x',
      webhookSecret: SECRET,
      host: '127.0.0.1',
      port: 9,
      protocol: 'http',
    });
    t = await createTestApp({}, undefined, { payments });
  });
  afterAll(() => t.close());

  const post = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  const signed = (payload: string) => sdk.webhooks.generateTestHeaderString({ payload, secret: SECRET });

  it('a completed checkout pays the plan once, however often it is replayed; a wrong signature is 400', async () => {
    const owner = await userWithSpace(t.app, 'Stripe');
    await t.ctx.db.update(spaces).set({ tier: 0 }).where(eq(spaces.id, owner.spaceId));
    const payment = await createPayment(t.ctx, {
      spaceId: owner.spaceId,
      userId: null,
      kind: 'subscription',
      amount: 2900,
      currency: 'usd',
      details: { tier: 1, period: 'monthly', list_amount: 2900 },
    });
    const event = JSON.stringify({
      id: 'evt_checkout_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          client_reference_id: payment.id,
          payment_status: 'paid',
          customer: 'cus_test_1',
          subscription: 'sub_test_1',
          metadata: { payment_id: payment.id },
        },
      },
    });
    const forged = await post(
      event,
      sdk.webhooks.generateTestHeaderString({ payload: event, secret: 'whsec_other' }),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ ok: false, message: MESSAGES.webhookSignatureInvalid });
    let [space] = await t.ctx.db.select().from(spaces).where(eq(spaces.id, owner.spaceId));
    expect(space!.tier).toBe(0);

    const first = await post(event, signed(event));
    expect(first.json()).toMatchObject({ ok: true, payload: { received: true, duplicate: false } });
    [space] = await t.ctx.db.select().from(spaces).where(eq(spaces.id, owner.spaceId));
    expect(space).toMatchObject({ tier: 1, isPaid: true });
    expect(space!.billing).toMatchObject({ customer_id: 'cus_test_1', subscription_id: 'sub_test_1' });
    const seatsAfterFirst = space!.cloudSeats;

    const replay = await post(event, signed(event));
    expect(replay.json()).toMatchObject({ ok: true, payload: { duplicate: true } });
    const rows = await t.ctx.db.select().from(billingEvents).where(eq(billingEvents.id, 'evt_checkout_1'));
    expect(rows).toHaveLength(1);
    const balance = await t.app.inject({
      method: 'GET',
      url: `/api/credits/history?space=${owner.spaceId}&usage_type=grant`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    // The plan's credits were granted once (trial + one purchase row).
    expect(
      balance.json().payload.items.filter((r: { origin: string }) => r.origin === 'purchase'),
    ).toHaveLength(1);

    // A seat quantity change on the subscription sets the seat count; an unpaid invoice makes it unpaid.
    const seats = JSON.stringify({
      id: 'evt_sub_1',
      object: 'event',
      type: 'customer.subscription.updated',
      data: {
        object: {
          id: 'sub_test_1',
          object: 'subscription',
          customer: 'cus_test_1',
          status: 'active',
          items: { data: [{ id: 'si_1', quantity: 4, metadata: { seat_type: 'cloud' } }] },
        },
      },
    });
    await post(seats, signed(seats));
    [space] = await t.ctx.db.select().from(spaces).where(eq(spaces.id, owner.spaceId));
    // The seat line holds the seats beyond the plan's (basic includes 1).
    expect(space!.cloudSeats).toBe(5);
    expect(seatsAfterFirst).toBe(1);
    const failed = JSON.stringify({
      id: 'evt_inv_1',
      object: 'event',
      type: 'invoice.payment_failed',
      data: { object: { id: 'in_1', object: 'invoice', customer: 'cus_test_1' } },
    });
    await post(failed, signed(failed));
    [space] = await t.ctx.db.select().from(spaces).where(eq(spaces.id, owner.spaceId));
    expect(space!.isPaid).toBe(false);
  });

  /** A paid checkout of the basic plan for a new free workspace, as Stripe sends it. */
  async function paidCheckout(name: string, eventId: string) {
    const owner = await userWithSpace(t.app, name);
    await t.ctx.db.update(spaces).set({ tier: 0 }).where(eq(spaces.id, owner.spaceId));
    const payment = await createPayment(t.ctx, {
      spaceId: owner.spaceId,
      userId: null,
      kind: 'subscription',
      amount: 2900,
      currency: 'usd',
      details: { tier: 1, period: 'monthly', list_amount: 2900 },
    });
    const event = JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_${eventId}`,
          object: 'checkout.session',
          client_reference_id: payment.id,
          payment_status: 'paid',
          customer: `cus_${eventId}`,
          metadata: { payment_id: payment.id },
        },
      },
    });
    const purchases = async () =>
      (
        await t.ctx.db
          .select()
          .from(creditLedger)
          .where(and(eq(creditLedger.spaceId, owner.spaceId), eq(creditLedger.origin, 'purchase')))
      ).length;
    const tier = async () =>
      (await t.ctx.db.select().from(spaces).where(eq(spaces.id, owner.spaceId)))[0]!.tier;
    return { event, purchases, tier };
  }
  const marks = (id: string) => t.ctx.db.select().from(billingEvents).where(eq(billingEvents.id, id));

  it('two concurrent deliveries of one renewal apply it once (one transaction, credits granted once)', async () => {
    const owner = await userWithSpace(t.app, 'Renewing');
    await t.ctx.db
      .update(spaces)
      .set({ tier: 1, billing: { customer_id: 'cus_renew' } })
      .where(eq(spaces.id, owner.spaceId));
    const event = JSON.stringify({
      id: 'evt_renewal',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_renewal',
          object: 'invoice',
          customer: 'cus_renew',
          billing_reason: 'subscription_cycle',
          amount_paid: 2900,
          amount_due: 2900,
          currency: 'usd',
          lines: { data: [{ period: { end: 1_900_000_000 } }] },
        },
      },
    });
    const answers = await Promise.all([post(event, signed(event)), post(event, signed(event))]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().payload.duplicate).sort()).toEqual([false, true]);
    const grants = await t.ctx.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.spaceId, owner.spaceId), eq(creditLedger.origin, 'purchase')));
    expect(grants.map((g) => g.amount)).toEqual([100]);
    expect(await marks('evt_renewal')).toHaveLength(1);
  });

  it("an event whose apply fails leaves no mark and nothing applied: Stripe's retry applies it", async () => {
    const { event, purchases, tier } = await paidCheckout('Retry', 'evt_retry');
    // The credit grant (after the plan is set) fails once, as a database error would.
    await t.ctx.db.execute(sql`
      create function refuse_purchase() returns trigger language plpgsql as
        $$ begin raise exception 'refused for the test'; end $$`);
    await t.ctx.db.execute(sql`
      create trigger refuse_purchase before insert on credit_ledger
        for each row when (new.origin = 'purchase') execute function refuse_purchase()`);
    try {
      const failed = await post(event, signed(event));
      expect(failed.statusCode).toBe(500);
      expect(await marks('evt_retry')).toEqual([]);
      expect(await tier()).toBe(0);
    } finally {
      await t.ctx.db.execute(sql`drop trigger refuse_purchase on credit_ledger`);
      await t.ctx.db.execute(sql`drop function refuse_purchase()`);
    }
    const retried = await post(event, signed(event));
    expect(retried.json()).toMatchObject({ ok: true, payload: { duplicate: false } });
    expect(await tier()).toBe(1);
    expect(await purchases()).toBe(1);
    expect(await marks('evt_retry')).toHaveLength(1);
  });
});
