import { newPaymentMethod } from './cards.js';
import { createCustomer } from './customers.js';
import { priceOf } from './prices.js';
import { get, int, invalid, type Json, type Obj, type Route, type State } from './state.js';
import { createSubscription } from './subscriptions.js';

export function createSession(s: State, data: Json): Obj {
  const mode = String(data.mode ?? '');
  if (!['payment', 'subscription', 'setup'].includes(mode))
    throw invalid('Invalid mode: must be one of payment, setup, or subscription', 'mode');
  if (!data.success_url && data.ui_mode !== 'embedded')
    throw invalid('Missing required param: success_url.', 'success_url');
  if (data.customer) get(s.customers, 'customer', String(data.customer), 'customer');
  const items = ((data.line_items ?? []) as Json[]).map((w, i) => {
    const price = priceOf(s, w, `line_items[${i}]`, true);
    if (mode === 'payment' && price.recurring)
      throw invalid('You must be in `subscription` mode to use recurring s.prices.', `line_items[${i}]`);
    if (mode === 'subscription' && !price.recurring && i === 0)
      throw invalid(
        'You must provide at least one recurring price in `subscription` mode when using s.prices.',
        'line_items',
      );
    return { price, quantity: int(w.quantity, 1) };
  });
  if (mode !== 'setup' && !items.length) throw invalid('Missing required param: line_items.', 'line_items');
  const amount = items.reduce((n, it) => n + int(it.price.unit_amount) * it.quantity, 0);
  const id = `cs_test_${s.newId('a').slice(2)}`;
  const session: Obj = {
    id,
    object: 'checkout.session',
    amount_subtotal: amount,
    amount_total: amount,
    cancel_url: data.cancel_url ?? null,
    client_reference_id: data.client_reference_id ?? null,
    created: s.now,
    currency: (items[0]?.price.currency as string) ?? null,
    customer: data.customer ?? null,
    customer_email: data.customer_email ?? null,
    expires_at: s.now + 86_400,
    livemode: false,
    metadata: (data.metadata as Json) ?? {},
    mode,
    payment_intent: null,
    payment_status: 'unpaid',
    status: 'open',
    subscription: null,
    success_url: data.success_url ?? null,
    url: `${s.baseUrl}/c/pay/${id}`,
  };
  s.sessions.set(id, session);
  s.sessionItems.set(id, { items, subscriptionData: (data.subscription_data ?? {}) as Json });
  return session;
}
export function completeCheckout(
  s: State,
  sessionId: string,
  outcome: 'paid' | 'declined' | 'expired' = 'paid',
) {
  const session = get(s.sessions, 'checkout session', sessionId);
  if (session.status !== 'open') throw new Error(`session ${sessionId} is ${String(session.status)}`);
  if (outcome === 'expired') {
    session.status = 'expired';
    session.url = null;
    s.emit('checkout.session.expired', session);
    return;
  }
  // A declined card stays on the hosted page: nothing is created, the session remains open.
  if (outcome === 'declined') return;
  const customer = session.customer
    ? get(s.customers, 'customer', String(session.customer))
    : createCustomer(s, { email: session.customer_email });
  session.customer = customer.id;
  const pm = newPaymentMethod(s, 'pm_card_visa', customer.id);
  (customer.invoice_settings as Json).default_payment_method ??= pm.id;
  const { items, subscriptionData } = s.sessionItems.get(sessionId)!;
  if (session.mode === 'subscription') {
    const sub = createSubscription(
      s,
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
    session.payment_intent = s.newId('pi');
  }
  session.status = 'complete';
  session.payment_status = 'paid';
  session.url = null;
  s.emit('checkout.session.completed', session);
}
export const checkoutRoutes = (s: State): Route[] => [
  ['POST', /^\/v1\/checkout\/sessions$/, (b) => createSession(s, b)],
  ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (_b, [id]) => get(s.sessions, 'checkout.session', id!)],
];
