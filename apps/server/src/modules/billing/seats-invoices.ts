import { CODES } from '@leadloop/domain';
import { PERIOD_INTERVAL, type BillingSeatType } from '@leadloop/domain/billing/catalogue';
import type { Checkout, ProviderInvoices } from '@leadloop/domain/billing/api';
import type { PaymentInfo } from '@leadloop/domain';
import type { AppContext } from '../../lib/context.js';
import type { SpaceRow, UserRow } from '../../lib/auth-guard.js';
import { badRequest } from '../../lib/errors.js';
import { loadCatalogue } from '../../lib/plans.js';
import { StripePayments } from '../../providers/payments/index.js';
import { seatUsage } from '../spaces/index.js';
import { billingTerms, setSubscriptionSeats } from './checkout.js';
import { assertCheckoutOffered, createPayment, paymentsOf } from './payments.js';

/**
 * POST /billing/seats/remove {seat_type, count}: fewer seats on the live subscription, prorated as Stripe's
 * subscription update does it (unused time on the old quantity credited to the customer's balance). Never
 * below the seats in use, nor below the plan's own seats.
 */
export async function removeSeats(
  ctx: AppContext,
  space: SpaceRow,
  user: UserRow,
  seatType: BillingSeatType,
  count: number,
): Promise<Checkout> {
  assertCheckoutOffered(ctx);
  const provider = paymentsOf(ctx);
  const subscriptionId = space.billing.subscription_id;
  if (!provider.changeSeats || !subscriptionId || !space.billing.subscription)
    throw badRequest(CODES.subscriptionRequired);
  const catalogue = await loadCatalogue(ctx.db);
  const plan = catalogue.tiers.find((p) => p.tier === space.tier);
  const included = plan?.seats_included[seatType] ?? 0;
  const usage = await seatUsage(ctx.db, space.id);
  const current = seatType === 'cloud' ? space.cloudSeats : space.extensionSeats;
  const used = seatType === 'cloud' ? usage.cloud_seats_used : usage.extension_seats_used;
  const total = current - count;
  if (total < used) throw badRequest(CODES.seatCountInvalid);
  if (total < included) throw badRequest(CODES.seatsIncludedInPlan);
  const { period, currency } = billingTerms(space);
  const payment = await createPayment(ctx, {
    spaceId: space.id,
    userId: user.id,
    kind: 'seats',
    amount: 0,
    currency,
    details: {
      description: `${count} × ${seatType === 'cloud' ? 'Cloud' : 'Extension'} seat removed (${period}, prorated)`,
      seat_type: seatType,
      count: -count,
      total,
    },
  });
  return setSubscriptionSeats(ctx, space, payment, {
    subscriptionId,
    seatType,
    quantity: total - included,
    unitAmount: catalogue.seat_prices[seatType][period][currency],
    currency,
    intervalMonths: PERIOD_INTERVAL[period],
  });
}

/** GET /billing/invoices: the provider's invoices of this workspace's customer (Stripe's, newest first). */
export async function providerInvoices(ctx: AppContext, space: SpaceRow): Promise<ProviderInvoices> {
  const provider = paymentsOf(ctx);
  const customer = space.billing.customer_id;
  if (!(provider instanceof StripePayments) || !customer) return { items: [] };
  return { items: await provider.invoices(customer) };
}

/**
 * GET /billing/prices/extend_info: what extending the current subscription by one more period costs —
 * 001 §3 Payment info (currency, base price, tax percent, tax, price) for the plan at its period and
 * currency with the seats bought beyond the plan's. No subscription: nothing to extend.
 */
export async function extendInfo(ctx: AppContext, space: SpaceRow): Promise<PaymentInfo> {
  const sub = space.billing.subscription;
  if (!sub) throw badRequest(CODES.subscriptionRequired);
  const catalogue = await loadCatalogue(ctx.db);
  const { period, currency } = billingTerms(space);
  const plan = catalogue.tiers.find((p) => p.tier === sub.tier);
  const planPrice = plan?.local_prices[period]?.[currency] ?? sub.amount;
  const extra = (type: BillingSeatType) =>
    Math.max(
      0,
      (type === 'cloud' ? space.cloudSeats : space.extensionSeats) - (plan?.seats_included[type] ?? 0),
    );
  const base =
    planPrice +
    extra('cloud') * catalogue.seat_prices.cloud[period][currency] +
    extra('extension') * catalogue.seat_prices.extension[period][currency];
  const tax = Math.round((base * catalogue.tax_percent) / 100);
  return {
    currency,
    current_base_price: base,
    tax_percent: catalogue.tax_percent,
    current_tax: tax,
    current_price: base + tax,
  };
}
