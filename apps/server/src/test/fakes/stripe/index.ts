import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local, stateful stand-in for the parts of Stripe's HTTP API Leadloop calls (issue 16), on 127.0.0.1 at a
 * random port; the official `stripe` SDK is pointed at it (host/port/protocol). It answers Stripe's shapes
 * (API reference, version of the SDK in use) for customers, Checkout Sessions, subscriptions and their
 * items (prorations computed from the item's period, to the second, like Stripe), invoices and invoice
 * previews, payment methods and portal sessions, and records the events Stripe would send. Tests sign
 * those events with the SDK's own helper and post them to the webhook route. Requests are form-encoded
 * with bracketed keys (`items[0][price_data][unit_amount]`), as the SDK sends them.
 */

type Json = Record<string, unknown>;
type Obj = Json & { id: string };

export interface StripeFakeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: Json; previous_attributes?: Json };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

export interface StripeFake {
  url: string;
  host: string;
  port: number;
  /** The API key the fake accepts (any other answers 401). */
  secretKey: string;
  customers: Map<string, Obj>;
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  invoices: Map<string, Obj>;
  paymentMethods: Map<string, Obj>;
  /** Every event, oldest first; `takeEvents` hands out the ones not taken yet. */
  events: StripeFakeEvent[];
  takeEvents(): StripeFakeEvent[];
  /** Calls answered, for assertions (method, path, status). */
  calls: { method: string; path: string; status: number }[];
  /** The fake's clock, unix seconds (fixed in tests so prorations are exact). */
  now(): number;
  setNow(seconds: number): void;
  /** The customer pays (or is declined on) the hosted page, or lets the session expire. */
  completeCheckout(sessionId: string, outcome?: 'paid' | 'declined' | 'expired'): void;
  /** From now on every charge is declined (card_declined), until set back. */
  declineCharges(on: boolean): void;
  /** The subscription's period ends: a renewal invoice is charged (paid or failed, with its events). */
  renew(subscriptionId: string): Obj;
  close(): Promise<void>;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

/** `a[b][0][c]=1` pairs → nested objects; numeric keys build arrays. */
export function parseStripeForm(raw: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const slot = Array.isArray(node) ? Number(part) : part;
      const bag = node as Record<string | number, unknown>;
      if (last) {
        bag[slot] = value;
        return;
      }
      if (bag[slot] === undefined) bag[slot] = /^\d+$/.test(path[i + 1]!) ? [] : {};
      node = bag[slot] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

const clone = <T>(v: T): T => structuredClone(v);
const int = (v: unknown, fallback = 0) => (v === undefined || v === '' ? fallback : Number(v));
const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

/** Adds whole months (or years) in UTC, clamping the day like Stripe's billing anchors. */
function addInterval(at: number, interval: string, count: number): number {
  const d = new Date(at * 1000);
  const months = interval === 'year' ? count * 12 : interval === 'month' ? count : 0;
  if (!months) return at + count * (interval === 'week' ? 7 : 1) * 86_400;
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return Math.floor(d.getTime() / 1000);
}

export interface StripeFakeOptions {
  secretKey?: string;
  /** Start time, unix seconds (default: now). */
  now?: number;
}

export async function startStripeFake(options: StripeFakeOptions = {}): Promise<StripeFake> {
  const secretKey = options.secretKey ?? 'sk_test_leadloop_fake';
  let clockNow = options.now ?? Math.floor(Date.now() / 1000);
  let declining = false;
  let serial = 0;
  const newId = (prefix: string) => `${prefix}_fake${(++serial).toString(36).padStart(6, '0')}`;

  const customers = new Map<string, Obj>();
  const products = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const paymentMethods = new Map<string, Obj>();
  /** Proration lines waiting for the subscription's next invoice (create_prorations). */
  const pendingLines = new Map<string, Json[]>();
  const events: StripeFakeEvent[] = [];
  let taken = 0;
  const calls: StripeFake['calls'] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let baseUrl = '';

  const emit = (type: string, object: Json, previous?: Json) => {
    events.push({
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: clockNow,
      type,
      data: { object: clone(object), ...(previous ? { previous_attributes: clone(previous) } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
  };

  const missing = (what: string, id: string, param = 'id') =>
    new ApiError(404, 'invalid_request_error', `No such ${what}: '${id}'`, 'resource_missing', param);
  const invalid = (message: string, param?: string) =>
    new ApiError(400, 'invalid_request_error', message, 'parameter_invalid', param);
  const get = (map: Map<string, Obj>, what: string, id: string, param?: string) => {
    const found = map.get(id);
    if (!found) throw missing(what, id, param);
    return found;
  };

  // ── Prices and products ──
  function createPrice(data: Json, param: string, productData = true): Obj {
    const currency = String(data.currency ?? '').toLowerCase();
    if (!currency) throw invalid('Missing required param: currency.', `${param}[currency]`);
    const unit = int(data.unit_amount, NaN);
    if (!Number.isInteger(unit) || unit < 0)
      throw invalid('Invalid integer: unit_amount', `${param}[unit_amount]`);
    let product = data.product as string | undefined;
    if (product) get(products, 'product', product, `${param}[product]`);
    else if (!productData) throw invalid('Missing required param: product.', `${param}[product]`);
    else {
      const pd = (data.product_data ?? {}) as Json;
      if (!pd.name) throw invalid('Missing required param: product_data[name].', `${param}[product_data]`);
      const p: Obj = {
        id: newId('prod'),
        object: 'product',
        name: String(pd.name),
        active: true,
        created: clockNow,
        livemode: false,
        metadata: {},
      };
      products.set(p.id, p);
      product = p.id;
    }
    const rec = data.recurring as Json | undefined;
    const price: Obj = {
      id: newId('price'),
      object: 'price',
      active: false,
      billing_scheme: 'per_unit',
      created: clockNow,
      currency,
      livemode: false,
      metadata: {},
      product,
      recurring: rec
        ? {
            interval: String(rec.interval),
            interval_count: int(rec.interval_count, 1),
            usage_type: 'licensed',
            meter: null,
          }
        : null,
      tax_behavior: 'unspecified',
      type: rec ? 'recurring' : 'one_time',
      unit_amount: unit,
      unit_amount_decimal: String(unit),
    };
    prices.set(price.id, price);
    return price;
  }
  const priceOf = (item: Json, param: string, productData = false): Obj =>
    item.price
      ? get(prices, 'price', String(item.price), `${param}[price]`)
      : createPrice((item.price_data ?? {}) as Json, `${param}[price_data]`, productData);
  const productName = (price: Json) => products.get(String(price.product))?.name ?? 'Item';
  const recurringOf = (price: Json) => price.recurring as { interval: string; interval_count: number };

  // ── Payment methods and charges ──
  const TEST_CARDS: Record<string, { brand: string; last4: string; declines?: boolean }> = {
    pm_card_visa: { brand: 'visa', last4: '4242' },
    pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
    pm_card_chargeDeclined: { brand: 'visa', last4: '0002', declines: true },
    tok_visa: { brand: 'visa', last4: '4242' },
    tok_mastercard: { brand: 'mastercard', last4: '4444' },
    tok_chargeDeclined: { brand: 'visa', last4: '0002', declines: true },
  };
  function newPaymentMethod(token: string, customer: string | null): Obj {
    const card = TEST_CARDS[token];
    if (!card) throw invalid(`No such token: '${token}'`, 'card[token]');
    const pm: Obj = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: card.brand,
        last4: card.last4,
        exp_month: 12,
        exp_year: new Date(clockNow * 1000).getUTCFullYear() + 3,
        country: 'US',
        funding: 'credit',
      },
      created: clockNow,
      customer,
      livemode: false,
      metadata: {},
      allow_redisplay: 'unspecified',
    };
    paymentMethods.set(pm.id, pm);
    return pm;
  }
  /** The card a customer's invoices are charged to: its default, else the first attached. */
  function chargeableCard(customerId: string): Obj | undefined {
    const customer = customers.get(customerId);
    const preferred = (customer?.invoice_settings as Json | undefined)?.default_payment_method;
    if (preferred) return paymentMethods.get(String(preferred));
    return [...paymentMethods.values()].find((p) => p.customer === customerId);
  }
  const declines = (pm: Obj | undefined) =>
    declining || !pm || (pm.card as { last4: string }).last4 === '0002';

  // ── Customers ──
  function createCustomer(data: Json): Obj {
    const c: Obj = {
      id: newId('cus'),
      object: 'customer',
      balance: 0,
      created: clockNow,
      currency: null,
      email: (data.email as string) ?? null,
      name: (data.name as string) ?? null,
      description: (data.description as string) ?? null,
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null },
      livemode: false,
      metadata: (data.metadata as Json) ?? {},
      delinquent: false,
    };
    customers.set(c.id, c);
    return c;
  }

  // ── Invoices ──
  function lineFor(
    sub: Obj | null,
    price: Json,
    quantity: number,
    amount: number,
    period: { start: number; end: number },
    description: string,
    proration: boolean,
    itemId?: string,
  ): Json {
    return {
      id: newId('il'),
      object: 'line_item',
      amount,
      currency: price.currency,
      description,
      discount_amounts: [],
      discountable: !proration,
      discounts: [],
      invoice: null,
      livemode: false,
      metadata: {},
      parent: sub
        ? {
            type: 'subscription_item_details',
            invoice_item_details: null,
            subscription_item_details: {
              invoice_item: null,
              proration,
              proration_details: { credited_items: null },
              subscription: sub.id,
              subscription_item: itemId ?? null,
            },
          }
        : null,
      period,
      pretax_credit_amounts: [],
      pricing: {
        type: 'price_details',
        price_details: { price: price.id, product: price.product },
        unit_amount_decimal: String(price.unit_amount),
      },
      quantity,
      subtotal: amount,
      taxes: [],
    };
  }

  function buildInvoice(
    customerId: string,
    currency: string,
    lines: Json[],
    sub: Obj | null,
    reason: string,
    id = newId('in'),
  ): Obj {
    const total = lines.reduce((n, l) => n + Number(l.amount), 0);
    const periods = lines.map((l) => l.period as { start: number; end: number });
    return {
      id,
      object: 'invoice',
      account_country: 'US',
      amount_due: Math.max(0, total),
      amount_paid: 0,
      amount_remaining: Math.max(0, total),
      attempt_count: 0,
      attempted: false,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      created: clockNow,
      currency,
      customer: customerId,
      hosted_invoice_url: null,
      lines: list(
        lines.map((l) => ({ ...l, invoice: id })),
        `/v1/invoices/${id}/lines`,
      ),
      livemode: false,
      metadata: {},
      next_payment_attempt: null,
      parent: sub
        ? {
            type: 'subscription_details',
            quote_details: null,
            subscription_details: { metadata: sub.metadata, subscription: sub.id },
          }
        : null,
      period_start: periods.length ? Math.min(...periods.map((p) => p.start)) : clockNow,
      period_end: periods.length ? Math.max(...periods.map((p) => p.end)) : clockNow,
      starting_balance: 0,
      status: 'draft',
      status_transitions: { finalized_at: null, paid_at: null, voided_at: null },
      subtotal: total,
      total,
      total_taxes: [],
    };
  }

  /** Finalizes and charges an invoice; a credit (negative total) goes to the customer's balance. */
  function chargeInvoice(invoice: Obj): boolean {
    invoice.status = 'open';
    (invoice.status_transitions as Json).finalized_at = clockNow;
    invoice.attempted = true;
    invoice.attempt_count = int(invoice.attempt_count) + 1;
    const customer = customers.get(String(invoice.customer));
    const total = int(invoice.total);
    if (total < 0 && customer) customer.balance = int(customer.balance) + total;
    const paid = int(invoice.amount_due) === 0 || !declines(chargeableCard(String(invoice.customer)));
    if (paid) {
      invoice.status = 'paid';
      invoice.amount_paid = invoice.amount_due;
      invoice.amount_remaining = 0;
      (invoice.status_transitions as Json).paid_at = clockNow;
    }
    invoices.set(invoice.id, invoice);
    return paid;
  }

  // ── Subscriptions ──
  function newItem(sub: Obj, price: Obj, quantity: number, metadata: Json, start: number): Obj {
    const r = recurringOf(price);
    return {
      id: newId('si'),
      object: 'subscription_item',
      created: clockNow,
      current_period_start: start,
      current_period_end: addInterval(start, r.interval, r.interval_count),
      discounts: [],
      metadata,
      price,
      quantity,
      subscription: sub.id,
      tax_rates: [],
    };
  }
  const itemsOf = (sub: Obj) => (sub.items as { data: Obj[] }).data;
  const fullLine = (sub: Obj, item: Obj) => {
    const price = item.price as Json;
    const q = int(item.quantity, 1);
    return lineFor(
      sub,
      price,
      q,
      int(price.unit_amount) * q,
      { start: int(item.current_period_start), end: int(item.current_period_end) },
      `${q} × ${productName(price)}`,
      false,
      item.id,
    );
  };

  function createSubscription(data: Json, firstPayment: 'charge' | 'paid'): Obj {
    const customer = get(customers, 'customer', String(data.customer ?? ''), 'customer');
    const wanted = (data.items ?? []) as Json[];
    if (!wanted.length) throw invalid('Missing required param: items.', 'items');
    const sub: Obj = {
      id: newId('sub'),
      object: 'subscription',
      billing_cycle_anchor: clockNow,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      collection_method: 'charge_automatically',
      created: clockNow,
      currency: '',
      customer: customer.id,
      default_payment_method: (data.default_payment_method as string) ?? null,
      description: null,
      discounts: [],
      ended_at: null,
      items: list([], ''),
      latest_invoice: null,
      livemode: false,
      metadata: (data.metadata as Json) ?? {},
      pending_update: null,
      schedule: null,
      start_date: clockNow,
      status: 'incomplete',
      trial_end: null,
      trial_start: null,
    };
    const items = wanted.map((w, i) => {
      const price = priceOf(w, `items[${i}]`);
      if (!price.recurring)
        throw invalid(
          'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
          `items[${i}]`,
        );
      return newItem(sub, price, int(w.quantity, 1), (w.metadata as Json) ?? {}, clockNow);
    });
    assertSameInterval(items);
    sub.currency = (items[0]!.price as Json).currency;
    sub.items = list(items, `/v1/subscription_items?subscription=${sub.id}`);
    const invoice = buildInvoice(
      customer.id,
      String(sub.currency),
      items.map((it) => fullLine(sub, it)),
      sub,
      'subscription_create',
    );
    const paid = firstPayment === 'paid' ? (markPaid(invoice), true) : chargeInvoice(invoice);
    if (!paid && data.payment_behavior === 'error_if_incomplete') {
      // Stripe creates nothing when the first payment fails under error_if_incomplete.
      invoices.delete(invoice.id);
      throw new ApiError(402, 'card_error', 'Your card was declined.', 'card_declined');
    }
    sub.latest_invoice = invoice.id;
    sub.status = paid ? 'active' : 'incomplete';
    subscriptions.set(sub.id, sub);
    emit('customer.subscription.created', sub);
    emit('invoice.finalized', invoice);
    emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    return sub;
  }
  function markPaid(invoice: Obj) {
    invoice.status = 'paid';
    invoice.attempted = true;
    invoice.attempt_count = 1;
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    (invoice.status_transitions as Json).finalized_at = clockNow;
    (invoice.status_transitions as Json).paid_at = clockNow;
    invoices.set(invoice.id, invoice);
  }
  function assertSameInterval(items: Obj[]) {
    const keys = new Set(
      items.map((it) => {
        const p = it.price as Json;
        const r = recurringOf(p);
        return `${String(p.currency)}/${r.interval}/${r.interval_count}`;
      }),
    );
    if (keys.size > 1)
      throw invalid(
        'Currency and interval fields must match across all plans on this subscription. Found mismatch in items.',
        'items',
      );
  }

  /**
   * The items after `wanted` is applied, and the proration lines it causes at `at`: unused time on what
   * was, remaining time on what is, each the item's amount × the share of its period left (to the second).
   * An item whose interval changes restarts its period at `at` (the credit for the old one still applies).
   */
  function planChange(sub: Obj, wanted: Json[], at: number) {
    const before = itemsOf(sub);
    const after = before.map((it) => clone(it));
    const lines: Json[] = [];
    /** A proration line for the rest of an item's period: unused time credited (-1), remaining time charged (+1). */
    const prorate = (item: Obj, sign: 1 | -1) => {
      const price = item.price as Json;
      const q = int(item.quantity, 1);
      const start = int(item.current_period_start);
      const end = int(item.current_period_end);
      const share = Math.max(0, end - at) / (end - start);
      const amount = sign * Math.round(int(price.unit_amount) * q * share);
      const when = new Date(at * 1000).toISOString().slice(0, 10);
      const what = sign < 0 ? 'Unused time' : 'Remaining time';
      lines.push(
        lineFor(
          sub,
          price,
          q,
          amount,
          { start: at, end },
          `${what} on ${q} × ${productName(price)} after ${when}`,
          true,
          item.id,
        ),
      );
    };
    const credit = (item: Obj) => prorate(item, -1);
    const charge = (item: Obj) => prorate(item, 1);
    const anchor = int(itemsOf(sub)[0]?.current_period_start, at);
    wanted.forEach((w, i) => {
      const param = `items[${i}]`;
      if (w.id) {
        const index = after.findIndex((it) => it.id === w.id);
        if (index < 0) throw missing('subscription item', String(w.id), `${param}[id]`);
        const old = after[index]!;
        if (w.deleted === 'true') {
          credit(old);
          after.splice(index, 1);
          return;
        }
        const next = clone(old);
        if (w.price || w.price_data) next.price = priceOf(w, param);
        if (w.quantity !== undefined) next.quantity = int(w.quantity);
        if (w.metadata) next.metadata = { ...(old.metadata as Json), ...(w.metadata as Json) };
        const oldR = recurringOf(old.price as Json);
        const newR = recurringOf(next.price as Json);
        const moved = int((old.price as Json).unit_amount) !== int((next.price as Json).unit_amount);
        const requantified = int(old.quantity, 1) !== int(next.quantity, 1);
        if (oldR.interval !== newR.interval || oldR.interval_count !== newR.interval_count) {
          credit(old);
          next.current_period_start = at;
          next.current_period_end = addInterval(at, newR.interval, newR.interval_count);
          charge(next);
        } else if (moved || requantified) {
          credit(old);
          charge(next);
        }
        after[index] = next;
        return;
      }
      const price = priceOf(w, param);
      if (!price.recurring) throw invalid('This field only accepts prices with `type=recurring`.', param);
      const item = newItem(sub, price, int(w.quantity, 1), (w.metadata as Json) ?? {}, anchor);
      const ref = after[0];
      if (ref) {
        item.current_period_start = ref.current_period_start;
        item.current_period_end = ref.current_period_end;
      }
      charge(item);
      after.push(item);
    });
    assertSameInterval(after);
    return { after, lines };
  }

  function updateSubscription(id: string, data: Json): Obj {
    const sub = get(subscriptions, 'subscription', id);
    if (sub.status === 'canceled')
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    const behavior = String(data.proration_behavior ?? 'create_prorations');
    const at = int(data.proration_date, clockNow);
    const previous: Json = {};
    const { after, lines } = planChange(sub, (data.items ?? []) as Json[], at);
    const prorations = behavior === 'none' ? [] : lines;
    let invoice: Obj | null = null;
    if (prorations.length && behavior === 'always_invoice') {
      const pending = pendingLines.get(sub.id) ?? [];
      invoice = buildInvoice(
        String(sub.customer),
        String(sub.currency),
        [...pending, ...prorations],
        sub,
        'subscription_update',
      );
      const paid = chargeInvoice(invoice);
      if (!paid && data.payment_behavior === 'error_if_incomplete') {
        invoices.delete(invoice.id);
        throw new ApiError(402, 'card_error', 'Your card was declined.', 'card_declined');
      }
      pendingLines.delete(sub.id);
      previous.latest_invoice = sub.latest_invoice;
      sub.latest_invoice = invoice.id;
      if (!paid) {
        previous.status = sub.status;
        sub.status = 'past_due';
      }
    } else if (prorations.length) {
      pendingLines.set(sub.id, [...(pendingLines.get(sub.id) ?? []), ...prorations]);
    }
    if (lines.length || data.items) previous.items = clone(sub.items);
    (sub.items as Json).data = after;
    if (data.metadata) {
      previous.metadata = clone(sub.metadata);
      sub.metadata = { ...(sub.metadata as Json), ...(data.metadata as Json) };
    }
    if (data.default_payment_method !== undefined)
      sub.default_payment_method = data.default_payment_method || null;
    emit('customer.subscription.updated', sub, previous);
    if (invoice) {
      emit('invoice.finalized', invoice);
      emit(invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    }
    return sub;
  }

  /** POST /v1/invoices/create_preview: what the next invoice would be, with optional proposed changes. */
  function preview(data: Json): Obj {
    const subId = data.subscription as string | undefined;
    const details = (data.subscription_details ?? {}) as Json;
    if (!subId) {
      const customer = get(customers, 'customer', String(data.customer ?? ''), 'customer');
      return buildInvoice(customer.id, 'usd', [], null, 'manual', `upcoming_${customer.id}`);
    }
    const sub = get(subscriptions, 'subscription', subId, 'subscription');
    if (data.customer && data.customer !== sub.customer)
      throw invalid('The subscription does not belong to this customer.', 'customer');
    const at = int(details.proration_date, clockNow);
    const behavior = String(details.proration_behavior ?? 'create_prorations');
    const { after, lines } = details.items
      ? planChange(sub, details.items as Json[], at)
      : { after: itemsOf(sub), lines: [] as Json[] };
    const prorations = behavior === 'none' ? [] : lines;
    const pending = pendingLines.get(sub.id) ?? [];
    const id = `upcoming_in_${sub.id}`;
    if (behavior === 'always_invoice' && prorations.length)
      return buildInvoice(
        String(sub.customer),
        String(sub.currency),
        [...pending, ...prorations],
        sub,
        'subscription_update',
        id,
      );
    const next = after.map((it) => {
      const r = recurringOf(it.price as Json);
      const start = int(it.current_period_end);
      return fullLine(sub, {
        ...it,
        current_period_start: start,
        current_period_end: addInterval(start, r.interval, r.interval_count),
      });
    });
    const inv = buildInvoice(
      String(sub.customer),
      String(sub.currency),
      [...pending, ...prorations, ...next],
      sub,
      'subscription_cycle',
      id,
    );
    // Like Stripe: a cycle invoice covers the period that ends, and is created and charged at its end.
    const end = int(after[0]?.current_period_end, clockNow);
    inv.created = end;
    inv.next_payment_attempt = end;
    inv.period_start = int(after[0]?.current_period_start, clockNow);
    inv.period_end = end;
    return inv;
  }

  function renew(subscriptionId: string): Obj {
    const sub = get(subscriptions, 'subscription', subscriptionId);
    const previous = { status: sub.status, items: clone(sub.items) };
    for (const it of itemsOf(sub)) {
      const r = recurringOf(it.price as Json);
      it.current_period_start = it.current_period_end;
      it.current_period_end = addInterval(int(it.current_period_end), r.interval, r.interval_count);
    }
    const pending = pendingLines.get(sub.id) ?? [];
    pendingLines.delete(sub.id);
    const invoice = buildInvoice(
      String(sub.customer),
      String(sub.currency),
      [...pending, ...itemsOf(sub).map((it) => fullLine(sub, it))],
      sub,
      'subscription_cycle',
    );
    const paid = chargeInvoice(invoice);
    sub.latest_invoice = invoice.id;
    sub.status = paid ? 'active' : 'past_due';
    emit('invoice.finalized', invoice);
    emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    emit('customer.subscription.updated', sub, previous);
    return sub;
  }

  // ── Checkout Sessions ──
  function createSession(data: Json): Obj {
    const mode = String(data.mode ?? '');
    if (!['payment', 'subscription', 'setup'].includes(mode))
      throw invalid('Invalid mode: must be one of payment, setup, or subscription', 'mode');
    if (!data.success_url && data.ui_mode !== 'embedded')
      throw invalid('Missing required param: success_url.', 'success_url');
    if (data.customer) get(customers, 'customer', String(data.customer), 'customer');
    const items = ((data.line_items ?? []) as Json[]).map((w, i) => {
      const price = priceOf(w, `line_items[${i}]`, true);
      if (mode === 'payment' && price.recurring)
        throw invalid('You must be in `subscription` mode to use recurring prices.', `line_items[${i}]`);
      if (mode === 'subscription' && !price.recurring && i === 0)
        throw invalid(
          'You must provide at least one recurring price in `subscription` mode when using prices.',
          'line_items',
        );
      return { price, quantity: int(w.quantity, 1) };
    });
    if (mode !== 'setup' && !items.length) throw invalid('Missing required param: line_items.', 'line_items');
    const amount = items.reduce((n, it) => n + int(it.price.unit_amount) * it.quantity, 0);
    const id = `cs_test_${newId('a').slice(2)}`;
    const session: Obj = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: data.cancel_url ?? null,
      client_reference_id: data.client_reference_id ?? null,
      created: clockNow,
      currency: (items[0]?.price.currency as string) ?? null,
      customer: data.customer ?? null,
      customer_email: data.customer_email ?? null,
      expires_at: clockNow + 86_400,
      livemode: false,
      metadata: (data.metadata as Json) ?? {},
      mode,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      success_url: data.success_url ?? null,
      url: `${baseUrl}/c/pay/${id}`,
    };
    sessions.set(id, session);
    sessionItems.set(id, { items, subscriptionData: (data.subscription_data ?? {}) as Json });
    return session;
  }
  const sessionItems = new Map<
    string,
    { items: { price: Obj; quantity: number }[]; subscriptionData: Json }
  >();

  function completeCheckout(sessionId: string, outcome: 'paid' | 'declined' | 'expired' = 'paid') {
    const session = get(sessions, 'checkout session', sessionId);
    if (session.status !== 'open') throw new Error(`session ${sessionId} is ${String(session.status)}`);
    if (outcome === 'expired') {
      session.status = 'expired';
      session.url = null;
      emit('checkout.session.expired', session);
      return;
    }
    // A declined card stays on the hosted page: nothing is created, the session remains open.
    if (outcome === 'declined') return;
    const customer = session.customer
      ? get(customers, 'customer', String(session.customer))
      : createCustomer({ email: session.customer_email });
    session.customer = customer.id;
    const pm = newPaymentMethod('pm_card_visa', customer.id);
    (customer.invoice_settings as Json).default_payment_method ??= pm.id;
    const { items, subscriptionData } = sessionItems.get(sessionId)!;
    if (session.mode === 'subscription') {
      const sub = createSubscription(
        {
          customer: customer.id,
          metadata: subscriptionData.metadata ?? {},
          default_payment_method: pm.id,
          items: items.map((it) => ({ price: it.price.id, quantity: String(it.quantity) })),
        },
        'paid',
      );
      session.subscription = sub.id;
    } else {
      session.payment_intent = newId('pi');
    }
    session.status = 'complete';
    session.payment_status = 'paid';
    session.url = null;
    emit('checkout.session.completed', session);
  }

  // ── Routes ──
  type Handler = (body: Json, params: string[], query: Json) => unknown;
  const routes: [string, RegExp, Handler][] = [
    ['POST', /^\/v1\/customers$/, (b) => createCustomer(b)],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (_b, [id]) => get(customers, 'customer', id!)],
    [
      'POST',
      /^\/v1\/customers\/([^/]+)$/,
      (b, [id]) => {
        const c = get(customers, 'customer', id!);
        const settings = b.invoice_settings as Json | undefined;
        if (settings && 'default_payment_method' in settings) {
          const pmId = String(settings.default_payment_method ?? '');
          if (pmId) {
            const pm = get(paymentMethods, 'PaymentMethod', pmId, 'invoice_settings[default_payment_method]');
            if (pm.customer !== c.id)
              throw invalid(
                `The customer does not have a payment method with the ID ${pmId}. The payment method must be attached to the customer.`,
                'invoice_settings[default_payment_method]',
              );
          }
          (c.invoice_settings as Json).default_payment_method = pmId || null;
        }
        for (const key of ['email', 'name', 'description'] as const)
          if (b[key] !== undefined) c[key] = b[key];
        if (b.metadata) c.metadata = { ...(c.metadata as Json), ...(b.metadata as Json) };
        emit('customer.updated', c);
        return c;
      },
    ],
    [
      'GET',
      /^\/v1\/customers\/([^/]+)\/payment_methods$/,
      (_b, [id], q) => {
        get(customers, 'customer', id!);
        return list(
          [...paymentMethods.values()].filter((p) => p.customer === id && (!q.type || p.type === q.type)),
          `/v1/customers/${id}/payment_methods`,
        );
      },
    ],
    [
      'POST',
      /^\/v1\/products$/,
      (b) => {
        if (!b.name) throw invalid('Missing required param: name.', 'name');
        const id = b.id ? String(b.id) : newId('prod');
        if (products.has(id)) throw invalid(`Product already exists.`, 'id');
        const p: Obj = {
          id,
          object: 'product',
          name: String(b.name),
          active: true,
          created: clockNow,
          livemode: false,
          metadata: (b.metadata as Json) ?? {},
        };
        products.set(id, p);
        return p;
      },
    ],
    ['GET', /^\/v1\/products\/([^/]+)$/, (_b, [id]) => get(products, 'product', id!)],
    ['POST', /^\/v1\/checkout\/sessions$/, (b) => createSession(b)],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (_b, [id]) => get(sessions, 'checkout.session', id!)],
    ['POST', /^\/v1\/subscriptions$/, (b) => createSubscription(b, 'charge')],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (_b, [id]) => get(subscriptions, 'subscription', id!)],
    ['POST', /^\/v1\/subscriptions\/([^/]+)$/, (b, [id]) => updateSubscription(id!, b)],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (_b, [id]) => {
        const sub = get(subscriptions, 'subscription', id!);
        const previous = { status: sub.status };
        sub.status = 'canceled';
        sub.canceled_at = clockNow;
        sub.ended_at = clockNow;
        emit('customer.subscription.deleted', sub, previous);
        return sub;
      },
    ],
    ['POST', /^\/v1\/invoices\/create_preview$/, (b) => preview(b)],
    ['GET', /^\/v1\/invoices\/([^/]+)$/, (_b, [id]) => get(invoices, 'invoice', id!)],
    [
      'GET',
      /^\/v1\/invoices$/,
      (_b, _p, q) => {
        const all = [...invoices.values()]
          .filter(
            (i) =>
              (!q.customer || i.customer === q.customer) &&
              (!q.subscription || subscriptionOf(i) === q.subscription),
          )
          .sort((a, b) => int(b.created) - int(a.created));
        return list(all.slice(0, int(q.limit, 10)), '/v1/invoices');
      },
    ],
    [
      'POST',
      /^\/v1\/payment_methods$/,
      (b) => newPaymentMethod(String(((b.card ?? {}) as Json).token ?? ''), null),
    ],
    [
      'GET',
      /^\/v1\/payment_methods$/,
      (_b, _p, q) => {
        if (q.customer) get(customers, 'customer', String(q.customer), 'customer');
        return list(
          [...paymentMethods.values()].filter(
            (p) => p.customer && (!q.customer || p.customer === q.customer) && (!q.type || p.type === q.type),
          ),
          '/v1/payment_methods',
        );
      },
    ],
    ['GET', /^\/v1\/payment_methods\/([^/]+)$/, (_b, [id]) => get(paymentMethods, 'PaymentMethod', id!)],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      (b, [id]) => {
        const customer = get(customers, 'customer', String(b.customer ?? ''), 'customer');
        const pm = TEST_CARDS[id!] ? newPaymentMethod(id!, null) : get(paymentMethods, 'PaymentMethod', id!);
        if (pm.customer && pm.customer !== customer.id)
          throw invalid('The payment method you provided has already been attached to a customer.');
        pm.customer = customer.id;
        emit('payment_method.attached', pm);
        return pm;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      (_b, [id]) => {
        const pm = get(paymentMethods, 'PaymentMethod', id!);
        if (!pm.customer)
          throw invalid(
            'The payment method you provided is not attached to a customer so detachment is impossible.',
          );
        const owner = customers.get(String(pm.customer));
        if (owner && (owner.invoice_settings as Json).default_payment_method === pm.id)
          (owner.invoice_settings as Json).default_payment_method = null;
        pm.customer = null;
        emit('payment_method.detached', pm);
        return pm;
      },
    ],
    [
      'POST',
      /^\/v1\/billing_portal\/sessions$/,
      (b) => {
        const customer = get(customers, 'customer', String(b.customer ?? ''), 'customer');
        const id = newId('bps');
        return {
          id,
          object: 'billing_portal.session',
          configuration: 'bpc_fake',
          created: clockNow,
          customer: customer.id,
          livemode: false,
          locale: null,
          on_behalf_of: null,
          return_url: b.return_url ?? null,
          url: `${baseUrl}/p/session/${id}`,
        };
      },
    ],
  ];
  /** `expand[]` of top-level ids (latest_invoice, customer, subscription, default_payment_method). */
  const EXPANDABLE: Record<string, Map<string, Obj>> = {
    latest_invoice: invoices,
    customer: customers,
    subscription: subscriptions,
    default_payment_method: paymentMethods,
  };
  const expand = (result: Json, fields: string[]): Json => {
    for (const field of fields) {
      const map = EXPANDABLE[field];
      const id = result[field];
      if (map && typeof id === 'string' && map.has(id)) result[field] = clone(map.get(id));
    }
    return result;
  };
  const subscriptionOf = (invoice: Json) =>
    ((invoice.parent as Json | null)?.subscription_details as Json | undefined)?.subscription;

  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (c: Buffer) => chunks.push(c));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake');
      const method = incoming.method ?? 'GET';
      const send = (status: number, body: unknown) => {
        calls.push({ method, path: url.pathname, status });
        outgoing.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
        outgoing.end(JSON.stringify(body));
      };
      const auth = incoming.headers.authorization ?? '';
      if (auth !== `Bearer ${secretKey}`) {
        send(401, {
          error: {
            type: 'invalid_request_error',
            message: `Invalid API Key provided: ${auth.slice(7, 15)}***`,
          },
        });
        return;
      }
      const key = method === 'POST' ? (incoming.headers['idempotency-key'] as string | undefined) : undefined;
      const replay = key ? idempotent.get(key) : undefined;
      if (replay) {
        send(replay.status, replay.body);
        return;
      }
      let status = 200;
      let body: unknown;
      try {
        const form = parseStripeForm(Buffer.concat(chunks).toString('utf8'));
        const query = parseStripeForm(url.search.slice(1));
        const found = routes.find(([m, p]) => m === method && p.test(url.pathname));
        if (!found)
          throw new ApiError(
            404,
            'invalid_request_error',
            `Unrecognized request URL (${method}: ${url.pathname}).`,
          );
        const result = clone(found[2](form, (url.pathname.match(found[1]) ?? []).slice(1), query)) as Json;
        body = expand(result, [...((form.expand ?? []) as string[]), ...((query.expand ?? []) as string[])]);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        status = error.status;
        body = {
          error: {
            type: error.type,
            message: error.message,
            ...(error.code ? { code: error.code } : {}),
            ...(error.code === 'card_declined' ? { decline_code: 'generic_decline' } : {}),
            ...(error.param ? { param: error.param } : {}),
          },
        };
      }
      if (key) idempotent.set(key, { status, body });
      send(status, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    host: '127.0.0.1',
    port,
    secretKey,
    customers,
    sessions,
    subscriptions,
    invoices,
    paymentMethods,
    events,
    takeEvents: () => events.slice(taken, (taken = events.length)),
    calls,
    now: () => clockNow,
    setNow: (seconds) => void (clockNow = seconds),
    completeCheckout,
    declineCharges: (on) => void (declining = on),
    renew,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
