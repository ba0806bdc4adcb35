import { desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { CODES } from '@leadloop/domain';
import type { DemoUser, StripeCustomer, demoUserBodySchema } from '@leadloop/domain/admin/entities';
import type { RegisterJobs } from '../../lib/job-registry.js';
import type { AppContext } from '../../lib/context.js';
import { adminDemoUsers, spaces, users } from '../../db/schema/index.js';
import { assertBrandVisible, type AdminScope } from '../../lib/admin-guard.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isUuid, randomToken } from '../../lib/ids.js';
import { hashPassword } from '../../lib/passwords.js';
import { clock } from '../../lib/clock.js';
import { createSampleWorkspace, deleteSampleWorkspace } from '../sample-data/index.js';
import { findUserByEmail } from '../users/index.js';
import { paymentsOf } from '../billing/index.js';
import { assignRoundRobin } from './managers.js';

// ---- the payment provider's customers ----

export async function fetchStripeCustomers(ctx: AppContext, email?: string): Promise<StripeCustomer[]> {
  const list = await paymentsOf(ctx).listCustomers({ email, limit: 50 });
  return list.map((c) => ({ id: c.id, email: c.email, name: c.name, created_at: c.created.toISOString() }));
}

// ---- demo users ----

const demoView = (r: {
  user: typeof users.$inferSelect;
  spaceId: string | null;
  sampleStatus: DemoUser['sample_status'];
  createdAt: Date;
}): DemoUser => ({
  _id: r.user.id,
  email: r.user.email,
  full_name: [r.user.firstName, r.user.lastName].filter(Boolean).join(' '),
  brand: r.user.brand,
  space_id: r.spaceId,
  sample_status: r.sampleStatus,
  created_at: r.createdAt.toISOString(),
});

export async function listDemoUsers(ctx: AppContext, scope: AdminScope): Promise<DemoUser[]> {
  const rows = await ctx.db
    .select({
      user: users,
      spaceId: adminDemoUsers.spaceId,
      sampleStatus: spaces.sampleStatus,
      createdAt: adminDemoUsers.createdAt,
    })
    .from(adminDemoUsers)
    .innerJoin(users, eq(users.id, adminDemoUsers.userId))
    .leftJoin(spaces, eq(spaces.id, adminDemoUsers.spaceId))
    .where(scope.brand === null ? undefined : eq(users.brand, scope.brand))
    .orderBy(desc(adminDemoUsers.createdAt));
  return rows.map(demoView);
}

/**
 * A demo user: a confirmed account whose workspace is a sample one (the sample-data area replays 14 days
 * of a campaign into it, in the background), so the demo opens on real-looking data; the password is
 * returned once, to the admin who made it, and stored only as its hash.
 */
export async function createDemoUser(
  ctx: AppContext,
  scope: AdminScope,
  body: z.infer<typeof demoUserBodySchema>,
): Promise<{ user: DemoUser; password: string }> {
  if (await findUserByEmail(ctx.db, body.email)) throw conflict(CODES.emailAlreadyExists);
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
  // The row first: the sample replay may run in this request (no job queue) and the list shows it meanwhile.
  const [row] = await ctx.db
    .insert(adminDemoUsers)
    .values({ userId: user!.id, createdBy: scope.userId, createdAt: clock.now() })
    .returning();
  const sample = await createSampleWorkspace(ctx, user!);
  await ctx.db
    .update(adminDemoUsers)
    .set({ spaceId: sample.space_id })
    .where(eq(adminDemoUsers.userId, user!.id));
  await ctx.db.update(users).set({ currentSpaceId: sample.space_id }).where(eq(users.id, user!.id));
  const view = demoView({
    user: user!,
    spaceId: sample.space_id,
    sampleStatus: sample.status,
    createdAt: row!.createdAt,
  });
  return { user: view, password };
}

/** Deleting a demo user deletes the account and the demo workspace made with it. */
export async function deleteDemoUser(ctx: AppContext, scope: AdminScope, userId: string) {
  if (!isUuid(userId)) throw notFound(CODES.userNotFound);
  const [row] = await ctx.db
    .select({ user: users, space: spaces })
    .from(adminDemoUsers)
    .innerJoin(users, eq(users.id, adminDemoUsers.userId))
    .leftJoin(spaces, eq(spaces.id, adminDemoUsers.spaceId))
    .where(eq(adminDemoUsers.userId, userId));
  if (!row) throw notFound(CODES.userNotFound);
  assertBrandVisible(scope, row.user.brand);
  // A sample workspace goes with everything the replay wrote into it.
  if (row.space?.sampleStatus) await deleteSampleWorkspace(ctx, row.space);
  else if (row.space) await ctx.db.delete(spaces).where(eq(spaces.id, row.space.id));
  await ctx.db.delete(users).where(inArray(users.id, [userId]));
  return { done: true as const };
}

/** admin.round-robin (60 s): new customers get their managers in turn. */
export const registerAdminJobs: RegisterJobs = (registry, ctx) => {
  registry.periodic('admin.round-robin', 60, () => assignRoundRobin(ctx));
};
