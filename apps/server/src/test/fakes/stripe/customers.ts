import { get, invalid, list, type Json, type Obj, type Route, type State } from './state.js';

export function createCustomer(s: State, data: Json): Obj {
  const c: Obj = {
    id: s.newId('cus'),
    object: 'customer',
    balance: 0,
    created: s.now,
    currency: null,
    email: (data.email as string) ?? null,
    name: (data.name as string) ?? null,
    description: (data.description as string) ?? null,
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null },
    livemode: false,
    metadata: (data.metadata as Json) ?? {},
    delinquent: false,
  };
  s.customers.set(c.id, c);
  return c;
}
export const customerRoutes = (s: State): Route[] => [
  ['POST', /^\/v1\/customers$/, (b) => createCustomer(s, b)],
  ['GET', /^\/v1\/customers\/([^/]+)$/, (_b, [id]) => get(s.customers, 'customer', id!)],
  [
    'POST',
    /^\/v1\/customers\/([^/]+)$/,
    (b, [id]) => {
      const c = get(s.customers, 'customer', id!);
      const settings = b.invoice_settings as Json | undefined;
      if (settings && 'default_payment_method' in settings) {
        const pmId = String(settings.default_payment_method ?? '');
        if (pmId) {
          const pm = get(s.paymentMethods, 'PaymentMethod', pmId, 'invoice_settings[default_payment_method]');
          if (pm.customer !== c.id)
            throw invalid(
              `The customer does not have a payment method with the ID ${pmId}. The payment method must be attached to the customer.`,
              'invoice_settings[default_payment_method]',
            );
        }
        (c.invoice_settings as Json).default_payment_method = pmId || null;
      }
      for (const key of ['email', 'name', 'description'] as const) if (b[key] !== undefined) c[key] = b[key];
      if (b.metadata) c.metadata = { ...(c.metadata as Json), ...(b.metadata as Json) };
      s.emit('customer.updated', c);
      return c;
    },
  ],
  [
    'GET',
    /^\/v1\/customers\/([^/]+)\/payment_methods$/,
    (_b, [id], q) => {
      get(s.customers, 'customer', id!);
      return list(
        [...s.paymentMethods.values()].filter((p) => p.customer === id && (!q.type || p.type === q.type)),
        `/v1/customers/${id}/payment_methods`,
      );
    },
  ],
  [
    'POST',
    /^\/v1\/billing_portal\/sessions$/,
    (b) => {
      const customer = get(s.customers, 'customer', String(b.customer ?? ''), 'customer');
      const id = s.newId('bps');
      return {
        id,
        object: 'billing_portal.session',
        configuration: 'bpc_fake',
        created: s.now,
        customer: customer.id,
        livemode: false,
        locale: null,
        on_behalf_of: null,
        return_url: b.return_url ?? null,
        url: `${s.baseUrl}/p/session/${id}`,
      };
    },
  ],
];
