import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import { TIERS } from '@leadloop/domain';
import type { AppContext } from '../../lib/context.js';
import type { RealtimeHub } from '../../lib/realtime.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { StripePayments } from '../../providers/payments/index.js';
import { billingEvents, billingPayments, spaces } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { notifySpace } from '../spaces/index.js';
import { grantCredits } from '../credits/index.js';
import { planFor } from '../../lib/plans.js';
import { paymentsOf, transition } from './payments.js';
import { settlePayment } from './settle.js';

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : v?.id);

/**
 * POST /billing/stripe/webhook: Stripe's events, verified with the SDK's signature check (a wrong one is
 * 400 and changes nothing) and applied once per event id: the event's mark is a unique insert in the
 * transaction that applies it, so a concurrent duplicate waits for that transaction and then finds the mark
 * (`duplicate: true`), and an apply that fails leaves no mark (Stripe retries, and the retry applies).
 */
export async function handleStripeEvent(ctx: AppContext, raw: string, signature: string | undefined) {
  const provider = paymentsOf(ctx);
  if (!(provider instanceof StripePayments)) throw notFound();
  let event: Stripe.Event;
  try {
    event = await provider.verifyWebhook(raw, signature ?? '');
  } catch {
    throw badRequest(CODES.webhookSignatureInvalid);
  }
  const emits: (() => void)[] = [];
  const applied = await ctx.db.transaction(async (tx) => {
    const [mark] = await tx
      .insert(billingEvents)
      .values({ id: event.id, provider: 'stripe', type: event.type, receivedAt: clock.now() })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (!mark) return false;
    await applyEvent({ ...ctx, db: tx, realtime: afterCommit(ctx.realtime, emits) }, event);
    return true;
  });
  // Browsers hear of the change once it is committed (they refetch at once).
  for (const emit of emits) emit();
  return { received: true, duplicate: !applied };
}

/** The real-time hub with its emits held until the transaction commits (dropped if it rolls back). */
function afterCommit(realtime: RealtimeHub, emits: (() => void)[]): RealtimeHub {
  return Object.assign(Object.create(realtime) as RealtimeHub, {
    emitToSpace: (...a: Parameters<RealtimeHub['emitToSpace']>) =>
      void emits.push(() => realtime.emitToSpace(...a)),
    emitToUser: (...a: Parameters<RealtimeHub['emitToUser']>) =>
      void emits.push(() => realtime.emitToUser(...a)),
  });
}

async function spaceByCustomer(ctx: AppContext, customerId: string | undefined) {
  if (!customerId) return undefined;
  const [row] = await ctx.db
    .select()
    .from(spaces)
    .where(sql`${spaces.billing}->>'customer_id' = ${customerId}`);
  return row;
}

async function applyEvent(ctx: AppContext, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const paymentId = session.client_reference_id ?? session.metadata?.payment_id;
      if (!paymentId) return;
      const ids = { customerId: idOf(session.customer), subscriptionId: idOf(session.subscription) };
      if (session.payment_status === 'unpaid') {
        // Paid later (bank debit): the workspace shows payment in progress until the async event.
        const row = await transition(ctx.db, paymentId, ['pending'], 'processing');
        if (row) {
          await ctx.db.update(spaces).set({ paymentInProgress: true }).where(eq(spaces.id, row.spaceId));
          notifySpace(ctx, row.spaceId);
        }
        return;
      }
      await settlePayment(ctx, paymentId, 'paid', ids);
      return;
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const paymentId = session.client_reference_id ?? session.metadata?.payment_id;
      if (paymentId)
        await settlePayment(
          ctx,
          paymentId,
          event.type === 'checkout.session.expired' ? 'abandoned' : 'failed',
        );
      return;
    }
    case 'invoice.payment_failed':
    case 'invoice.paid': {
      const invoice = event.data.object;
      const space = await spaceByCustomer(ctx, idOf(invoice.customer));
      if (!space) return;
      if (invoice.billing_reason === 'subscription_cycle')
        await recordRenewal(ctx, space, invoice, event.type === 'invoice.paid');
      await ctx.db
        .update(spaces)
        .set({ isPaid: event.type === 'invoice.paid', paymentInProgress: false, updatedAt: clock.now() })
        .where(eq(spaces.id, space.id));
      notifySpace(ctx, space.id);
      return;
    }
    case 'customer.subscription.updated': {
      // Seat lines carry the seats bought beyond the plan's: total = included + quantity. A seat line
      // that was there before and is gone now means none beyond the plan's.
      const sub = event.data.object;
      const space = await spaceByCustomer(ctx, idOf(sub.customer));
      if (!space) return;
      const plan = await planFor(ctx.db, space.tier);
      const before = (event.data.previous_attributes?.items?.data ?? []) as { metadata?: Stripe.Metadata }[];
      const seats = (type: 'cloud' | 'extension') => {
        const item = sub.items.data.find((i) => i.metadata?.seat_type === type);
        if (item) return plan.seats_included[type] + (item.quantity ?? 0);
        return before.some((i) => i.metadata?.seat_type === type) ? plan.seats_included[type] : undefined;
      };
      const cloud = seats('cloud');
      const extension = seats('extension');
      await ctx.db
        .update(spaces)
        .set({
          ...(cloud !== undefined ? { cloudSeats: cloud } : {}),
          ...(extension !== undefined ? { extensionSeats: extension } : {}),
          isPaid: sub.status === 'active' || sub.status === 'trialing',
          updatedAt: clock.now(),
        })
        .where(eq(spaces.id, space.id));
      notifySpace(ctx, space.id);
      return;
    }
    case 'customer.subscription.deleted': {
      const space = await spaceByCustomer(ctx, idOf(event.data.object.customer));
      if (!space) return;
      const { subscription: _s, subscription_id: _i, renews_at: _r, ...rest } = space.billing;
      await ctx.db
        .update(spaces)
        .set({ tier: TIERS.free, billing: rest, updatedAt: clock.now() })
        .where(eq(spaces.id, space.id));
      notifySpace(ctx, space.id);
      return;
    }
    default:
      return;
  }
}

/**
 * A renewal exists only at Stripe: it becomes a transaction here (one row per invoice: failed, then paid
 * when a retry succeeds), a paid one grants the plan's credits for the new period and moves renews_at.
 */
async function recordRenewal(
  ctx: AppContext,
  space: typeof spaces.$inferSelect,
  invoice: Stripe.Invoice,
  paid: boolean,
): Promise<void> {
  const [existing] = await ctx.db
    .select()
    .from(billingPayments)
    .where(and(eq(billingPayments.provider, 'stripe'), eq(billingPayments.externalId, invoice.id ?? '')));
  if (existing?.status === 'paid') return;
  const values = {
    status: (paid ? 'paid' : 'failed') as 'paid' | 'failed',
    amount: paid ? invoice.amount_paid : invoice.amount_due,
    updatedAt: clock.now(),
  };
  const [row] = existing
    ? await ctx.db.update(billingPayments).set(values).where(eq(billingPayments.id, existing.id)).returning()
    : await ctx.db
        .insert(billingPayments)
        .values({
          ...values,
          spaceId: space.id,
          userId: null,
          provider: 'stripe',
          kind: 'subscription',
          externalId: invoice.id ?? null,
          currency: invoice.currency,
          details: { description: 'Renewal', tier: space.tier },
        })
        .returning();
  if (!paid || !row) return;
  const plan = await planFor(ctx.db, space.tier);
  if (plan.credits_included)
    await grantCredits(ctx.db, space.id, plan.credits_included, 'purchase', { payment_id: row.id });
  const periodEnd = Math.max(...invoice.lines.data.map((l) => l.period.end));
  if (Number.isFinite(periodEnd))
    await ctx.db
      .update(spaces)
      .set({ billing: { ...space.billing, renews_at: new Date(periodEnd * 1000).toISOString() } })
      .where(eq(spaces.id, space.id));
}

/** The webhook needs the body exactly as sent (the signature covers its bytes): its own JSON parser. */
export async function stripeWebhookRoute(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/billing/stripe/webhook',
      {
        config: { auth: 'public' },
        schema: {
          response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }) },
        },
      },
      (request) =>
        handleStripeEvent(
          scope.ctx,
          typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? ''),
          request.headers['stripe-signature'] as string | undefined,
        ),
    );
  });
}
