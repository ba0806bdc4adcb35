import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Payment, PaymentsTaker } from '@leadloop/domain/billing/api';
import type { AppContext } from '../../lib/context.js';
import { billingPayments, type PaymentKind, type PaymentStatus } from '../../db/schema/index.js';
import { inSpace } from '../../lib/scope.js';
import { clock } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import { CODES } from '@leadloop/domain';
import type { PaymentsProvider } from '../../providers/payments/index.js';

export type PaymentRow = typeof billingPayments.$inferSelect;

/** The configured provider (the composition root builds Stripe when its key is configured, else the sandbox). */
export const paymentsOf = (ctx: AppContext): PaymentsProvider => ctx.payments;

/**
 * Whether this server takes payments: through Stripe when configured; through the sandbox, where a click
 * pays, only when the operator allowed sandboxes that grant money (SANDBOX_GRANTS=1, ARCHITECTURE.md
 * "Sandboxes"). Otherwise every purchase answers 'Payments are not set up on this server'.
 */
export const isCheckoutOffered = (ctx: AppContext): boolean =>
  ctx.payments.name !== 'sandbox' || ctx.config.sandboxGrants;

export function assertCheckoutOffered(ctx: AppContext): void {
  if (!isCheckoutOffered(ctx)) throw badRequest(CODES.paymentsNotSetUp);
}

/** The provider the billing screens name: 'none' when no checkout is offered. */
export const paymentsTaker = (ctx: AppContext): PaymentsTaker =>
  isCheckoutOffered(ctx) ? paymentsOf(ctx).name : 'none';

export async function createPayment(
  ctx: AppContext,
  input: {
    spaceId: string;
    userId: string | null;
    kind: PaymentKind;
    amount: number;
    currency: string;
    details: Record<string, unknown>;
  },
): Promise<PaymentRow> {
  const [row] = await ctx.db
    .insert(billingPayments)
    .values({ ...input, provider: paymentsOf(ctx).name })
    .returning();
  return row!;
}

export async function findPayment(ctx: AppContext, spaceId: string, id: string) {
  const [row] = await ctx.db
    .select()
    .from(billingPayments)
    .where(and(inSpace(billingPayments, spaceId), eq(billingPayments.id, id)));
  return row;
}

export async function findPaymentByExternalId(ctx: AppContext, provider: string, externalId: string) {
  const [row] = await ctx.db
    .select()
    .from(billingPayments)
    .where(and(eq(billingPayments.provider, provider), eq(billingPayments.externalId, externalId)));
  return row;
}

/**
 * Moves a payment from an open state to `to`, once: the conditional UPDATE is the guard, so a replayed
 * webhook or a double click settles nothing twice. Returns the row when this call made the move.
 */
export async function transition(
  db: AppContext['db'],
  id: string,
  from: PaymentStatus[],
  to: PaymentStatus,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(billingPayments)
    .set({ status: to, updatedAt: clock.now() })
    .where(and(eq(billingPayments.id, id), inArray(billingPayments.status, from)))
    .returning();
  return row;
}

export function describePayment(row: PaymentRow): string {
  const d = row.details as { description?: string };
  return d.description ?? row.kind;
}

export function toPaymentView(row: PaymentRow): Payment {
  return {
    _id: row.id,
    kind: row.kind,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    description: describePayment(row),
    provider: row.provider,
    created_at: row.createdAt.toISOString(),
  };
}

/** Transactions: every payment that reached an outcome, newest first. */
export async function listTransactions(ctx: AppContext, spaceId: string) {
  const rows = await ctx.db
    .select()
    .from(billingPayments)
    .where(and(inSpace(billingPayments, spaceId), inArray(billingPayments.status, ['paid', 'failed'])))
    .orderBy(desc(billingPayments.createdAt))
    .limit(200);
  return { items: rows.map(toPaymentView) };
}
