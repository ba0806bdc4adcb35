import { and, asc, desc, eq } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import { PERIOD_INTERVAL, parsePlanPriceId, type PricePeriod } from '@leadloop/domain/billing/catalogue';
import type {
  BillingOverview,
  BillingPlans,
  PaymentMethod,
  UpcomingInvoice,
} from '@leadloop/domain/billing/api';
import type { PaymentInfo } from '@leadloop/domain';
import type { AppContext } from '../../lib/context.js';
import type { SpaceRow, UserRow } from '../../lib/auth-guard.js';
import { billingPaymentMethods, billingPayments } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { loadCatalogue } from '../../lib/plans.js';
import { inSpace } from '../../lib/scope.js';
import { clock } from '../../lib/clock.js';
import { creditsSummary } from '../credits/index.js';
import { seatUsage } from '../spaces/index.js';
import { billingTerms, canUpgrade, chargeNow, startPlanCheckout } from './checkout.js';
import { assertCheckoutOffered, createPayment, paymentsOf, paymentsTaker } from './payments.js';
import { settlePayment } from './settle.js';
import { StripePayments } from '../../providers/payments/index.js';

const stripeOf = (ctx: AppContext) => {
  const provider = paymentsOf(ctx);
  return provider instanceof StripePayments ? provider : null;
};

export async function billingOverview(ctx: AppContext, space: SpaceRow): Promise<BillingOverview> {
  const [seats, credits, invoice] = await Promise.all([
    seatUsage(ctx.db, space.id),
    creditsSummary(ctx.db, space.id),
    upcomingInvoice(ctx, space),
  ]);
  const sub = space.billing.subscription;
  return {
    tier: space.tier,
    is_paid: space.isPaid,
    payment_in_progress: space.paymentInProgress,
    is_billing_enabled: space.isBillingEnabled,
    subscription_mode: space.subscriptionMode,
    subscription: sub ? { ...sub, renews_at: space.billing.renews_at ?? null } : null,
    seats: {
      cloud: { used: seats.cloud_seats_used, total: seats.cloud_seats_total },
      extension: { used: seats.extension_seats_used, total: seats.extension_seats_total },
    },
    credits: { balance: credits.balance, used: credits.usage_by_type.default },
    next_invoice: invoice ? { amount: invoice.total, currency: invoice.currency, date: invoice.date } : null,
    provider: paymentsTaker(ctx),
    show_transactions: space.isBillingEnabled,
  };
}

export async function billingPlans(ctx: AppContext, space: SpaceRow): Promise<BillingPlans> {
  const catalogue = await loadCatalogue(ctx.db);
  const { currency } = billingTerms(space);
  return {
    tiers: catalogue.tiers.filter((p) => p.is_enabled),
    seat_prices: catalogue.seat_prices,
    credit_packs: catalogue.credit_packs,
    tax_percent: catalogue.tax_percent,
    current_tier: space.tier,
    current_period: space.billing.subscription?.period ?? null,
    currency,
    can_upgrade: canUpgrade(space),
    payments: paymentsTaker(ctx),
  };
}

/** The next invoice of a live subscription: the plan, plus the seats bought beyond what it includes. */
export async function upcomingInvoice(ctx: AppContext, space: SpaceRow): Promise<UpcomingInvoice> {
  const sub = space.billing.subscription;
  if (!sub || !space.billing.renews_at) return null;
  const catalogue = await loadCatalogue(ctx.db);
  const stripe = stripeOf(ctx);
  const { customer_id: customer, subscription_id: subscription } = space.billing;
  if (stripe && customer && subscription) {
    // Stripe's own preview: its prorations and seat lines, exactly what it will charge.
    const preview = await stripe.upcomingInvoice(customer, subscription);
    return {
      date: preview.date,
      currency: preview.currency,
      lines: preview.lines,
      subtotal: preview.subtotal,
      tax_percent: catalogue.tax_percent,
      tax: preview.total - preview.subtotal,
      total: preview.total,
    };
  }
  const plan = catalogue.tiers.find((p) => p.tier === sub.tier);
  const period = sub.period as PricePeriod;
  const currency = sub.currency as 'usd';
  const lines = [
    { description: `${plan?.name ?? sub.tier} plan (${period})`, quantity: 1, amount: sub.amount },
  ];
  const extraCloud = Math.max(0, space.cloudSeats - (plan?.seats_included.cloud ?? 0));
  const extraExt = Math.max(0, space.extensionSeats - (plan?.seats_included.extension ?? 0));
  if (extraCloud)
    lines.push({
      description: 'Cloud seats',
      quantity: extraCloud,
      amount: extraCloud * catalogue.seat_prices.cloud[period][currency],
    });
  if (extraExt)
    lines.push({
      description: 'Extension seats',
      quantity: extraExt,
      amount: extraExt * catalogue.seat_prices.extension[period][currency],
    });
  const subtotal = lines.reduce((n, l) => n + l.amount, 0);
  const tax = Math.round((subtotal * catalogue.tax_percent) / 100);
  return {
    date: space.billing.renews_at,
    currency: sub.currency,
    lines,
    subtotal,
    tax_percent: catalogue.tax_percent,
    tax,
    total: subtotal + tax,
  };
}

/**
 * GET /billing/prices/{id}/upgrade_info: what moving to that price costs (001 §3 Payment info); on a live
 * subscription with a provider that prorates, also what it charges now (`due_now`).
 */
export async function upgradeInfo(ctx: AppContext, space: SpaceRow, priceId: string): Promise<PaymentInfo> {
  const price = parsePlanPriceId(priceId);
  const catalogue = await loadCatalogue(ctx.db);
  const plan = price && catalogue.tiers.find((p) => p.tier === price.tier && p.is_enabled);
  const base = price && plan?.local_prices[price.period]?.[price.currency];
  if (!price || !base) throw badRequest(CODES.priceNotFound);
  const tax = Math.round((base * catalogue.tax_percent) / 100);
  const provider = paymentsOf(ctx);
  const subscriptionId = space.billing.subscription_id;
  const preview =
    provider.previewSubscriptionChange && subscriptionId && space.billing.subscription
      ? await provider.previewSubscriptionChange(planChange(catalogue, subscriptionId, price, base))
      : null;
  return {
    currency: price.currency,
    current_base_price: base,
    tax_percent: catalogue.tax_percent,
    current_tax: tax,
    current_price: base + tax,
    ...(preview ? { due_now: preview.amountDue } : {}),
  };
}

/** The provider's view of a plan change: the plan line's new price, the seat lines at the new period. */
function planChange(
  catalogue: Awaited<ReturnType<typeof loadCatalogue>>,
  subscriptionId: string,
  price: NonNullable<ReturnType<typeof parsePlanPriceId>>,
  base: number,
) {
  return {
    subscriptionId,
    unitAmount: base,
    currency: price.currency,
    intervalMonths: PERIOD_INTERVAL[price.period],
    description: `Tier ${price.tier} (${price.period})`,
    seatUnitAmounts: {
      cloud: catalogue.seat_prices.cloud[price.period][price.currency],
      extension: catalogue.seat_prices.extension[price.period][price.currency],
    },
  };
}

/**
 * PUT /billing/subscription {local_price_id}: a paid workspace changes plan on its live subscription
 * (prorated by the provider, charged to the card on file); without one, it goes through checkout.
 */
export async function changeSubscription(ctx: AppContext, space: SpaceRow, user: UserRow, priceId: string) {
  assertCheckoutOffered(ctx);
  if (!space.billing.subscription_id || !space.billing.subscription) {
    return startPlanCheckout(ctx, space, user, priceId);
  }
  const info = await upgradeInfo(ctx, space, priceId);
  const price = parsePlanPriceId(priceId)!;
  if (space.billing.subscription.tier === price.tier && space.billing.subscription.period === price.period)
    throw badRequest(CODES.alreadyOnPlan);
  const catalogue = await loadCatalogue(ctx.db);
  const payment = await createPayment(ctx, {
    spaceId: space.id,
    userId: user.id,
    kind: 'subscription',
    amount: 0,
    currency: price.currency,
    details: {
      description: `Plan change (${price.period}, prorated)`,
      tier: price.tier,
      period: price.period,
      list_amount: info.current_base_price,
    },
  });
  const { prorationAmount } = await chargeNow(ctx, payment, () =>
    paymentsOf(ctx).updateSubscription(
      planChange(catalogue, space.billing.subscription_id!, price, info.current_base_price),
    ),
  );
  await ctx.db
    .update(billingPayments)
    .set({ amount: prorationAmount })
    .where(eq(billingPayments.id, payment.id));
  await settlePayment(ctx, payment.id, 'paid');
  return { redirect: false, url: `/billing/overview?space=${space.id}`, payment_id: payment.id };
}

/** Cards on file (001 §7 payment_method calls). The sandbox keeps them here; numbers are never stored. */
export async function listPaymentMethods(
  ctx: AppContext,
  space: SpaceRow,
): Promise<{ items: PaymentMethod[] }> {
  const stripe = stripeOf(ctx);
  if (stripe) {
    const customer = space.billing.customer_id;
    return { items: customer ? await stripe.paymentMethods(customer) : [] };
  }
  const spaceId = space.id;
  const rows = await ctx.db
    .select()
    .from(billingPaymentMethods)
    .where(inSpace(billingPaymentMethods, spaceId))
    .orderBy(desc(billingPaymentMethods.isPrimary), asc(billingPaymentMethods.createdAt));
  return {
    items: rows.map((r) => ({
      _id: r.id,
      brand: r.brand,
      last4: r.last4,
      exp_month: r.expMonth,
      exp_year: r.expYear,
      is_primary: r.isPrimary,
    })),
  };
}

/** Luhn check: 001 §8 'card number incorrect'. */
function isCardNumber(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    sum += n;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export async function addPaymentMethod(
  ctx: AppContext,
  space: SpaceRow,
  body: { card_number: string; exp_month: number; exp_year: number },
) {
  // With Stripe, card numbers never reach this server: they are entered on Stripe's pages.
  if (stripeOf(ctx)) throw badRequest(CODES.cardsInPortal);
  const spaceId = space.id;
  const digits = body.card_number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !isCardNumber(digits)) throw badRequest(CODES.cardNumberIncorrect);
  const existing = await listPaymentMethods(ctx, space);
  await ctx.db.insert(billingPaymentMethods).values({
    spaceId,
    provider: paymentsOf(ctx).name,
    externalId: `pm_${clock.nowMs()}`,
    brand: digits.startsWith('4') ? 'visa' : digits.startsWith('5') ? 'mastercard' : 'card',
    last4: digits.slice(-4),
    expMonth: body.exp_month,
    expYear: body.exp_year,
    isPrimary: existing.items.length === 0,
  });
  return listPaymentMethods(ctx, space);
}

/** A card of this workspace's Stripe customer (another customer's card is 'not found'). */
async function stripeCard(ctx: AppContext, space: SpaceRow, id: string) {
  const stripe = stripeOf(ctx)!;
  const customer = space.billing.customer_id;
  const cards = customer ? await stripe.paymentMethods(customer) : [];
  if (!customer || !cards.some((c) => c._id === id)) throw notFound(CODES.paymentMethodNotFound);
  return { stripe, customer };
}

export async function deletePaymentMethod(ctx: AppContext, space: SpaceRow, id: string) {
  if (stripeOf(ctx)) {
    const { stripe } = await stripeCard(ctx, space, id);
    await stripe.detachPaymentMethod(id);
    return listPaymentMethods(ctx, space);
  }
  const spaceId = space.id;
  const [row] = await ctx.db
    .delete(billingPaymentMethods)
    .where(and(inSpace(billingPaymentMethods, spaceId), eq(billingPaymentMethods.id, id)))
    .returning();
  if (!row) throw notFound(CODES.paymentMethodNotFound);
  return listPaymentMethods(ctx, space);
}

export async function setPrimaryPaymentMethod(ctx: AppContext, space: SpaceRow, id: string) {
  if (stripeOf(ctx)) {
    const { stripe, customer } = await stripeCard(ctx, space, id);
    await stripe.setPrimaryPaymentMethod(customer, id);
    return listPaymentMethods(ctx, space);
  }
  const spaceId = space.id;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(billingPaymentMethods)
      .where(and(inSpace(billingPaymentMethods, spaceId), eq(billingPaymentMethods.id, id)));
    if (!row) throw notFound(CODES.paymentMethodNotFound);
    await tx
      .update(billingPaymentMethods)
      .set({ isPrimary: false })
      .where(inSpace(billingPaymentMethods, spaceId));
    await tx.update(billingPaymentMethods).set({ isPrimary: true }).where(eq(billingPaymentMethods.id, id));
  });
  return listPaymentMethods(ctx, space);
}
