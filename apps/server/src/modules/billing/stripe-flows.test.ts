import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { MESSAGES, TIERS } from '@leadloop/domain';
import { DEFAULT_CATALOGUE, planOf } from '@leadloop/domain/billing/catalogue';
import { billingPayments, credentials, spaces } from '../../db/schema/index.js';
import { StripePayments } from '../../providers/payments/stripe.js';
import { startStripeFake, type StripeFake, type StripeFakeEvent } from '../../test/fakes/stripe/index.js';
import { loadConfig } from '../../config.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { userWithSpace } from '../../test/fixtures.js';

const SECRET = 'whsec_leadloop_flows';
/** The fake's clock: 2026-01-01 00:00 UTC, so a monthly period is 31 days exactly. */
const T0 = Date.UTC(2026, 0, 1) / 1000;
const DAY = 86_400;
const FEB_1 = Date.UTC(2026, 1, 1) / 1000;
const basic = planOf(DEFAULT_CATALOGUE, TIERS.basic);
const growth = planOf(DEFAULT_CATALOGUE, TIERS.growth);
const cloudSeat = DEFAULT_CATALOGUE.seat_prices.cloud.monthly.usd;
/** Stripe's proration of one line: amount × the share of the period left, to the second. */
const share = (amount: number, at: number, start = T0, end = FEB_1) =>
  Math.round((amount * (end - at)) / (end - start));

/**
 * Issue 16, Stripe through the official SDK against the local stateful fake of Stripe's API: checkout,
 * a plan change with proration, seat quantity changes, webhooks replayed and forged, a declined card.
 */
describe('Stripe (official SDK → local fake of the API)', () => {
  let fake: StripeFake;
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  const sdk = new Stripe('sk_test_signer');
  let w: { token: string; spaceId: string; q: { space: string } };

  beforeAll(async () => {
    fake = await startStripeFake({ now: T0 });
    const payments = new StripePayments({
      secretKey: fake.secretKey,
      webhookSecret: SECRET,
      host: fake.host,
      port: fake.port,
      protocol: 'http',
    });
    t = await createTestApp({}, undefined, { payments });
    call = apiClient(t.app);
    const owner = await userWithSpace(t.app, 'Stripe flows');
    await t.ctx.db.update(spaces).set({ tier: TIERS.free }).where(eq(spaces.id, owner.spaceId));
    w = { ...owner, q: { space: owner.spaceId } };
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const post = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  /** Stripe's delivery: each event signed with the SDK's own helper and the endpoint's secret. */
  const deliver = async (events: StripeFakeEvent[], secret = SECRET) => {
    const answers = [];
    for (const event of events) {
      const payload = JSON.stringify(event);
      const res = await post(payload, sdk.webhooks.generateTestHeaderString({ payload, secret }));
      answers.push({ type: event.type, status: res.statusCode, body: res.json() });
    }
    return answers;
  };
  const space = async () => (await t.ctx.db.select().from(spaces).where(eq(spaces.id, w.spaceId)))[0]!;
  const subscription = () =>
    fake.subscriptions.get((fake.subscriptions.keys().next().value as string) ?? '')!;
  const items = () =>
    (
      subscription().items as {
        data: {
          id: string;
          quantity: number;
          metadata: Record<string, string>;
          price: { unit_amount: number };
        }[];
      }
    ).data;
  const purchases = async () => {
    const res = await call('GET', '/api/credits/history', {
      token: w.token,
      query: { ...w.q, usage_type: 'grant', limit: '100' },
    });
    return res.body.payload.items.filter((r: { origin: string }) => r.origin === 'purchase');
  };

  it('checkout: a Checkout Session on Stripe, paid on its page, its events make the plan paid once', async () => {
    const res = await call('GET', '/api/billing/checkout', {
      token: w.token,
      query: { ...w.q, price_id: `${TIERS.basic}:monthly:usd` },
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.redirect).toBe(true);
    const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(res.body.payload.url)?.[1];
    expect(sessionId).toBeTruthy();
    const session = fake.sessions.get(sessionId!)!;
    expect(session).toMatchObject({
      mode: 'subscription',
      status: 'open',
      amount_total: basic.local_prices.monthly.usd,
      currency: 'usd',
      client_reference_id: res.body.payload.payment_id,
      metadata: { space_id: w.spaceId, kind: 'subscription' },
    });
    expect(String(session.success_url)).toContain('/payment-in-progress?redirect_from_stripe=true');
    // Until Stripe says so, nothing is paid.
    expect(await space()).toMatchObject({ tier: TIERS.free });

    fake.completeCheckout(sessionId!);
    const events = fake.takeEvents();
    expect(events.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.finalized',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    const first = await deliver(events);
    expect(first.every((a) => a.status === 200 && a.body.payload.duplicate === false)).toBe(true);
    const sub = subscription();
    expect(await space()).toMatchObject({
      tier: TIERS.basic,
      isPaid: true,
      paymentInProgress: false,
      cloudSeats: basic.seats_included.cloud,
      billing: { customer_id: sub.customer, subscription_id: sub.id },
    });
    expect(await purchases()).toHaveLength(1);

    // Webhook replayed twice: every event answers duplicate and nothing is applied again.
    for (let i = 0; i < 2; i++) {
      const again = await deliver(events);
      expect(again.every((a) => a.status === 200 && a.body.payload.duplicate === true)).toBe(true);
    }
    expect(await purchases()).toHaveLength(1);
    const [payment] = await t.ctx.db
      .select()
      .from(billingPayments)
      .where(eq(billingPayments.id, res.body.payload.payment_id));
    expect(payment).toMatchObject({ status: 'paid', externalId: sessionId });

    // The next invoice is Stripe's own preview of the subscription.
    const upcoming = await call('GET', '/api/billing/upcoming_invoice', { token: w.token, query: w.q });
    expect(upcoming.body.payload).toMatchObject({
      date: new Date(FEB_1 * 1000).toISOString(),
      total: basic.local_prices.monthly.usd,
    });
    // Cards are the customer's on Stripe (the one used at checkout, primary).
    const cards = await call('GET', '/api/billing/payment_methods', { token: w.token, query: w.q });
    expect(cards.body.payload.items).toMatchObject([{ brand: 'visa', last4: '4242', is_primary: true }]);
  });

  it('subscription update: the plan changes mid-period, prorated from the period like Stripe', async () => {
    const at = T0 + 10 * DAY;
    fake.setNow(at);
    // The confirmation shows what Stripe will charge now: its own prorated preview.
    const info = await call('GET', `/api/billing/prices/${TIERS.growth}:monthly:usd/upgrade_info`, {
      token: w.token,
      query: w.q,
    });
    expect(info.body.payload).toMatchObject({
      current_base_price: growth.local_prices.monthly.usd,
      due_now: share(growth.local_prices.monthly.usd, at) - share(basic.local_prices.monthly.usd, at),
    });
    const res = await call('PUT', '/api/billing/subscription', {
      token: w.token,
      query: w.q,
      body: { local_price_id: `${TIERS.growth}:monthly:usd` },
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.redirect).toBe(false);
    // Unused time on Basic is credited, the remaining time on Growth charged: 21 of 31 days.
    const credit = -share(basic.local_prices.monthly.usd, at);
    const charge = share(growth.local_prices.monthly.usd, at);
    const invoice = fake.invoices.get(String(subscription().latest_invoice))!;
    const lines = (
      invoice.lines as {
        data: { amount: number; parent: { subscription_item_details: { proration: boolean } } }[];
      }
    ).data;
    expect(lines.map((l) => l.amount)).toEqual([credit, charge]);
    expect(lines.every((l) => l.parent.subscription_item_details.proration)).toBe(true);
    expect(invoice).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_update',
      amount_due: credit + charge,
    });
    expect(items()).toMatchObject([{ quantity: 1, price: { unit_amount: growth.local_prices.monthly.usd } }]);
    const [payment] = await t.ctx.db
      .select()
      .from(billingPayments)
      .where(eq(billingPayments.id, res.body.payload.payment_id));
    expect(payment).toMatchObject({ status: 'paid', amount: credit + charge });
    expect(await space()).toMatchObject({ tier: TIERS.growth, isPaid: true });
    const answers = await deliver(fake.takeEvents());
    expect(answers.map((a) => a.type)).toEqual([
      'customer.subscription.updated',
      'invoice.finalized',
      'invoice.paid',
    ]);
    expect(await space()).toMatchObject({
      tier: TIERS.growth,
      isPaid: true,
      cloudSeats: growth.seats_included.cloud,
    });
  });

  it('seat quantity change: seats are a prorated quantity on the subscription; its webhook agrees', async () => {
    const at = T0 + 15 * DAY;
    fake.setNow(at);
    const before = (await space()).cloudSeats;
    const res = await call('POST', '/api/billing/seats', {
      token: w.token,
      query: w.q,
      body: { seat_type: 'cloud', count: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.redirect).toBe(false);
    const seatItem = () => items().find((i) => i.metadata.seat_type === 'cloud');
    expect(seatItem()).toMatchObject({ quantity: 2, price: { unit_amount: cloudSeat } });
    let invoice = fake.invoices.get(String(subscription().latest_invoice))!;
    expect(invoice.amount_due).toBe(share(cloudSeat * 2, at));
    expect(await space()).toMatchObject({ cloudSeats: before + 2 });
    await deliver(fake.takeEvents());
    expect(await space()).toMatchObject({ cloudSeats: before + 2 });

    // One more seat later: the line goes from 2 to 3 (unused time on 2 credited, remaining on 3 charged).
    const later = T0 + 20 * DAY;
    fake.setNow(later);
    const more = await call('POST', '/api/billing/seats', {
      token: w.token,
      query: w.q,
      body: { seat_type: 'cloud', count: 1 },
    });
    expect(more.status).toBe(200);
    expect(seatItem()!.quantity).toBe(3);
    invoice = fake.invoices.get(String(subscription().latest_invoice))!;
    expect((invoice.lines as { data: { amount: number }[] }).data.map((l) => l.amount)).toEqual([
      -share(cloudSeat * 2, later),
      share(cloudSeat * 3, later),
    ]);
    await deliver(fake.takeEvents());
    expect(await space()).toMatchObject({ cloudSeats: before + 3 });
    const overview = await call('GET', '/api/billing/overview', { token: w.token, query: w.q });
    expect(overview.body.payload.seats.cloud.total).toBe(before + 3);
  });

  it('seats removed: the quantity goes down, prorated like Stripe; never below the seats in use nor the plan’s', async () => {
    const at = T0 + 22 * DAY;
    fake.setNow(at);
    const seatItem = () => items().find((i) => i.metadata.seat_type === 'cloud')!;
    const total = (await space()).cloudSeats;
    const extra = seatItem().quantity;
    expect(extra).toBe(3);
    // Accounts on cloud seats: all but two seats are in use.
    const used = await t.ctx.db
      .insert(credentials)
      .values(
        Array.from({ length: total - 2 }, (_, i) => ({
          spaceId: w.spaceId,
          username: `seat-${i}@example.com`,
          automationType: 'cloud' as const,
        })),
      )
      .returning({ id: credentials.id });
    const remove = (count: number) =>
      call('POST', '/api/billing/seats/remove', {
        token: w.token,
        query: w.q,
        body: { seat_type: 'cloud', count },
      });
    const tooMany = await remove(3);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(MESSAGES.seatCountInvalid);
    expect(seatItem().quantity).toBe(3);
    expect((await space()).cloudSeats).toBe(total);

    const before = String(subscription().latest_invoice);
    const res = await remove(2);
    expect(res.status).toBe(200);
    expect(res.body.payload.redirect).toBe(false);
    expect(seatItem().quantity).toBe(1);
    // Stripe's proration: unused time on 3 seats credited, remaining time on 1 charged; the net credit
    // goes to the customer's balance and nothing is due.
    const invoice = fake.invoices.get(String(subscription().latest_invoice))!;
    expect(invoice.id).not.toBe(before);
    const credit = -share(cloudSeat * 3, at) + share(cloudSeat, at);
    expect((invoice.lines as { data: { amount: number }[] }).data.map((l) => l.amount)).toEqual([
      -share(cloudSeat * 3, at),
      share(cloudSeat, at),
    ]);
    expect(invoice.amount_due).toBe(0);
    expect(fake.customers.get(String(subscription().customer))!.balance).toBe(credit);
    expect((await space()).cloudSeats).toBe(total - 2);
    await deliver(fake.takeEvents());
    expect((await space()).cloudSeats).toBe(total - 2);

    // With no account on them, the plan's own seats still stay: only the one bought can go.
    await t.ctx.db.delete(credentials).where(
      inArray(
        credentials.id,
        used.map((c) => c.id),
      ),
    );
    const included = await remove(2);
    expect(included.status).toBe(400);
    expect(included.body.message).toBe(MESSAGES.seatsIncludedInPlan);
    expect(seatItem().quantity).toBe(1);
  });

  it('invoices: Stripe’s invoices of the workspace’s customer, newest first, with their hosted pages', async () => {
    const res = await call('GET', '/api/billing/invoices', { token: w.token, query: w.q });
    expect(res.status).toBe(200);
    const customer = String(subscription().customer);
    const theirs = [...fake.invoices.values()].filter((i) => i.customer === customer);
    const listed = res.body.payload.items as { id: string; number: string; url: string; amount: number }[];
    expect(listed.map((i) => i.id).sort()).toEqual(theirs.map((i) => String(i.id)).sort());
    expect(listed[0]!.id).toBe(String(subscription().latest_invoice));
    for (const item of listed) {
      const invoice = fake.invoices.get(item.id)!;
      expect(item).toMatchObject({
        number: invoice.number,
        url: invoice.hosted_invoice_url,
        amount: Number(invoice.amount_paid) || Number(invoice.amount_due),
      });
    }
    // Another workspace has no Stripe customer: no invoices.
    const other = await userWithSpace(t.app, 'No invoices');
    const none = await call('GET', '/api/billing/invoices', {
      token: other.token,
      query: { space: other.spaceId },
    });
    expect(none.body.payload.items).toEqual([]);
  });

  it('extend_info: one more period of the current plan with its extra seats, as Payment info', async () => {
    const row = await space();
    const info = await call('GET', '/api/billing/prices/extend_info', { token: w.token, query: w.q });
    expect(info.status).toBe(200);
    const extension = DEFAULT_CATALOGUE.seat_prices.extension.monthly.usd;
    const base =
      growth.local_prices.monthly.usd +
      (row.cloudSeats - growth.seats_included.cloud) * cloudSeat +
      Math.max(0, row.extensionSeats - growth.seats_included.extension) * extension;
    expect(row.cloudSeats - growth.seats_included.cloud).toBe(1);
    const tax = Math.round((base * DEFAULT_CATALOGUE.tax_percent) / 100);
    expect(info.body.payload).toEqual({
      currency: 'usd',
      current_base_price: base,
      tax_percent: DEFAULT_CATALOGUE.tax_percent,
      current_tax: tax,
      current_price: base + tax,
    });
    const free = await userWithSpace(t.app, 'Nothing to extend');
    const none = await call('GET', '/api/billing/prices/extend_info', {
      token: free.token,
      query: { space: free.spaceId },
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(MESSAGES.subscriptionRequired);
  });

  it('monthly → annual: every line moves to the yearly cycle at once (Stripe keeps one cycle per subscription)', async () => {
    const at = T0 + 25 * DAY;
    fake.setNow(at);
    const seats = items().find((i) => i.metadata.seat_type === 'cloud')!.quantity;
    // Through the checkout route too: a live subscription is changed, not doubled by a second one.
    const res = await call('GET', '/api/billing/checkout', {
      token: w.token,
      query: { ...w.q, price_id: `${TIERS.growth}:annual:usd` },
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.redirect).toBe(false);
    expect(fake.subscriptions.size).toBe(1);
    const seatAnnual = DEFAULT_CATALOGUE.seat_prices.cloud.annual.usd;
    const invoice = fake.invoices.get(String(subscription().latest_invoice))!;
    // Unused time on the monthly lines is credited; the yearly lines start now, charged in full.
    expect(invoice.amount_due).toBe(
      growth.local_prices.annual.usd -
        share(growth.local_prices.monthly.usd, at) +
        seatAnnual * seats -
        share(cloudSeat * seats, at),
    );
    expect(
      items().map((i) => [
        (i.price as unknown as { recurring: { interval: string } }).recurring.interval,
        i.quantity,
      ]),
    ).toEqual([
      ['year', 1],
      ['year', seats],
    ]);
    await deliver(fake.takeEvents());
    expect(await space()).toMatchObject({
      tier: TIERS.growth,
      isPaid: true,
      billing: { subscription: { period: 'annual' } },
    });
    const upcoming = await call('GET', '/api/billing/upcoming_invoice', { token: w.token, query: w.q });
    expect(upcoming.body.payload.date).toBe(new Date(Date.UTC(2027, 0, 26)).toISOString());
    expect(upcoming.body.payload.total).toBe(growth.local_prices.annual.usd + seatAnnual * seats);
  });

  it('a credit pack: a one-off Checkout Session; its completion grants the credits once', async () => {
    const pack = DEFAULT_CATALOGUE.credit_packs[0]!;
    const balance = async () =>
      (await call('GET', '/api/credits/balance', { token: w.token, query: w.q })).body.payload
        .balance as number;
    const before = await balance();
    const res = await call('GET', '/api/billing/prices/credits', {
      token: w.token,
      query: { ...w.q, price_id: pack.id },
    });
    const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(res.body.payload.url)![1]!;
    expect(fake.sessions.get(sessionId)).toMatchObject({
      mode: 'payment',
      amount_total: pack.prices.usd,
      customer: subscription().customer,
    });
    fake.completeCheckout(sessionId);
    const events = fake.takeEvents();
    expect(events.map((e) => e.type)).toEqual(['checkout.session.completed']);
    await deliver(events);
    await deliver(events);
    expect(await balance()).toBe(before + pack.credits);
  });

  it('a wrong signature is 400 and changes nothing; a declined card leaves the workspace unpaid', async () => {
    const cancel = {
      id: 'evt_forged_cancel',
      object: 'event',
      api_version: '2026-10-28.endive',
      created: fake.now(),
      type: 'customer.subscription.deleted',
      data: { object: { ...subscription(), status: 'canceled' } },
    } as unknown as StripeFakeEvent;
    const forged = await deliver([cancel], 'whsec_someone_else');
    expect(forged[0]).toMatchObject({
      status: 400,
      body: { ok: false, message: MESSAGES.webhookSignatureInvalid },
    });
    // Signed right, then altered on the way: also refused.
    const payload = JSON.stringify(cancel);
    const signature = sdk.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const tampered = await post(
      payload.replace('customer.subscription.deleted', 'customer.subscription.updated'),
      signature,
    );
    expect(tampered.statusCode).toBe(400);
    expect(await space()).toMatchObject({ tier: TIERS.growth, isPaid: true });
    expect(subscription().status).toBe('active');

    // A declined card: the seat change is refused by Stripe, nothing changes, the payment is failed.
    fake.declineCharges(true);
    const seatsBefore = (await space()).cloudSeats;
    const quantityBefore = items().find((i) => i.metadata.seat_type === 'cloud')!.quantity;
    const refused = await call('POST', '/api/billing/seats', {
      token: w.token,
      query: w.q,
      body: { seat_type: 'cloud', count: 1 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MESSAGES.paymentError);
    expect(items().find((i) => i.metadata.seat_type === 'cloud')!.quantity).toBe(quantityBefore);
    expect((await space()).cloudSeats).toBe(seatsBefore);
    const failed = await t.ctx.db
      .select()
      .from(billingPayments)
      .where(and(eq(billingPayments.spaceId, w.spaceId), eq(billingPayments.status, 'failed')));
    expect(failed).toHaveLength(1);

    // The renewal is declined: Stripe's events make the workspace unpaid (the web app: /billing-warning).
    fake.renew(subscription().id);
    const answers = await deliver(fake.takeEvents());
    expect(answers.map((a) => a.type)).toEqual([
      'invoice.finalized',
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    const info = await call('GET', '/api/space/info', { token: w.token, query: w.q });
    expect(info.body.payload).toMatchObject({ is_paid: false, payment_in_progress: false });
    const renewals = async () =>
      (
        await call('GET', '/api/billing/transactions', { token: w.token, query: w.q })
      ).body.payload.items.filter((p: { description: string }) => p.description === 'Renewal');
    expect(await renewals()).toMatchObject([{ status: 'failed', kind: 'subscription' }]);

    // The next renewal is paid: the workspace is paid again, the renewal is a transaction, the plan's
    // credits for the new period are granted once (however often the event comes).
    fake.declineCharges(false);
    const grantsBefore = (await purchases()).length;
    const paidRenewal = fake.renew(subscription().id);
    const events = fake.takeEvents();
    await deliver(events);
    await deliver(events);
    const paidInvoice = fake.invoices.get(String(paidRenewal.latest_invoice))!;
    expect(await space()).toMatchObject({ isPaid: true });
    expect((await renewals()).map((r: { status: string; amount: number }) => [r.status, r.amount])).toEqual([
      ['paid', paidInvoice.amount_paid],
      ['failed', expect.any(Number)],
    ]);
    expect(await purchases()).toHaveLength(grantsBefore + 1);
  });

  it('cards: with Stripe they are set primary and removed on the customer; numbers never reach the server', async () => {
    const customer = String(subscription().customer);
    const stripe = new Stripe(fake.secretKey, { host: fake.host, port: fake.port, protocol: 'http' });
    const second = await stripe.paymentMethods.attach('pm_card_mastercard', { customer });
    const primary = await call('POST', `/api/billing/payment_method/${second.id}/set_primary`, {
      token: w.token,
      query: w.q,
    });
    expect(primary.body.payload.items[0]).toMatchObject({ _id: second.id, last4: '4444', is_primary: true });
    expect(
      (fake.customers.get(customer)!.invoice_settings as { default_payment_method: string })
        .default_payment_method,
    ).toBe(second.id);
    const removed = await call('DELETE', `/api/billing/payment_method/${second.id}`, {
      token: w.token,
      query: w.q,
    });
    expect(removed.body.payload.items.map((c: { _id: string }) => c._id)).not.toContain(second.id);
    const other = await call('DELETE', '/api/billing/payment_method/pm_not_ours', {
      token: w.token,
      query: w.q,
    });
    expect(other.status).toBe(404);
    // The customer portal is a Stripe session for this customer, coming back to /billing.
    const portal = await call('GET', '/api/billing/customer_portal', { token: w.token, query: w.q });
    expect(portal.body.payload.url).toMatch(new RegExp(`^${fake.url}/p/session/bps_`));
    const add = await call('POST', '/api/billing/payment_method', {
      token: w.token,
      query: w.q,
      body: { card_number: '4242424242424242', exp_month: 12, exp_year: 2030 },
    });
    expect(add.status).toBe(400);
    expect(add.body.message).toBe(MESSAGES.cardsInPortal);
  });

  it('configuration: a half-configured Stripe stops the start with a clear error', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    ).toThrow(/secret or restricted key/);
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }).stripe,
    ).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
  });
});
