import { eq } from 'drizzle-orm';
import {
  PERIOD_INTERVAL,
  parsePlanPriceId,
  type PricePeriod,
  type BillingSeatType,
} from '@leadloop/domain/billing/catalogue';
import { applyPromotion } from '@leadloop/domain/format/numbers';
import { TIERS, TIER_LABELS, tierName, type Currency, CODES } from '@leadloop/domain';
import type { Checkout } from '@leadloop/domain/billing/api';
import type { AppContext } from '../../lib/context.js';
import type { SpaceRow, UserRow } from '../../lib/auth-guard.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import { loadCatalogue } from '../../lib/plans.js';
import { billingPayments } from '../../db/schema/index.js';
import { assertCheckoutOffered, createPayment, paymentsOf, transition, type PaymentRow } from './payments.js';
import { settlePayment } from './settle.js';
import { PaymentDeclined } from '../../providers/payments/index.js';
import type { PaymentKind } from '../../db/schema/index.js';

/** 000 §2: the Upgrade button shows only with billing on and a subscription mode other than disabled. */
export const canUpgrade = (space: SpaceRow) =>
  space.isBillingEnabled && space.subscriptionMode !== 'disabled' && space.subscriptionMode !== 'manual';

export function assertCanBuy(ctx: AppContext, space: SpaceRow): void {
  assertCheckoutOffered(ctx);
  if (!canUpgrade(space)) throw forbidden(CODES.billingContactSupport);
  if (space.paymentInProgress) throw conflict(CODES.paymentAlreadyInProgress);
}

/** The workspace's billing period and currency: its subscription's, else monthly in US dollars. */
export function billingTerms(space: SpaceRow): { period: PricePeriod; currency: Currency } {
  const sub = space.billing.subscription;
  return {
    period: (sub?.period as PricePeriod | undefined) ?? 'monthly',
    currency: (sub?.currency as Currency | undefined) ?? 'usd',
  };
}

const planLabel = (tier: number) => TIER_LABELS[tierName(tier) ?? 'free'];

/** Sends the checkout to the provider and keeps its id on the payment row. */
async function checkoutFor(
  ctx: AppContext,
  space: SpaceRow,
  payment: PaymentRow,
  request: { description: string; unitAmount: number; quantity: number; intervalMonths?: number },
): Promise<Checkout> {
  const base = ctx.config.publicUrl;
  const q = `space=${space.id}`;
  const success =
    payment.kind === 'subscription'
      ? `${base}/payment-in-progress?redirect_from_stripe=true&${q}`
      : `${base}/billing/overview?redirect_from_stripe=true&${q}`;
  const { externalId, url } = await paymentsOf(ctx).createCheckout({
    paymentId: payment.id,
    spaceId: space.id,
    kind: payment.kind,
    currency: payment.currency,
    customerId: space.billing.customer_id,
    successUrl: success,
    cancelUrl: `${base}/billing/overview?${q}`,
    ...request,
  });
  await ctx.db.update(billingPayments).set({ externalId }).where(eq(billingPayments.id, payment.id));
  return { redirect: true, url, payment_id: payment.id };
}

async function newPayment(
  ctx: AppContext,
  space: SpaceRow,
  user: UserRow,
  kind: PaymentKind,
  amount: number,
  currency: string,
  details: Record<string, unknown>,
) {
  return createPayment(ctx, { spaceId: space.id, userId: user.id, kind, amount, currency, details });
}

/**
 * GET /billing/checkout?price_id=: a plan bought through the provider's hosted page (the free-tier upgrade,
 * and any workspace without a live subscription). Promo codes apply on the free tier only (001 §9).
 */
export async function startPlanCheckout(
  ctx: AppContext,
  space: SpaceRow,
  user: UserRow,
  priceId: string,
  promoCode?: string,
): Promise<Checkout> {
  assertCanBuy(ctx, space);
  const price = parsePlanPriceId(priceId);
  if (!price) throw badRequest(CODES.priceNotFound);
  const catalogue = await loadCatalogue(ctx.db);
  const plan = catalogue.tiers.find((p) => p.tier === price.tier);
  if (!plan?.is_enabled) throw badRequest(CODES.planNotAvailable);
  const listAmount = plan.local_prices[price.period]?.[price.currency];
  if (!listAmount) throw badRequest(CODES.priceNotFound);
  const sub = space.billing.subscription;
  if (sub && sub.tier === plan.tier && sub.period === price.period) throw badRequest(CODES.alreadyOnPlan);
  let promo: { code: string; percent_off: number } | null = null;
  if (promoCode?.trim()) {
    if (space.tier !== TIERS.free) throw badRequest(CODES.promoFreeTierOnly);
    const found = catalogue.promo_codes.find((p) => p.code.toLowerCase() === promoCode.trim().toLowerCase());
    if (!found) throw badRequest(CODES.promoCodeInvalid);
    promo = { code: found.code, percent_off: found.percent_off };
  }
  const amount = applyPromotion(listAmount, promo?.percent_off, space.tier);
  const description = `${planLabel(plan.tier)} (${price.period})`;
  const payment = await newPayment(ctx, space, user, 'subscription', amount, price.currency, {
    description,
    tier: plan.tier,
    period: price.period,
    interval: PERIOD_INTERVAL[price.period],
    list_amount: listAmount,
    promo_code: promo?.code ?? null,
    percent_off: promo?.percent_off ?? 0,
  });
  return checkoutFor(ctx, space, payment, {
    description,
    unitAmount: amount,
    quantity: 1,
    intervalMonths: PERIOD_INTERVAL[price.period],
  });
}

/** POST /billing/seats: more seats of a type, priced per the workspace's period and currency. */
export async function startSeatsCheckout(
  ctx: AppContext,
  space: SpaceRow,
  user: UserRow,
  seatType: BillingSeatType,
  count: number,
): Promise<Checkout> {
  assertCanBuy(ctx, space);
  const catalogue = await loadCatalogue(ctx.db);
  const plan = catalogue.tiers.find((p) => p.tier === space.tier);
  if (seatType === 'cloud' && plan?.features.cloud !== 'active') throw badRequest(CODES.noCloudSeats);
  const { period, currency } = billingTerms(space);
  const unit = catalogue.seat_prices[seatType][period][currency];
  const description = `${count} × ${seatType === 'cloud' ? 'Cloud' : 'Extension'} seat (${period})`;
  const provider = paymentsOf(ctx);
  const subscriptionId = space.billing.subscription_id;
  if (provider.changeSeats && subscriptionId && space.billing.subscription) {
    // A live subscription: the seats become its quantity, prorated and charged to the card on file.
    const total = (seatType === 'cloud' ? space.cloudSeats : space.extensionSeats) + count;
    const payment = await newPayment(ctx, space, user, 'seats', 0, currency, {
      description: `${description}, prorated`,
      seat_type: seatType,
      count,
      total,
    });
    return setSubscriptionSeats(ctx, space, payment, {
      subscriptionId,
      seatType,
      quantity: Math.max(0, total - (plan?.seats_included[seatType] ?? 0)),
      unitAmount: unit,
      currency,
      intervalMonths: PERIOD_INTERVAL[period],
    });
  }
  const payment = await newPayment(ctx, space, user, 'seats', unit * count, currency, {
    description,
    seat_type: seatType,
    count,
  });
  return checkoutFor(ctx, space, payment, { description, unitAmount: unit, quantity: count });
}

/**
 * Seats bought or removed on a live subscription: the provider sets the seat line's quantity and prorates; the
 * payment records the proration (a credit when negative) and is settled, which moves the workspace's seats.
 */
export async function setSubscriptionSeats(
  ctx: AppContext,
  space: SpaceRow,
  payment: PaymentRow,
  change: Parameters<NonNullable<ReturnType<typeof paymentsOf>['changeSeats']>>[0],
): Promise<Checkout> {
  const provider = paymentsOf(ctx);
  const { prorationAmount } = await chargeNow(ctx, payment, () => provider.changeSeats!(change));
  await ctx.db
    .update(billingPayments)
    .set({ amount: prorationAmount })
    .where(eq(billingPayments.id, payment.id));
  await settlePayment(ctx, payment.id, 'paid');
  return { redirect: false, url: `/billing/overview?space=${space.id}`, payment_id: payment.id };
}

/**
 * A change the provider charges at once (plan change, seats on a live subscription): a declined card
 * leaves the payment failed and answers 001 §8's payment error; nothing else changed.
 */
export async function chargeNow<T>(
  ctx: AppContext,
  payment: PaymentRow,
  charge: () => Promise<T>,
): Promise<T> {
  try {
    return await charge();
  } catch (error) {
    if (!(error instanceof PaymentDeclined)) throw error;
    await transition(ctx.db, payment.id, ['pending'], 'failed');
    throw badRequest(CODES.paymentError);
  }
}

/** GET /billing/prices/credits?price_id=: a credit pack, bought once. */
export async function startCreditsCheckout(
  ctx: AppContext,
  space: SpaceRow,
  user: UserRow,
  packId: string,
): Promise<Checkout> {
  assertCanBuy(ctx, space);
  const catalogue = await loadCatalogue(ctx.db);
  const pack = catalogue.credit_packs.find((p) => p.id === packId);
  if (!pack) throw badRequest(CODES.priceNotFound);
  const { currency } = billingTerms(space);
  const description = `${pack.credits} credits`;
  const payment = await newPayment(ctx, space, user, 'credits', pack.prices[currency], currency, {
    description,
    pack_id: pack.id,
    credits: pack.credits,
  });
  return checkoutFor(ctx, space, payment, { description, unitAmount: pack.prices[currency], quantity: 1 });
}
