import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import {
  CUSTOMERS_PAGE_SIZE,
  UNLIMITED_TIER,
  type AdminCustomer,
  type CustomerInfo,
  type CustomersQuery,
  type CustomerType,
  type CustomerUpdateBody,
} from '@leadloop/domain/admin/entities';
import type { AppContext } from '../../lib/context.js';
import type { Db } from '../../db/client.js';
import {
  adminCustomers,
  adminManagers,
  credentials,
  prepaidCustomers,
  spaceMembers,
  spaces,
  users,
} from '../../db/schema/index.js';
import { assertBrandVisible, type AdminScope } from '../../lib/admin-guard.js';
import { inSpace } from '../../lib/scope.js';
import { isUuid } from '../../lib/ids.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { clock } from '../../lib/clock.js';
import { grantCredits, creditsSummary } from '../credits/index.js';
import { notifySpace } from '../spaces/index.js';
import { listImpersonations } from './impersonation.js';
import { listTransactions } from './reports.js';
import { containsPattern } from '../../lib/like.js';

/**
 * Customers are workspaces (001 §7 GET /admin/customers). A brand-bound admin sees its brand's only:
 * every query here starts from `brandWhere(scope)`.
 */
export const brandWhere = (scope: AdminScope): SQL | undefined =>
  scope.brand === null ? undefined : eq(spaces.brand, scope.brand);

/**
 * Health-index triggers are the health area's: it may pass in how a workspace matches a trigger
 * (`setCustomerTriggerFilter`); until then the filter matches nothing.
 */
let triggerFilter: ((triggers: string[]) => SQL) | null = null;
export function setCustomerTriggerFilter(filter: (triggers: string[]) => SQL): void {
  triggerFilter = filter;
}

const owner = users;

const typeSql = sql<CustomerType>`case
  when ${spaces.sampleStatus} is not null then 'sample'
  when ${spaces.tier} = ${UNLIMITED_TIER} then 'unlimited'
  when exists (select 1 from ${prepaidCustomers} p where lower(p.email) = lower(${owner.email})) then 'prepaid'
  when ${spaces.isPaid} and ${spaces.subscriptionMode} in ('stripe', 'manual') then 'paid'
  else 'unpaid' end`;

function customerSelect(db: Db) {
  return db
    .select({
      space: spaces,
      meta: adminCustomers,
      owner: { id: owner.id, email: owner.email, firstName: owner.firstName, lastName: owner.lastName },
      type: typeSql,
      members: db.$count(spaceMembers, inSpace(spaceMembers, spaces.id)),
      credentials: db.$count(
        credentials,
        and(inSpace(credentials, spaces.id), isNull(credentials.deletedAt)),
      ),
      sales: sql<
        string | null
      >`(select m.name from admin_managers m where m.id = ${adminCustomers.salesManagerId})`,
      success: sql<
        string | null
      >`(select m.name from admin_managers m where m.id = ${adminCustomers.successManagerId})`,
    })
    .from(spaces)
    .leftJoin(adminCustomers, inSpace(adminCustomers, spaces.id))
    .leftJoin(owner, eq(owner.id, spaces.createdBy));
}

type CustomerRow = Awaited<ReturnType<ReturnType<typeof customerSelect>['execute']>>[number];

const fullName = (u: { firstName: string; lastName: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ');

function toCustomer(row: CustomerRow): AdminCustomer {
  const { space, meta } = row;
  return {
    _id: space.id,
    name: space.name,
    brand: space.brand,
    status: space.status,
    tier: space.tier,
    is_paid: space.isPaid,
    type: row.type,
    subscription_mode: space.subscriptionMode,
    is_li_approve: meta?.isLiApprove ?? false,
    labels: meta?.labels ?? [],
    note: meta?.note ?? null,
    owner: row.owner ? { _id: row.owner.id, email: row.owner.email, full_name: fullName(row.owner) } : null,
    members: Number(row.members),
    credentials: Number(row.credentials),
    sales_manager: meta?.salesManagerId && row.sales ? { _id: meta.salesManagerId, name: row.sales } : null,
    success_manager:
      meta?.successManagerId && row.success ? { _id: meta.successManagerId, name: row.success } : null,
    stripe_customer_id: space.billing.customer_id ?? null,
    trial_ends_at: space.trialEndsAt?.toISOString() ?? null,
    created_at: space.createdAt.toISOString(),
  };
}

/** The filters of 001 §7 GET /admin/customers as one where clause (brand scope first). */
export function customersWhere(scope: AdminScope, q: CustomersQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [brandWhere(scope)];
  if (q.brands?.length) where.push(inArray(spaces.brand, q.brands));
  if (q.statuses?.length) where.push(inArray(spaces.status, q.statuses));
  if (q.tier !== undefined) where.push(eq(spaces.tier, q.tier));
  if (q.subscription_types?.length) where.push(inArray(spaces.subscriptionMode, q.subscription_types));
  if (q.types?.length) where.push(inArray(typeSql, q.types));
  if (q.labels?.length)
    where.push(
      sql`${adminCustomers.labels} ?| array[${sql.join(
        q.labels.map((l) => sql`${l}`),
        sql`, `,
      )}]::text[]`,
    );
  if (q.managers?.length)
    where.push(
      or(
        inArray(adminCustomers.salesManagerId, q.managers),
        inArray(adminCustomers.successManagerId, q.managers),
      ),
    );
  if (q.without_sales_managers) where.push(isNull(adminCustomers.salesManagerId));
  if (q.without_success_managers) where.push(isNull(adminCustomers.successManagerId));
  const notes = q.note_filters ?? [];
  if (notes.includes('with_notes') && !notes.includes('without_notes'))
    where.push(and(isNotNull(adminCustomers.note), sql`${adminCustomers.note} <> ''`));
  if (notes.includes('without_notes') && !notes.includes('with_notes'))
    where.push(or(isNull(adminCustomers.note), sql`${adminCustomers.note} = ''`));
  if (q.triggers?.length) where.push(triggerFilter ? triggerFilter(q.triggers) : sql`false`);
  if (q.with_credentials)
    where.push(
      sql`exists (select 1 from ${credentials} where ${and(inSpace(credentials, spaces.id), isNull(credentials.deletedAt))})`,
    );
  const text = q.q?.trim();
  if (text) {
    const like = containsPattern(text);
    where.push(
      or(
        ilike(spaces.name, like),
        ilike(owner.email, like),
        isUuid(text) ? eq(spaces.id, text) : undefined,
        sql`exists (select 1 from ${spaceMembers} join ${users} u on u.id = ${spaceMembers.userId}
          where ${inSpace(spaceMembers, spaces.id)} and u.email ilike ${like})`,
      ),
    );
  }
  return and(...where);
}

const ORDER = {
  newest: [desc(spaces.createdAt), desc(spaces.id)],
  oldest: [asc(spaces.createdAt), asc(spaces.id)],
  name: [asc(sql`lower(${spaces.name})`), asc(spaces.id)],
  tier: [desc(spaces.tier), desc(spaces.createdAt)],
} as const;

export async function listCustomers(ctx: AppContext, scope: AdminScope, q: CustomersQuery) {
  const where = customersWhere(scope, q);
  const limit = q.limit ?? CUSTOMERS_PAGE_SIZE;
  const rows = await customerSelect(ctx.db)
    .where(where)
    .orderBy(...ORDER[q.order ?? 'newest'])
    .limit(limit)
    .offset(q.offset ?? 0);
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(spaces)
    .leftJoin(adminCustomers, inSpace(adminCustomers, spaces.id))
    .leftJoin(owner, eq(owner.id, spaces.createdBy))
    .where(where);
  return { customers: rows.map(toCustomer), total: count?.n ?? 0 };
}

/** One customer the caller may see, else 404 (bad id) or 403 (another brand's). */
export async function requireCustomer(ctx: AppContext, scope: AdminScope, spaceId: string) {
  if (!isUuid(spaceId)) throw notFound(CODES.spaceNotFound);
  const [row] = await customerSelect(ctx.db).where(eq(spaces.id, spaceId)).limit(1);
  if (!row) throw notFound(CODES.spaceNotFound);
  assertBrandVisible(scope, row.space.brand);
  return row;
}

export async function getCustomer(ctx: AppContext, scope: AdminScope, spaceId: string) {
  return toCustomer(await requireCustomer(ctx, scope, spaceId));
}

export async function customerInfo(
  ctx: AppContext,
  scope: AdminScope,
  spaceId: string,
): Promise<CustomerInfo> {
  const customer = await getCustomer(ctx, scope, spaceId);
  const members = await ctx.db
    .select({ user: users, isAdmin: spaceMembers.isAdmin })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(inSpace(spaceMembers, spaceId))
    .orderBy(desc(spaceMembers.isAdmin), asc(users.email));
  const credits = await creditsSummary(ctx.db, spaceId);
  const accounts = await ctx.db
    .select()
    .from(credentials)
    .where(and(inSpace(credentials, spaceId), isNull(credentials.deletedAt)))
    .orderBy(asc(credentials.createdAt));
  return {
    ...customer,
    users: members.map((m) => ({
      _id: m.user.id,
      email: m.user.email,
      full_name: fullName(m.user),
      is_admin: m.isAdmin,
    })),
    credits: credits.balance,
    accounts: accounts.map((c) => ({
      _id: c.id,
      name: `${c.firstName} ${c.lastName}`.trim() || c.username,
      status: c.status,
    })),
    transactions: (await listTransactions(ctx, scope, { spaceId, limit: 20 })).transactions,
    impersonations: await listImpersonations(ctx, spaceId),
  };
}

async function upsertMeta(db: Db, spaceId: string, patch: Partial<typeof adminCustomers.$inferInsert>) {
  await db
    .insert(adminCustomers)
    .values({ spaceId, ...patch, updatedAt: clock.now() })
    .onConflictDoUpdate({ target: adminCustomers.spaceId, set: { ...patch, updatedAt: clock.now() } });
}

async function assertManager(
  db: Db,
  brand: string,
  id: string | null | undefined,
  kind: 'sales' | 'success',
) {
  if (!id) return;
  const [m] = await db
    .select({ id: adminManagers.id })
    .from(adminManagers)
    .where(and(eq(adminManagers.id, id), eq(adminManagers.brand, brand), eq(adminManagers.kind, kind)));
  if (!m) throw badRequest(CODES.managerNotFound);
}

/** POST /admin/customers/{id}/update. */
export async function updateCustomer(
  ctx: AppContext,
  scope: AdminScope,
  spaceId: string,
  body: CustomerUpdateBody,
) {
  const row = await requireCustomer(ctx, scope, spaceId);
  await assertManager(ctx.db, row.space.brand, body.sales_manager_id, 'sales');
  await assertManager(ctx.db, row.space.brand, body.success_manager_id, 'success');
  const spacePatch: Partial<typeof spaces.$inferInsert> = {};
  if (body.name !== undefined) spacePatch.name = body.name;
  if (body.status !== undefined) spacePatch.status = body.status;
  if (body.tier !== undefined) spacePatch.tier = body.tier;
  if (body.is_billing_enabled !== undefined) spacePatch.isBillingEnabled = body.is_billing_enabled;
  if (Object.keys(spacePatch).length)
    await ctx.db
      .update(spaces)
      .set({ ...spacePatch, updatedAt: clock.now() })
      .where(eq(spaces.id, spaceId));
  const meta: Partial<typeof adminCustomers.$inferInsert> = {};
  if (body.labels !== undefined) meta.labels = [...new Set(body.labels)];
  if (body.note !== undefined) meta.note = body.note?.trim() || null;
  if (body.sales_manager_id !== undefined) meta.salesManagerId = body.sales_manager_id;
  if (body.success_manager_id !== undefined) meta.successManagerId = body.success_manager_id;
  if (Object.keys(meta).length) await upsertMeta(ctx.db, spaceId, meta);
  if (Object.keys(spacePatch).length) notifySpace(ctx, spaceId);
  return getCustomer(ctx, scope, spaceId);
}

/** POST /admin/space/{id}/set_unlimited: the unlimited tier, paid, billed by hand; off goes back to free. */
export async function setUnlimited(ctx: AppContext, scope: AdminScope, spaceId: string, on: boolean) {
  await requireCustomer(ctx, scope, spaceId);
  await ctx.db
    .update(spaces)
    .set(
      on
        ? {
            tier: UNLIMITED_TIER,
            isPaid: true,
            subscriptionMode: 'manual',
            trialEndsAt: null,
            updatedAt: clock.now(),
          }
        : { tier: 0, subscriptionMode: 'no_sub', updatedAt: clock.now() },
    )
    .where(eq(spaces.id, spaceId));
  notifySpace(ctx, spaceId);
  return getCustomer(ctx, scope, spaceId);
}

export async function setLiApprove(ctx: AppContext, scope: AdminScope, spaceId: string, on: boolean) {
  await requireCustomer(ctx, scope, spaceId);
  await upsertMeta(ctx.db, spaceId, { isLiApprove: on });
  return getCustomer(ctx, scope, spaceId);
}

/** POST /admin/customers/link_stripe: the workspace's payment-provider customer. */
export async function linkStripe(ctx: AppContext, scope: AdminScope, spaceId: string, stripeId: string) {
  const row = await requireCustomer(ctx, scope, spaceId);
  await ctx.db
    .update(spaces)
    .set({ billing: { ...row.space.billing, customer_id: stripeId }, updatedAt: clock.now() })
    .where(eq(spaces.id, spaceId));
  return getCustomer(ctx, scope, spaceId);
}

/**
 * POST /admin/space/{id}/stripe/refresh: paid again when the workspace has a live subscription on
 * record (the provider's webhooks keep that record; this re-reads it after a manual fix).
 */
export async function refreshStripe(ctx: AppContext, scope: AdminScope, spaceId: string) {
  const row = await requireCustomer(ctx, scope, spaceId);
  const billing = row.space.billing;
  const live = !!billing.subscription_id && (!billing.renews_at || new Date(billing.renews_at) > clock.now());
  if (live && !row.space.isPaid) {
    await ctx.db.update(spaces).set({ isPaid: true, updatedAt: clock.now() }).where(eq(spaces.id, spaceId));
    notifySpace(ctx, spaceId);
  }
  return getCustomer(ctx, scope, spaceId);
}

/** POST /admin/customers/{id}/uset_credits {count}: manual credits, in the credits ledger as 'admin'. */
export async function setCustomerCredits(ctx: AppContext, scope: AdminScope, spaceId: string, count: number) {
  await requireCustomer(ctx, scope, spaceId);
  return grantCredits(ctx.db, spaceId, count, 'admin', { by: scope.userId });
}
