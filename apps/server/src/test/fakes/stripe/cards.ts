import { get, invalid, list, type Json, type Obj, type Route, type State } from './state.js';

const TEST_CARDS: Record<string, { brand: string; last4: string; declines?: boolean }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', declines: true },
  tok_visa: { brand: 'visa', last4: '4242' },
  tok_mastercard: { brand: 'mastercard', last4: '4444' },
  tok_chargeDeclined: { brand: 'visa', last4: '0002', declines: true },
};
export function newPaymentMethod(s: State, token: string, customer: string | null): Obj {
  const card = TEST_CARDS[token];
  if (!card) throw invalid(`No such token: '${token}'`, 'card[token]');
  const pm: Obj = {
    id: s.newId('pm'),
    object: 'payment_method',
    type: 'card',
    billing_details: { address: null, email: null, name: null, phone: null },
    card: {
      brand: card.brand,
      last4: card.last4,
      exp_month: 12,
      exp_year: new Date(s.now * 1000).getUTCFullYear() + 3,
      country: 'US',
      funding: 'credit',
    },
    created: s.now,
    customer,
    livemode: false,
    metadata: {},
    allow_redisplay: 'unspecified',
  };
  s.paymentMethods.set(pm.id, pm);
  return pm;
}
/** The card a customer's s.invoices are charged to: its default, else the first attached. */
export function chargeableCard(s: State, customerId: string): Obj | undefined {
  const customer = s.customers.get(customerId);
  const preferred = (customer?.invoice_settings as Json | undefined)?.default_payment_method;
  if (preferred) return s.paymentMethods.get(String(preferred));
  return [...s.paymentMethods.values()].find((p) => p.customer === customerId);
}
export const declines = (s: State, pm: Obj | undefined) =>
  s.declining || !pm || (pm.card as { last4: string }).last4 === '0002';
export const paymentMethodRoutes = (s: State): Route[] => [
  [
    'POST',
    /^\/v1\/payment_methods$/,
    (b) => newPaymentMethod(s, String(((b.card ?? {}) as Json).token ?? ''), null),
  ],
  [
    'GET',
    /^\/v1\/payment_methods$/,
    (_b, _p, q) => {
      if (q.customer) get(s.customers, 'customer', String(q.customer), 'customer');
      return list(
        [...s.paymentMethods.values()].filter(
          (p) => p.customer && (!q.customer || p.customer === q.customer) && (!q.type || p.type === q.type),
        ),
        '/v1/payment_methods',
      );
    },
  ],
  ['GET', /^\/v1\/payment_methods\/([^/]+)$/, (_b, [id]) => get(s.paymentMethods, 'PaymentMethod', id!)],
  [
    'POST',
    /^\/v1\/payment_methods\/([^/]+)\/attach$/,
    (b, [id]) => {
      const customer = get(s.customers, 'customer', String(b.customer ?? ''), 'customer');
      const pm = TEST_CARDS[id!]
        ? newPaymentMethod(s, id!, null)
        : get(s.paymentMethods, 'PaymentMethod', id!);
      if (pm.customer && pm.customer !== customer.id)
        throw invalid('The payment method you provided has already been attached to a customer.');
      pm.customer = customer.id;
      s.emit('payment_method.attached', pm);
      return pm;
    },
  ],
  [
    'POST',
    /^\/v1\/payment_methods\/([^/]+)\/detach$/,
    (_b, [id]) => {
      const pm = get(s.paymentMethods, 'PaymentMethod', id!);
      if (!pm.customer)
        throw invalid(
          'The payment method you provided is not attached to a customer so detachment is impossible.',
        );
      const owner = s.customers.get(String(pm.customer));
      if (owner && (owner.invoice_settings as Json).default_payment_method === pm.id)
        (owner.invoice_settings as Json).default_payment_method = null;
      pm.customer = null;
      s.emit('payment_method.detached', pm);
      return pm;
    },
  ],
];
