import { eq, sql } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import {
  PERIOD_INTERVAL,
  SANDBOX_SETTLE_SECONDS,
  type PricePeriod,
} from '@leadloop/domain/billing/catalogue';
import type { AppContext } from '../../lib/context.js';
import { spaces, type SpaceBilling } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { loadCatalogue } from '../../lib/plans.js';
import { grantCredits } from '../credits/index.js';
import { notifySpace } from '../spaces/index.js';
import { isUuid } from '../../lib/ids.js';
import {
  assertCheckoutOffered,
  describePayment,
  findPayment,
  paymentsOf,
  transition,
  type PaymentRow,
} from './payments.js';

export type Outcome = 'paid' | 'failed' | 'abandoned';

const addMonths = (from: Date, months: number) => {
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
};

/**
 * THE one place a payment's outcome takes effect — called by the sandbox checkout and by the Stripe
 * webhook alike. Idempotent: only the call that moves the payment out of pending/processing acts.
 * Paid: a plan sets the tier (is_paid, the subscription, the plan's seats and credits), seats add to the
 * count, a credit pack is granted (a ledger row). Failed: a plan leaves the workspace unpaid
 * (/billing-warning). Either way the payment is no longer in progress.
 */
export async function settlePayment(
  ctx: AppContext,
  paymentId: string,
  outcome: Outcome,
  ids: { customerId?: string; subscriptionId?: string } = {},
): Promise<PaymentRow | undefined> {
  const row = await transition(ctx.db, paymentId, ['pending', 'processing'], outcome);
  if (!row) return undefined;
  const d = row.details as Record<string, unknown>;
  const [space] = await ctx.db.select().from(spaces).where(eq(spaces.id, row.spaceId));
  if (!space) return row;
  const now = clock.now();
  if (outcome === 'paid' && row.kind === 'subscription') {
    const tier = Number(d.tier);
    const period = String(d.period) as PricePeriod;
    const plan = (await loadCatalogue(ctx.db)).tiers.find((p) => p.tier === tier);
    const billing: SpaceBilling = {
      ...space.billing,
      subscription: {
        tier,
        interval: PERIOD_INTERVAL[period],
        currency: row.currency,
        amount: Number(d.list_amount ?? row.amount),
        period,
      },
      customer_id: ids.customerId ?? space.billing.customer_id ?? `cus_${space.id}`,
      subscription_id: ids.subscriptionId ?? space.billing.subscription_id ?? `sub_${row.id}`,
      renews_at: addMonths(now, PERIOD_INTERVAL[period]).toISOString(),
    };
    await ctx.db
      .update(spaces)
      .set({
        tier,
        // A paid plan ends the trial (the trial job leaves the workspace alone from now on).
        trialEndsAt: null,
        isPaid: true,
        paymentInProgress: false,
        subscriptionMode: space.subscriptionMode === 'no_sub' ? 'stripe' : space.subscriptionMode,
        billing,
        cloudSeats: sql`greatest(${spaces.cloudSeats}, ${plan?.seats_included.cloud ?? 0})`,
        extensionSeats: sql`greatest(${spaces.extensionSeats}, ${plan?.seats_included.extension ?? 0})`,
        updatedAt: now,
      })
      .where(eq(spaces.id, space.id));
    if (plan?.credits_included)
      await grantCredits(ctx.db, space.id, plan.credits_included, 'purchase', { payment_id: row.id });
  } else if (outcome === 'paid' && row.kind === 'seats') {
    // A subscription quantity change knows the new total (the provider's webhook sets the same); a
    // checkout adds what it sold.
    const count = Number(d.count);
    const total = typeof d.total === 'number' ? d.total : null;
    const column = d.seat_type === 'cloud' ? spaces.cloudSeats : spaces.extensionSeats;
    const value = total === null ? sql`${column} + ${count}` : sql`${total}`;
    await ctx.db
      .update(spaces)
      .set(d.seat_type === 'cloud' ? { cloudSeats: value } : { extensionSeats: value })
      .where(eq(spaces.id, space.id));
  } else if (outcome === 'paid' && row.kind === 'credits') {
    await grantCredits(ctx.db, space.id, Number(d.credits), 'purchase', { payment_id: row.id });
    ctx.realtime.emitToSpace(space.id, 'update_credits', { space_id: space.id });
  } else if (outcome === 'failed' && row.kind === 'subscription') {
    await ctx.db
      .update(spaces)
      .set({ isPaid: false, paymentInProgress: false })
      .where(eq(spaces.id, space.id));
  } else if (row.kind === 'subscription') {
    await ctx.db.update(spaces).set({ paymentInProgress: false }).where(eq(spaces.id, space.id));
  }
  notifySpace(ctx, space.id);
  return row;
}

export const SETTLE_QUEUE = 'billing.settle';

/**
 * The sandbox checkout page's answer (Pay, Fail, Abandon). A plan's payment is confirmed a few seconds
 * later, like a card provider's webhook, so the workspace shows 'payment in progress' meanwhile; seats and
 * credits settle at once. Returns where the browser goes next.
 */
export async function sandboxOutcome(
  ctx: AppContext,
  spaceId: string,
  paymentId: string,
  outcome: Outcome,
): Promise<{ url: string }> {
  assertCheckoutOffered(ctx);
  if (paymentsOf(ctx).name !== 'sandbox') throw notFound(CODES.checkoutNotFound);
  const payment = isUuid(paymentId) ? await findPayment(ctx, spaceId, paymentId) : undefined;
  if (!payment || payment.status !== 'pending') throw notFound(CODES.checkoutNotFound);
  const q = `space=${spaceId}`;
  if (outcome === 'abandoned') {
    await settlePayment(ctx, payment.id, 'abandoned');
    return { url: `/billing/overview?${q}` };
  }
  if (payment.kind !== 'subscription') {
    await settlePayment(ctx, payment.id, outcome);
    const page = payment.kind === 'credits' ? 'credits-history' : 'overview';
    return { url: `/billing/${page}?redirect_from_stripe=true&${q}` };
  }
  const moved = await transition(ctx.db, payment.id, ['pending'], 'processing');
  if (!moved) throw badRequest(CODES.checkoutNotFound);
  await ctx.db.update(spaces).set({ paymentInProgress: true }).where(eq(spaces.id, spaceId));
  notifySpace(ctx, spaceId);
  if (ctx.jobs) {
    await ctx.jobs.send(
      SETTLE_QUEUE,
      { payment_id: payment.id, outcome },
      { startAfterSeconds: SANDBOX_SETTLE_SECONDS },
    );
  } else {
    await settlePayment(ctx, payment.id, outcome);
  }
  return { url: `/payment-in-progress?redirect_from_stripe=true&${q}` };
}

/** GET /billing/sandbox/{id}: what the sandbox checkout page shows. */
export async function sandboxCheckout(ctx: AppContext, spaceId: string, paymentId: string) {
  assertCheckoutOffered(ctx);
  const payment = isUuid(paymentId) ? await findPayment(ctx, spaceId, paymentId) : undefined;
  if (!payment || paymentsOf(ctx).name !== 'sandbox') throw notFound(CODES.checkoutNotFound);
  return {
    _id: payment.id,
    status: payment.status,
    description: describePayment(payment),
    amount: payment.amount,
    currency: payment.currency,
    kind: payment.kind,
  };
}
