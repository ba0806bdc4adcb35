import { desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { MESSAGES } from '@leadloop/domain';
import type {
  DemoUser,
  PrepaidCustomer,
  StripeCustomer,
  demoUserBodySchema,
  prepaidBodySchema,
} from '@leadloop/domain/admin/entities';
import type { RegisterJobs } from '../../lib/job-registry.js';
import type { AppContext } from '../../lib/context.js';
import { adminDemoUsers, prepaidCustomers, spaces, users } from '../../db/schema/index.js';
import { assertBrandVisible, type AdminScope } from '../../lib/admin-guard.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isUuid, randomToken } from '../../lib/ids.js';
import { hashPassword } from '../../lib/passwords.js';
import { clock } from '../../lib/clock.js';
import { createSpace } from '../spaces/index.js';
import { findUserByEmail } from '../users/index.js';
import { paymentsOf } from '../billing/index.js';
import { assignRoundRobin } from './managers.js';

// ---- prepaid customers (001 §3 Prepaid customer) ----

const prepaidView = (r: typeof prepaidCustomers.$inferSelect): PrepaidCustomer => ({
  _id: r.id,
  email: r.email,
  stripe_customer: r.stripeCustomer,
  currency: r.currency as PrepaidCustomer['currency'],
  tier: r.tier,
  interval: r.interval,
  brand: r.brand,
  created_at: r.createdAt.toISOString(),
});

export async function listPrepaid(ctx: AppContext, scope: AdminScope): Promise<PrepaidCustomer[]> {
  const rows = await ctx.db
    .select()
    .from(prepaidCustomers)
    .where(scope.brand === null ? undefined : eq(prepaidCustomers.brand, scope.brand))
    .orderBy(desc(prepaidCustomers.createdAt));
  return rows.map(prepaidView);
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
  if (!isUuid(id)) throw notFound(MESSAGES.notFound);
  const [row] = await ctx.db.select().from(prepaidCustomers).where(eq(prepaidCustomers.id, id));
  if (!row) throw notFound(MESSAGES.notFound);
  assertBrandVisible(scope, row.brand);
  await ctx.db.delete(prepaidCustomers).where(eq(prepaidCustomers.id, id));
  return { done: true as const };
}

// ---- the payment provider's customers ----

export async function fetchStripeCustomers(ctx: AppContext, email?: string): Promise<StripeCustomer[]> {
  const list = await paymentsOf(ctx).listCustomers({ email, limit: 50 });
  return list.map((c) => ({ id: c.id, email: c.email, name: c.name, created_at: c.created.toISOString() }));
}

// ---- demo users ----

const demoView = (r: {
  user: typeof users.$inferSelect;
  spaceId: string | null;
  createdAt: Date;
}): DemoUser => ({
  _id: r.user.id,
  email: r.user.email,
  full_name: [r.user.firstName, r.user.lastName].filter(Boolean).join(' '),
  brand: r.user.brand,
  space_id: r.spaceId,
  created_at: r.createdAt.toISOString(),
});

export async function listDemoUsers(ctx: AppContext, scope: AdminScope): Promise<DemoUser[]> {
  const rows = await ctx.db
    .select({ user: users, spaceId: adminDemoUsers.spaceId, createdAt: adminDemoUsers.createdAt })
    .from(adminDemoUsers)
    .innerJoin(users, eq(users.id, adminDemoUsers.userId))
    .where(scope.brand === null ? undefined : eq(users.brand, scope.brand))
    .orderBy(desc(adminDemoUsers.createdAt));
  return rows.map(demoView);
}

/** A demo user: a confirmed account with its own workspace; the password is shown once. */
export async function createDemoUser(
  ctx: AppContext,
  scope: AdminScope,
  body: z.infer<typeof demoUserBodySchema>,
): Promise<{ user: DemoUser; password: string }> {
  if (await findUserByEmail(ctx.db, body.email)) throw conflict(MESSAGES.emailAlreadyExists);
  const password = randomToken(9);
  const [user] = await ctx.db
    .insert(users)
    .values({
      email: body.email,
      passwordHash: await hashPassword(password),
      firstName: body.first_name,
      lastName: body.last_name,
      brand: scope.brand ?? 'leadloop',
      emailConfirmed: true,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    })
    .returning();
  const space = await createSpace(ctx, user!, { name: `${body.first_name}'s demo` });
  const [row] = await ctx.db
    .insert(adminDemoUsers)
    .values({ userId: user!.id, spaceId: space._id, createdBy: scope.userId, createdAt: clock.now() })
    .returning();
  return { user: demoView({ user: user!, spaceId: row!.spaceId, createdAt: row!.createdAt }), password };
}

/** Deleting a demo user deletes the account and the demo workspace made with it. */
export async function deleteDemoUser(ctx: AppContext, scope: AdminScope, userId: string) {
  if (!isUuid(userId)) throw notFound(MESSAGES.userNotFound);
  const [row] = await ctx.db
    .select({ user: users, spaceId: adminDemoUsers.spaceId })
    .from(adminDemoUsers)
    .innerJoin(users, eq(users.id, adminDemoUsers.userId))
    .where(eq(adminDemoUsers.userId, userId));
  if (!row) throw notFound(MESSAGES.userNotFound);
  assertBrandVisible(scope, row.user.brand);
  if (row.spaceId) await ctx.db.delete(spaces).where(eq(spaces.id, row.spaceId));
  await ctx.db.delete(users).where(inArray(users.id, [userId]));
  return { done: true as const };
}

/** admin.round-robin (60 s): new customers get their managers in turn. */
export const registerAdminJobs: RegisterJobs = (registry, ctx) => {
  registry.periodic('admin.round-robin', 60, () => assignRoundRobin(ctx));
};
