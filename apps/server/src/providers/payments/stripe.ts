import type Stripe from 'stripe';
import {
  PaymentDeclined,
  type CheckoutRequest,
  type PaymentsProvider,
  type ProviderCustomer,
  type ProviderInvoice,
  type SeatChange,
  type SubscriptionChange,
} from './provider.js';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (a local fake in tests): host, port, protocol. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

const idOf = <T extends string | { id?: string } | null>(v: T) => (typeof v === 'string' ? v : (v?.id ?? ''));

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
  // The SDK is loaded on first use: a server without Stripe keys never holds it in memory.
  private loaded?: Promise<{ Stripe: typeof Stripe; stripe: Stripe }>;

  constructor(private readonly options: StripeOptions) {}

  private sdk() {
    return (this.loaded ??= import('stripe').then(({ default: Stripe }) => ({
      Stripe,
      stripe: new Stripe(this.options.secretKey, {
        host: this.options.host,
        port: this.options.port,
        protocol: this.options.protocol,
        maxNetworkRetries: 1,
        timeout: 20_000,
      }),
    })));
  }

  async createCheckout(request: CheckoutRequest) {
    const metadata = { payment_id: request.paymentId, space_id: request.spaceId, kind: request.kind };
    const isSubscription = Boolean(request.intervalMonths);
    const session = await (
      await this.sdk()
    ).stripe.checkout.sessions.create({
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

  /**
   * The plan line (the item without a seat_type) gets its new price; seat lines are re-priced when the
   * period or currency changes (Stripe keeps one cycle per subscription). Prorated and invoiced at once;
   * `error_if_incomplete` makes Stripe refuse the whole change when the card is declined.
   */
  async updateSubscription(change: SubscriptionChange) {
    const { sub, items } = await this.planChangeItems(change);
    return this.chargeChange(sub, items);
  }

  /** The invoice Stripe would issue now for that change (its own proration), without making it. */
  async previewSubscriptionChange(change: SubscriptionChange) {
    const { sub, items } = await this.planChangeItems(change);
    const preview = await (
      await this.sdk()
    ).stripe.invoices.createPreview({
      customer: idOf(sub.customer),
      subscription: sub.id,
      subscription_details: { items, proration_behavior: 'always_invoice' },
    });
    return { amountDue: preview.amount_due };
  }

  private async planChangeItems(change: SubscriptionChange) {
    const sub = await (await this.sdk()).stripe.subscriptions.retrieve(change.subscriptionId);
    const planItem = sub.items.data.find((i) => !i.metadata?.seat_type) ?? sub.items.data[0];
    if (!planItem) throw new Error(`subscription ${sub.id} has no items`);
    const items: Stripe.SubscriptionUpdateParams.Item[] = [
      {
        id: planItem.id,
        quantity: 1,
        price_data: {
          currency: change.currency,
          product: idOf(planItem.price.product),
          unit_amount: change.unitAmount,
          recurring: recurring(change.intervalMonths),
        },
      },
    ];
    for (const item of sub.items.data) {
      const type = item.metadata?.seat_type as 'cloud' | 'extension' | undefined;
      if (!type || !change.seatUnitAmounts) continue;
      items.push({
        id: item.id,
        price_data: {
          currency: change.currency,
          product: idOf(item.price.product),
          unit_amount: change.seatUnitAmounts[type],
          recurring: recurring(change.intervalMonths),
        },
      });
    }
    return { sub, items };
  }

  /** Extra seats of a type as the quantity of its own subscription item (added on first purchase). */
  async changeSeats(change: SeatChange) {
    const sub = await (await this.sdk()).stripe.subscriptions.retrieve(change.subscriptionId);
    const item = sub.items.data.find((i) => i.metadata?.seat_type === change.seatType);
    let items: Stripe.SubscriptionUpdateParams.Item[];
    if (item) {
      items = [
        change.quantity > 0 ? { id: item.id, quantity: change.quantity } : { id: item.id, deleted: true },
      ];
    } else {
      if (change.quantity <= 0) return { prorationAmount: 0 };
      items = [
        {
          quantity: change.quantity,
          metadata: { seat_type: change.seatType },
          price_data: {
            currency: change.currency,
            product: await this.seatProduct(change.seatType),
            unit_amount: change.unitAmount,
            recurring: recurring(change.intervalMonths),
          },
        },
      ];
    }
    return this.chargeChange(sub, items);
  }

  /** One product per seat type, created on first use under a fixed id. */
  private async seatProduct(type: 'cloud' | 'extension'): Promise<string> {
    const id = `leadloop_seat_${type}`;
    try {
      return (await (await this.sdk()).stripe.products.retrieve(id)).id;
    } catch (error) {
      if (
        !(error instanceof (await this.sdk()).Stripe.errors.StripeInvalidRequestError) ||
        error.statusCode !== 404
      )
        throw error;
      const name = type === 'cloud' ? 'Cloud seat' : 'Extension seat';
      return (await (await this.sdk()).stripe.products.create({ id, name })).id;
    }
  }

  /** Applies item changes, prorated and charged now; the amount is the invoice that change produced. */
  private async chargeChange(sub: Stripe.Subscription, items: Stripe.SubscriptionUpdateParams.Item[]) {
    const before = idOf(sub.latest_invoice);
    let updated: Stripe.Subscription;
    try {
      updated = await (
        await this.sdk()
      ).stripe.subscriptions.update(sub.id, {
        items,
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
        expand: ['latest_invoice'],
      });
    } catch (error) {
      if (error instanceof (await this.sdk()).Stripe.errors.StripeCardError)
        throw new PaymentDeclined(error.code ?? 'card_declined');
      throw error;
    }
    const invoice = updated.latest_invoice;
    const fresh = invoice && typeof invoice !== 'string' && invoice.id !== before ? invoice : null;
    return { prorationAmount: fresh?.amount_due ?? 0 };
  }

  /** Seat quantities on a subscription: the extra seats bought per type. */
  static seatQuantities(sub: Stripe.Subscription): { cloud?: number; extension?: number } {
    const of = (type: string) => sub.items.data.find((i) => i.metadata?.seat_type === type)?.quantity;
    return { cloud: of('cloud'), extension: of('extension') };
  }

  /** The subscription's next invoice as Stripe previews it (pending prorations included). */
  async upcomingInvoice(customerId: string, subscriptionId: string) {
    const invoice = await (
      await this.sdk()
    ).stripe.invoices.createPreview({
      customer: customerId,
      subscription: subscriptionId,
    });
    return {
      date: new Date((invoice.next_payment_attempt ?? invoice.period_end) * 1000).toISOString(),
      currency: invoice.currency,
      lines: invoice.lines.data.map((l) => ({
        description: l.description ?? '',
        quantity: l.quantity ?? 1,
        amount: l.amount,
      })),
      subtotal: invoice.subtotal,
      total: invoice.total,
    };
  }

  async listCustomers(query: { email?: string; limit: number }): Promise<ProviderCustomer[]> {
    const list = await (
      await this.sdk()
    ).stripe.customers.list({ email: query.email || undefined, limit: query.limit });
    return list.data.map((c) => ({
      id: c.id,
      email: c.email ?? null,
      name: c.name ?? null,
      created: new Date(c.created * 1000),
    }));
  }

  async invoices(customerId: string): Promise<ProviderInvoice[]> {
    const list = await (await this.sdk()).stripe.invoices.list({ customer: customerId, limit: 50 });
    return list.data.map((i) => ({
      id: i.id ?? '',
      number: i.number ?? null,
      amount: i.amount_paid || i.amount_due,
      currency: i.currency,
      status: i.status ?? 'draft',
      date: new Date(i.created * 1000).toISOString(),
      url: i.hosted_invoice_url ?? null,
    }));
  }

  /** The customer's cards, the invoice default first. */
  async paymentMethods(customerId: string) {
    const [customer, list] = await Promise.all([
      (await this.sdk()).stripe.customers.retrieve(customerId),
      (await this.sdk()).stripe.paymentMethods.list({ customer: customerId, type: 'card' }),
    ]);
    const primary =
      'deleted' in customer && customer.deleted
        ? null
        : (customer.invoice_settings.default_payment_method as string | { id: string } | null);
    const primaryId = primary ? idOf(primary) : null;
    return list.data
      .map((pm) => ({
        _id: pm.id,
        brand: pm.card?.brand ?? 'card',
        last4: pm.card?.last4 ?? '',
        exp_month: pm.card?.exp_month ?? 1,
        exp_year: pm.card?.exp_year ?? 2000,
        is_primary: pm.id === primaryId,
      }))
      .sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
  }

  async detachPaymentMethod(id: string) {
    await (await this.sdk()).stripe.paymentMethods.detach(id);
  }

  async setPrimaryPaymentMethod(customerId: string, id: string) {
    await (
      await this.sdk()
    ).stripe.customers.update(customerId, { invoice_settings: { default_payment_method: id } });
  }

  async customerPortalUrl(customerId: string, returnUrl: string) {
    const session = await (
      await this.sdk()
    ).stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: returnUrl,
    });
    return session.url;
  }

  /** Verifies a webhook with the SDK's signature check; throws on a wrong or stale signature. */
  async verifyWebhook(rawBody: string, signature: string): Promise<Stripe.Event> {
    return (await this.sdk()).stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
  }
}
