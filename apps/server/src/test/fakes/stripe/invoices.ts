import { chargeableCard, declines } from './cards.js';
import { int, list, type Json, type Obj, type State } from './state.js';

export function lineFor(
  s: State,
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
    id: s.newId('il'),
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

export function buildInvoice(
  s: State,
  customerId: string,
  currency: string,
  lines: Json[],
  sub: Obj | null,
  reason: string,
  id = s.newId('in'),
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
    created: s.now,
    currency,
    customer: customerId,
    hosted_invoice_url: null,
    number: null,
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
    period_start: periods.length ? Math.min(...periods.map((p) => p.start)) : s.now,
    period_end: periods.length ? Math.max(...periods.map((p) => p.end)) : s.now,
    starting_balance: 0,
    status: 'draft',
    status_transitions: { finalized_at: null, paid_at: null, voided_at: null },
    subtotal: total,
    total,
    total_taxes: [],
  };
}

/** Stripe numbers an invoice and gives it a hosted page when it is finalized. */
export function finalizeInvoice(s: State, invoice: Obj) {
  if (invoice.number) return;
  const numbered = [...s.invoices.values()].filter((i) => i.number).length;
  invoice.number = `FAKE-${String(numbered + 1).padStart(4, '0')}`;
  invoice.hosted_invoice_url = `https://invoice.stripe.test/i/${String(invoice.id)}`;
}

/** Finalizes and charges an invoice; a credit (negative total) goes to the customer's balance. */
export function chargeInvoice(s: State, invoice: Obj): boolean {
  invoice.status = 'open';
  finalizeInvoice(s, invoice);
  (invoice.status_transitions as Json).finalized_at = s.now;
  invoice.attempted = true;
  invoice.attempt_count = int(invoice.attempt_count) + 1;
  const customer = s.customers.get(String(invoice.customer));
  const total = int(invoice.total);
  if (total < 0 && customer) customer.balance = int(customer.balance) + total;
  const paid = int(invoice.amount_due) === 0 || !declines(s, chargeableCard(s, String(invoice.customer)));
  if (paid) {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    (invoice.status_transitions as Json).paid_at = s.now;
  }
  s.invoices.set(invoice.id, invoice);
  return paid;
}
