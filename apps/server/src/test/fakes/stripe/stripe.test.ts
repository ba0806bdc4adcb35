import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { startStripeFake, type StripeFake } from './index.js';

/** The local Stripe fake through the official SDK: the shapes and rules our provider relies on. */
describe('Stripe fake (official SDK)', () => {
  let fake: StripeFake;
  let stripe: Stripe;
  beforeAll(async () => {
    fake = await startStripeFake({ now: Date.UTC(2026, 0, 1) / 1000 });
    stripe = new Stripe(fake.secretKey, {
      host: fake.host,
      port: fake.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => fake.close());

  it('refuses a wrong API key like Stripe (authentication error)', async () => {
    const other = new Stripe('sk_test_wrong', { host: fake.host, port: fake.port, protocol: 'http' });
    await expect(other.customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('creates a subscription charged to the default card; a declined card under error_if_incomplete creates nothing', async () => {
    const customer = await stripe.customers.create({ email: 'owner@example.com' });
    const card = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: card.id } });
    const product = await stripe.products.create({ id: 'plan_basic', name: 'Basic' });
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [
        {
          price_data: {
            currency: 'usd',
            product: product.id,
            unit_amount: 2900,
            recurring: { interval: 'month' },
          },
        },
      ],
      payment_behavior: 'error_if_incomplete',
      expand: ['latest_invoice'],
    });
    expect(sub.status).toBe('active');
    expect(sub.items.data[0]).toMatchObject({
      quantity: 1,
      current_period_start: Date.UTC(2026, 0, 1) / 1000,
      current_period_end: Date.UTC(2026, 1, 1) / 1000,
    });
    expect(sub.latest_invoice).toMatchObject({
      status: 'paid',
      amount_paid: 2900,
      billing_reason: 'subscription_create',
    });
    const invoices = await stripe.invoices.list({ customer: customer.id });
    expect(invoices.data).toHaveLength(1);

    const declined = await stripe.customers.create({});
    const bad = await stripe.paymentMethods.attach('pm_card_chargeDeclined', { customer: declined.id });
    await stripe.customers.update(declined.id, { invoice_settings: { default_payment_method: bad.id } });
    const before = fake.subscriptions.size;
    const refused = stripe.subscriptions.create({
      customer: declined.id,
      items: [
        {
          price_data: {
            currency: 'usd',
            product: product.id,
            unit_amount: 2900,
            recurring: { interval: 'month' },
          },
        },
      ],
      payment_behavior: 'error_if_incomplete',
    });
    await expect(refused).rejects.toMatchObject({ type: 'StripeCardError', code: 'card_declined' });
    expect(fake.subscriptions.size).toBe(before);
  });

  it('rules Stripe enforces: subscription items name a product; one cycle per subscription; unknown ids are 404', async () => {
    const customer = await stripe.customers.create({});
    await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    await expect(
      stripe.subscriptions.create({
        customer: customer.id,
        items: [
          { price_data: { currency: 'usd', unit_amount: 100, recurring: { interval: 'month' } } as never },
        ],
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'items[0][price_data][product]' });
    const product = await stripe.products.create({ name: 'Mixed' });
    await expect(
      stripe.subscriptions.create({
        customer: customer.id,
        items: [
          {
            price_data: {
              currency: 'usd',
              product: product.id,
              unit_amount: 100,
              recurring: { interval: 'month' },
            },
          },
          {
            price_data: {
              currency: 'usd',
              product: product.id,
              unit_amount: 900,
              recurring: { interval: 'year' },
            },
          },
        ],
      }),
    ).rejects.toThrow(/interval fields must match/);
    await expect(stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});
