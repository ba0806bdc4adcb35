import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AdminReport, ReportPeriod, SpaceReport, WlReport } from '@leadloop/domain/admin/entities';
import type { AppContext } from '../../lib/context.js';
import { billingPayments, creditLedger, spaces, users } from '../../db/schema/index.js';
import type { AdminScope } from '../../lib/admin-guard.js';
import { inSpace } from '../../lib/scope.js';
import { clock } from '../../lib/clock.js';
import { countImpersonationsSince } from './impersonation.js';
import { containsPattern } from '../../lib/like.js';

const brandOf = (scope: AdminScope): SQL | undefined =>
  scope.brand === null ? undefined : eq(spaces.brand, scope.brand);

/** GET /admin/transactions: paid purchases (newest first), of the caller's brands. */
export async function listTransactions(
  ctx: AppContext,
  scope: AdminScope,
  options: { spaceId?: string; offset?: number; limit?: number; q?: string },
) {
  const where = and(
    brandOf(scope),
    eq(billingPayments.status, 'paid'),
    options.spaceId ? inSpace(billingPayments, options.spaceId) : undefined,
    options.q ? sql`${spaces.name} ilike ${containsPattern(options.q)}` : undefined,
  );
  const rows = await ctx.db
    .select({ payment: billingPayments, spaceName: spaces.name, brand: spaces.brand })
    .from(billingPayments)
    .innerJoin(spaces, eq(spaces.id, billingPayments.spaceId))
    .where(where)
    .orderBy(desc(billingPayments.createdAt))
    .limit(options.limit ?? 50)
    .offset(options.offset ?? 0);
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(billingPayments)
    .innerJoin(spaces, eq(spaces.id, billingPayments.spaceId))
    .where(where);
  return {
    transactions: rows.map((r) => ({
      _id: r.payment.id,
      space_id: r.payment.spaceId,
      space_name: r.spaceName,
      brand: r.brand,
      kind: r.payment.kind,
      status: r.payment.status,
      amount: r.payment.amount,
      currency: r.payment.currency,
      created_at: r.payment.createdAt.toISOString(),
    })),
    total: count?.n ?? 0,
  };
}

const PERIOD_DAYS: Record<ReportPeriod, number> = { day: 1, week: 7, month: 30, year: 365 };

/** GET /admin/reports/fetch?period: what happened in the period, for the caller's brands. */
export async function periodReport(
  ctx: AppContext,
  scope: AdminScope,
  period: ReportPeriod,
): Promise<AdminReport> {
  const from = new Date(clock.nowMs() - PERIOD_DAYS[period] * 86_400_000);
  const brand = brandOf(scope);
  const newCustomers = await ctx.db.$count(spaces, and(brand, gt(spaces.createdAt, from)));
  const newUsers = await ctx.db.$count(
    users,
    and(scope.brand === null ? undefined : eq(users.brand, scope.brand), gt(users.createdAt, from)),
  );
  const revenue = await ctx.db
    .select({ currency: billingPayments.currency, amount: sql<number>`sum(${billingPayments.amount})::int` })
    .from(billingPayments)
    .innerJoin(spaces, eq(spaces.id, billingPayments.spaceId))
    .where(and(brand, eq(billingPayments.status, 'paid'), gt(billingPayments.createdAt, from)))
    .groupBy(billingPayments.currency);
  const [paid] = await ctx.db
    .select({ n: sql<number>`count(distinct ${billingPayments.spaceId})::int` })
    .from(billingPayments)
    .innerJoin(spaces, eq(spaces.id, billingPayments.spaceId))
    .where(and(brand, eq(billingPayments.status, 'paid'), gt(billingPayments.createdAt, from)));
  const [credits] = await ctx.db
    .select({ n: sql<number>`coalesce(sum(${creditLedger.amount}), 0)::int` })
    .from(creditLedger)
    .innerJoin(spaces, eq(spaces.id, creditLedger.spaceId))
    .where(and(brand, eq(creditLedger.category, 'grant'), gt(creditLedger.createdAt, from)));
  return {
    period,
    from: from.toISOString(),
    new_customers: newCustomers,
    new_users: newUsers,
    paid_customers: paid?.n ?? 0,
    revenue,
    credits_granted: credits?.n ?? 0,
    impersonations: scope.brand === null ? await countImpersonationsSince(ctx, from) : 0,
  };
}

/** GET /admin/space_report: customers by status and by tier. */
export async function spaceReport(ctx: AppContext, scope: AdminScope): Promise<SpaceReport> {
  const brand = brandOf(scope);
  const byStatus = await ctx.db
    .select({ status: spaces.status, count: sql<number>`count(*)::int` })
    .from(spaces)
    .where(brand)
    .groupBy(spaces.status)
    .orderBy(spaces.status);
  const byTier = await ctx.db
    .select({ tier: spaces.tier, count: sql<number>`count(*)::int` })
    .from(spaces)
    .where(brand)
    .groupBy(spaces.tier)
    .orderBy(spaces.tier);
  return { total: byStatus.reduce((n, r) => n + r.count, 0), by_status: byStatus, by_tier: byTier };
}

/** GET /admin/wl_report: per brand, customers, paying customers and users. */
export async function whitelabelReport(ctx: AppContext, scope: AdminScope): Promise<WlReport> {
  const rows = await ctx.db
    .select({
      brand: spaces.brand,
      customers: sql<number>`count(*)::int`,
      paid: sql<number>`(count(*) filter (where ${spaces.isPaid} and ${spaces.subscriptionMode} in ('stripe', 'manual')))::int`,
    })
    .from(spaces)
    .where(brandOf(scope))
    .groupBy(spaces.brand)
    .orderBy(spaces.brand);
  const userCounts = await ctx.db
    .select({ brand: users.brand, n: sql<number>`count(*)::int` })
    .from(users)
    .where(scope.brand === null ? undefined : eq(users.brand, scope.brand))
    .groupBy(users.brand);
  const usersOf = new Map(userCounts.map((u) => [u.brand, u.n]));
  return rows.map((r) => ({ ...r, users: usersOf.get(r.brand) ?? 0 }));
}
