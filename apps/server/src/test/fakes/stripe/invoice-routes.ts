import { buildInvoice } from './invoices.js';
import { recurringOf } from './prices.js';
import {
  addInterval,
  get,
  int,
  invalid,
  list,
  type Json,
  type Obj,
  type Route,
  type State,
} from './state.js';
import { fullLine, itemsOf, planChange } from './subscriptions.js';

/** POST /v1/invoices/create_preview: what the next invoice would be, with optional proposed changes. */
export function preview(s: State, data: Json): Obj {
  const subId = data.subscription as string | undefined;
  const details = (data.subscription_details ?? {}) as Json;
  if (!subId) {
    const customer = get(s.customers, 'customer', String(data.customer ?? ''), 'customer');
    return buildInvoice(s, customer.id, 'usd', [], null, 'manual', `upcoming_${customer.id}`);
  }
  const sub = get(s.subscriptions, 'subscription', subId, 'subscription');
  if (data.customer && data.customer !== sub.customer)
    throw invalid('The subscription does not belong to this customer.', 'customer');
  const at = int(details.proration_date, s.now);
  const behavior = String(details.proration_behavior ?? 'create_prorations');
  const { after, lines } = details.items
    ? planChange(s, sub, details.items as Json[], at)
    : { after: itemsOf(sub), lines: [] as Json[] };
  const prorations = behavior === 'none' ? [] : lines;
  const pending = s.pendingLines.get(sub.id) ?? [];
  const id = `upcoming_in_${sub.id}`;
  if (behavior === 'always_invoice' && prorations.length)
    return buildInvoice(
      s,
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
    return fullLine(s, sub, {
      ...it,
      current_period_start: start,
      current_period_end: addInterval(start, r.interval, r.interval_count),
    });
  });
  const inv = buildInvoice(
    s,
    String(sub.customer),
    String(sub.currency),
    [...pending, ...prorations, ...next],
    sub,
    'subscription_cycle',
    id,
  );
  // Like Stripe: a cycle invoice covers the period that ends, and is created and charged at its end.
  const end = int(after[0]?.current_period_end, s.now);
  inv.created = end;
  inv.next_payment_attempt = end;
  inv.period_start = int(after[0]?.current_period_start, s.now);
  inv.period_end = end;
  return inv;
}
export const subscriptionOf = (invoice: Json) =>
  ((invoice.parent as Json | null)?.subscription_details as Json | undefined)?.subscription;
export const invoiceRoutes = (s: State): Route[] => [
  ['POST', /^\/v1\/invoices\/create_preview$/, (b) => preview(s, b)],
  ['GET', /^\/v1\/invoices\/([^/]+)$/, (_b, [id]) => get(s.invoices, 'invoice', id!)],
  [
    'GET',
    /^\/v1\/invoices$/,
    (_b, _p, q) => {
      const all = [...s.invoices.values()]
        .filter(
          (i) =>
            (!q.customer || i.customer === q.customer) &&
            (!q.subscription || subscriptionOf(i) === q.subscription),
        )
        .sort((a, b) => int(b.created) - int(a.created));
      return list(all.slice(0, int(q.limit, 10)), '/v1/invoices');
    },
  ],
];
