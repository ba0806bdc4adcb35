import Stripe from 'stripe';
import type { CheckoutRequest, PaymentsProvider, ProviderInvoice, SubscriptionChange } from './provider.js';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (a local fake in tests): host, port, protocol. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

const recurring = (months: number) =>
  months % 12 === 0
    ? { interval: 'year' as const, interval_count: months / 12 }
    : { interval: 'month' as const, interval_count: months };

/**
 * Stripe through its official SDK: Checkout Sessions (a plan with its seats as a subscription, or a
 * one-off credit pack), subscription changes with prorations, the upcoming invoice, payment methods,
 * invoices, the customer portal, and webhook events verified with the SDK's signature check.
 */
export class StripePayments implements PaymentsProvider {
  readonly name = 'stripe' as const;
  readonly stripe: Stripe;

  constructor(private readonly options: StripeOptions) {
    this.stripe = new Stripe(options.secretKey, {
      host: options.host,
      port: options.port,
      protocol: options.protocol,
      maxNetworkRetries: 1,
      timeout: 20_000,
    });
  }

  async createCheckout(request: CheckoutRequest) {
    const metadata = { payment_id: request.paymentId, space_id: request.spaceId, kind: request.kind };
    const isSubscription = Boolean(request.intervalMonths);
    const session = await this.stripe.checkout.sessions.create({
      mode: isSubscription ? 'subscription' : 'payment',
      client_reference_id: request.paymentId,
      ...(request.customerId ? { customer: request.customerId } : {}),
      metadata,
      line_items: [
        {
          quantity: request.quantity,
          price_data: {
            currency: request.currency,
            unit_amount: request.unitAmount,
            product_data: { name: request.description },
            ...(isSubscription ? { recurring: recurring(request.intervalMonths!) } : {}),
          },
        },
      ],
      ...(isSubscription ? { subscription_data: { metadata } } : {}),
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    return { externalId: session.id, url: session.url ?? request.cancelUrl };
  }

  /** The plan line gets its new price; seat lines (metadata seat_type) their quantities; prorated now. */
  async updateSubscription(change: SubscriptionChange) {
    const sub = await this.stripe.subscriptions.retrieve(change.subscriptionId);
    const [planItem, ...others] = sub.items.data;
    const product =
      typeof planItem?.price.product === 'string' ? planItem.price.product : planItem?.price.product.id;
    const items: Stripe.SubscriptionUpdateParams.Item[] = [
      {
        id: planItem?.id,
        quantity: 1,
        price_data: {
          currency: change.currency,
          product: product ?? '',
          unit_amount: change.unitAmount,
          recurring: recurring(change.intervalMonths),
        },
      },
    ];
    for (const item of others) {
      const type = item.metadata?.seat_type as 'cloud' | 'extension' | undefined;
      if (type && change.seats) items.push({ id: item.id, quantity: change.seats[type] });
    }
    const preview = await this.stripe.invoices.createPreview({
      customer: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
      subscription: sub.id,
      subscription_details: { items, proration_behavior: 'always_invoice' },
    });
    await this.stripe.subscriptions.update(sub.id, { items, proration_behavior: 'always_invoice' });
    return { prorationAmount: preview.amount_due };
  }

  /** Seats are quantities on the subscription (one item per seat type, prorated). */
  async setSeatQuantity(subscriptionId: string, seatType: 'cloud' | 'extension', quantity: number) {
    const sub = await this.stripe.subscriptions.retrieve(subscriptionId);
    const item = sub.items.data.find((i) => i.metadata?.seat_type === seatType);
    if (!item) throw new Error(`no ${seatType} seat item on ${subscriptionId}`);
    return this.stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, quantity }],
      proration_behavior: 'create_prorations',
    });
  }

  async upcomingInvoice(customerId: string, subscriptionId: string) {
    const invoice = await this.stripe.invoices.createPreview({
      customer: customerId,
      subscription: subscriptionId,
    });
    return {
      amount: invoice.amount_due,
      currency: invoice.currency,
      lines: invoice.lines.data.map((l) => ({
        description: l.description ?? '',
        quantity: l.quantity ?? 1,
        amount: l.amount,
      })),
    };
  }

  async invoices(customerId: string): Promise<ProviderInvoice[]> {
    const list = await this.stripe.invoices.list({ customer: customerId, limit: 50 });
    return list.data.map((i) => ({
      id: i.id ?? '',
      amount: i.amount_paid || i.amount_due,
      currency: i.currency,
      status: i.status ?? 'draft',
      date: new Date(i.created * 1000).toISOString(),
    }));
  }

  async paymentMethods(customerId: string) {
    const list = await this.stripe.paymentMethods.list({ customer: customerId, type: 'card' });
    return list.data;
  }

  async detachPaymentMethod(id: string) {
    await this.stripe.paymentMethods.detach(id);
  }

  async setPrimaryPaymentMethod(customerId: string, id: string) {
    await this.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: id } });
  }

  async customerPortalUrl(customerId: string, returnUrl: string) {
    const session = await this.stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: returnUrl,
    });
    return session.url;
  }

  /** Verifies a webhook with the SDK's signature check; throws on a wrong or stale signature. */
  verifyWebhook(rawBody: string, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
  }
}
