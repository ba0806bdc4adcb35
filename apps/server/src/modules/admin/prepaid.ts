import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CODES } from '@leadloop/domain';
import type { PrepaidCustomer, prepaidBodySchema } from '@leadloop/domain/admin/entities';
import type { PricePeriod } from '@leadloop/domain/billing/catalogue';
import type { AppContext } from '../../lib/context.js';
import type { UserRow } from '../../lib/auth-guard.js';
import { prepaidCustomers, spaces, users, type SpaceBilling } from '../../db/schema/index.js';
import { assertBrandVisible, type AdminScope } from '../../lib/admin-guard.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { clock } from '../../lib/clock.js';
import { loadCatalogue } from '../../lib/plans.js';
import { grantCredits } from '../credits/index.js';
import { createSpace, notifySpace } from '../spaces/index.js';

// Prepaid customers (001 §3 Prepaid customer): a plan paid outside the app, waiting for its address to sign up.

type PrepaidRow = typeof prepaidCustomers.$inferSelect;

const prepaidView = (r: PrepaidRow, usedByEmail: string | null = null): PrepaidCustomer => ({
  _id: r.id,
  email: r.email,
  stripe_customer: r.stripeCustomer,
  currency: r.currency as PrepaidCustomer['currency'],
  tier: r.tier,
  interval: r.interval,
  brand: r.brand,
  created_at: r.createdAt.toISOString(),
  used_at: r.usedAt?.toISOString() ?? null,
  used_by_email: usedByEmail,
  space_id: r.spaceId,
});

export async function listPrepaid(ctx: AppContext, scope: AdminScope): Promise<PrepaidCustomer[]> {
  const rows = await ctx.db
    .select({ entry: prepaidCustomers, usedBy: users.email })
    .from(prepaidCustomers)
    .leftJoin(users, eq(users.id, prepaidCustomers.usedBy))
    .where(scope.brand === null ? undefined : eq(prepaidCustomers.brand, scope.brand))
    .orderBy(desc(prepaidCustomers.createdAt));
  return rows.map((r) => prepaidView(r.entry, r.usedBy));
}

export async function createPrepaid(
  ctx: AppContext,
  scope: AdminScope,
  body: z.infer<typeof prepaidBodySchema>,
): Promise<PrepaidCustomer> {
  const [row] = await ctx.db
    .insert(prepaidCustomers)
    .values({
      email: body.email,
      stripeCustomer: body.stripe_customer,
      currency: body.currency,
      tier: body.tier,
      interval: body.interval,
      brand: scope.brand ?? 'leadloop',
      createdBy: scope.userId,
      createdAt: clock.now(),
    })
    .returning();
  return prepaidView(row!);
}

export async function deletePrepaid(ctx: AppContext, scope: AdminScope, id: string) {
  if (!isUuid(id)) throw notFound(CODES.notFound);
  const [row] = await ctx.db.select().from(prepaidCustomers).where(eq(prepaidCustomers.id, id));
  if (!row) throw notFound(CODES.notFound);
  assertBrandVisible(scope, row.brand);
  await ctx.db.delete(prepaidCustomers).where(eq(prepaidCustomers.id, id));
  return { done: true as const };
}

/**
 * `ctx.accountCreated`: a new user whose address (any case) has an unused prepaid entry gets a
 * workspace of their own on the prepaid plan — its tier, subscription (interval, currency), the
 * provider customer, the plan's seats and included credits. The entry is claimed once
 * (`UPDATE … WHERE used_at IS NULL`), so a retried or parallel call never applies it twice; it keeps
 * who used it, when, and the workspace.
 */
export async function applyPrepaid(ctx: AppContext, user: UserRow): Promise<void> {
  const candidates = await ctx.db
    .select({ id: prepaidCustomers.id })
    .from(prepaidCustomers)
    .where(and(sql`lower(${prepaidCustomers.email}) = lower(${user.email})`, isNull(prepaidCustomers.usedAt)))
    .orderBy(desc(prepaidCustomers.createdAt));
  let entry: PrepaidRow | undefined;
  for (const candidate of candidates) {
    [entry] = await ctx.db
      .update(prepaidCustomers)
      .set({ usedAt: clock.now(), usedBy: user.id })
      .where(and(eq(prepaidCustomers.id, candidate.id), isNull(prepaidCustomers.usedAt)))
      .returning();
    if (entry) break;
  }
  if (!entry) return;

  let spaceId: string;
  try {
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
    spaceId = (await createSpace(ctx, user, { name }))._id;
  } catch (error) {
    // The brand cannot create workspaces (restricted): the entry waits, unused, for an admin's decision.
    await ctx.db
      .update(prepaidCustomers)
      .set({ usedAt: null, usedBy: null })
      .where(eq(prepaidCustomers.id, entry.id));
    ctx.log.warn({ err: error, prepaid: entry.id }, 'prepaid plan not applied');
    return;
  }
  const period: PricePeriod = entry.interval === 12 ? 'annual' : 'monthly';
  const plan = (await loadCatalogue(ctx.db)).tiers.find((p) => p.tier === entry.tier);
  const billing: SpaceBilling = {
    subscription: { tier: entry.tier, interval: entry.interval, currency: entry.currency, amount: 0, period },
    customer_id: entry.stripeCustomer,
  };
  await ctx.db
    .update(spaces)
    .set({
      tier: entry.tier,
      trialEndsAt: null,
      isPaid: true,
      subscriptionMode: 'manual',
      billing,
      cloudSeats: sql`greatest(${spaces.cloudSeats}, ${plan?.seats_included.cloud ?? 0})`,
      extensionSeats: sql`greatest(${spaces.extensionSeats}, ${plan?.seats_included.extension ?? 0})`,
      updatedAt: clock.now(),
    })
    .where(eq(spaces.id, spaceId));
  if (plan?.credits_included)
    await grantCredits(ctx.db, spaceId, plan.credits_included, 'admin', { prepaid_id: entry.id });
  await ctx.db.update(prepaidCustomers).set({ spaceId }).where(eq(prepaidCustomers.id, entry.id));
  notifySpace(ctx, spaceId);
}
