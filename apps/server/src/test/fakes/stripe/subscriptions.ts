import { buildInvoice, chargeInvoice, finalizeInvoice, lineFor } from './invoices.js';
import { priceOf, productName, recurringOf } from './prices.js';
import {
  addInterval,
  ApiError,
  clone,
  get,
  int,
  invalid,
  list,
  missing,
  type Json,
  type Obj,
  type Route,
  type State,
} from './state.js';

export function newItem(
  s: State,
  sub: Obj,
  price: Obj,
  quantity: number,
  metadata: Json,
  start: number,
): Obj {
  const r = recurringOf(price);
  return {
    id: s.newId('si'),
    object: 'subscription_item',
    created: s.now,
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
export const itemsOf = (sub: Obj) => (sub.items as { data: Obj[] }).data;
export const fullLine = (s: State, sub: Obj, item: Obj) => {
  const price = item.price as Json;
  const q = int(item.quantity, 1);
  return lineFor(
    s,
    sub,
    price,
    q,
    int(price.unit_amount) * q,
    { start: int(item.current_period_start), end: int(item.current_period_end) },
    `${q} × ${productName(s, price)}`,
    false,
    item.id,
  );
};

export function createSubscription(s: State, data: Json, firstPayment: 'charge' | 'paid'): Obj {
  const customer = get(s.customers, 'customer', String(data.customer ?? ''), 'customer');
  const wanted = (data.items ?? []) as Json[];
  if (!wanted.length) throw invalid('Missing required param: items.', 'items');
  const sub: Obj = {
    id: s.newId('sub'),
    object: 'subscription',
    billing_cycle_anchor: s.now,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    collection_method: 'charge_automatically',
    created: s.now,
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
    start_date: s.now,
    status: 'incomplete',
    trial_end: null,
    trial_start: null,
  };
  const items = wanted.map((w, i) => {
    const price = priceOf(s, w, `items[${i}]`);
    if (!price.recurring)
      throw invalid(
        'The price specified is set to `type=one_time` but this field only accepts s.prices with `type=recurring`.',
        `items[${i}]`,
      );
    return newItem(s, sub, price, int(w.quantity, 1), (w.metadata as Json) ?? {}, s.now);
  });
  assertSameInterval(items);
  sub.currency = (items[0]!.price as Json).currency;
  sub.items = list(items, `/v1/subscription_items?subscription=${sub.id}`);
  const invoice = buildInvoice(
    s,
    customer.id,
    String(sub.currency),
    items.map((it) => fullLine(s, sub, it)),
    sub,
    'subscription_create',
  );
  const paid = firstPayment === 'paid' ? (markPaid(s, invoice), true) : chargeInvoice(s, invoice);
  if (!paid && data.payment_behavior === 'error_if_incomplete') {
    // Stripe creates nothing when the first payment fails under error_if_incomplete.
    s.invoices.delete(invoice.id);
    throw new ApiError(402, 'card_error', 'Your card was declined.', 'card_declined');
  }
  sub.latest_invoice = invoice.id;
  sub.status = paid ? 'active' : 'incomplete';
  s.subscriptions.set(sub.id, sub);
  s.emit('customer.subscription.created', sub);
  s.emit('invoice.finalized', invoice);
  s.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
  return sub;
}
export function markPaid(s: State, invoice: Obj) {
  finalizeInvoice(s, invoice);
  invoice.status = 'paid';
  invoice.attempted = true;
  invoice.attempt_count = 1;
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  (invoice.status_transitions as Json).finalized_at = s.now;
  (invoice.status_transitions as Json).paid_at = s.now;
  s.invoices.set(invoice.id, invoice);
}
export function assertSameInterval(items: Obj[]) {
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
export function planChange(s: State, sub: Obj, wanted: Json[], at: number) {
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
        s,
        sub,
        price,
        q,
        amount,
        { start: at, end },
        `${what} on ${q} × ${productName(s, price)} after ${when}`,
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
      if (w.price || w.price_data) next.price = priceOf(s, w, param);
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
    const price = priceOf(s, w, param);
    if (!price.recurring) throw invalid('This field only accepts s.prices with `type=recurring`.', param);
    const item = newItem(s, sub, price, int(w.quantity, 1), (w.metadata as Json) ?? {}, anchor);
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

export function updateSubscription(s: State, id: string, data: Json): Obj {
  const sub = get(s.subscriptions, 'subscription', id);
  if (sub.status === 'canceled')
    throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
  const behavior = String(data.proration_behavior ?? 'create_prorations');
  const at = int(data.proration_date, s.now);
  const previous: Json = {};
  const { after, lines } = planChange(s, sub, (data.items ?? []) as Json[], at);
  const prorations = behavior === 'none' ? [] : lines;
  let invoice: Obj | null = null;
  if (prorations.length && behavior === 'always_invoice') {
    const pending = s.pendingLines.get(sub.id) ?? [];
    invoice = buildInvoice(
      s,
      String(sub.customer),
      String(sub.currency),
      [...pending, ...prorations],
      sub,
      'subscription_update',
    );
    const paid = chargeInvoice(s, invoice);
    if (!paid && data.payment_behavior === 'error_if_incomplete') {
      s.invoices.delete(invoice.id);
      throw new ApiError(402, 'card_error', 'Your card was declined.', 'card_declined');
    }
    s.pendingLines.delete(sub.id);
    previous.latest_invoice = sub.latest_invoice;
    sub.latest_invoice = invoice.id;
    if (!paid) {
      previous.status = sub.status;
      sub.status = 'past_due';
    }
  } else if (prorations.length) {
    s.pendingLines.set(sub.id, [...(s.pendingLines.get(sub.id) ?? []), ...prorations]);
  }
  if (lines.length || data.items) previous.items = clone(sub.items);
  (sub.items as Json).data = after;
  if (data.metadata) {
    previous.metadata = clone(sub.metadata);
    sub.metadata = { ...(sub.metadata as Json), ...(data.metadata as Json) };
  }
  if (data.default_payment_method !== undefined)
    sub.default_payment_method = data.default_payment_method || null;
  s.emit('customer.subscription.updated', sub, previous);
  if (invoice) {
    s.emit('invoice.finalized', invoice);
    s.emit(invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice);
  }
  return sub;
}

export function renew(s: State, subscriptionId: string): Obj {
  const sub = get(s.subscriptions, 'subscription', subscriptionId);
  const previous = { status: sub.status, items: clone(sub.items) };
  for (const it of itemsOf(sub)) {
    const r = recurringOf(it.price as Json);
    it.current_period_start = it.current_period_end;
    it.current_period_end = addInterval(int(it.current_period_end), r.interval, r.interval_count);
  }
  const pending = s.pendingLines.get(sub.id) ?? [];
  s.pendingLines.delete(sub.id);
  const invoice = buildInvoice(
    s,
    String(sub.customer),
    String(sub.currency),
    [...pending, ...itemsOf(sub).map((it) => fullLine(s, sub, it))],
    sub,
    'subscription_cycle',
  );
  const paid = chargeInvoice(s, invoice);
  sub.latest_invoice = invoice.id;
  sub.status = paid ? 'active' : 'past_due';
  s.emit('invoice.finalized', invoice);
  s.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
  s.emit('customer.subscription.updated', sub, previous);
  return sub;
}
export const subscriptionRoutes = (s: State): Route[] => [
  ['POST', /^\/v1\/subscriptions$/, (b) => createSubscription(s, b, 'charge')],
  ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (_b, [id]) => get(s.subscriptions, 'subscription', id!)],
  ['POST', /^\/v1\/subscriptions\/([^/]+)$/, (b, [id]) => updateSubscription(s, id!, b)],
  [
    'DELETE',
    /^\/v1\/subscriptions\/([^/]+)$/,
    (_b, [id]) => {
      const sub = get(s.subscriptions, 'subscription', id!);
      const previous = { status: sub.status };
      sub.status = 'canceled';
      sub.canceled_at = s.now;
      sub.ended_at = s.now;
      s.emit('customer.subscription.deleted', sub, previous);
      return sub;
    },
  ],
];
