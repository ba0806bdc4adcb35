import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CODES } from '@leadloop/domain';
import type {
  Manager,
  ManagerKind,
  managerBodySchema,
  managerUpdateBodySchema,
} from '@leadloop/domain/admin/entities';
import type { AppContext } from '../../lib/context.js';
import { adminCustomers, adminManagers, spaces } from '../../db/schema/index.js';
import { assertBrandVisible, type AdminScope } from '../../lib/admin-guard.js';
import { inSpace } from '../../lib/scope.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { clock } from '../../lib/clock.js';
import { readAdminConfig } from './config.js';

type ManagerRow = typeof adminManagers.$inferSelect;

const customersOf = sql<number>`(select count(*)::int from admin_customers c
  where c.sales_manager_id = ${adminManagers.id} or c.success_manager_id = ${adminManagers.id})`;

const view = (m: ManagerRow & { customers: number }): Manager => ({
  _id: m.id,
  brand: m.brand,
  type: m.kind,
  name: m.name,
  description: m.description,
  email: m.email,
  round_robin: m.roundRobin,
  customers: m.customers,
});

/** Buzz managers are edited by super admins only (000 §6); sales and success ones by the brand's admins. */
function assertMayEdit(scope: AdminScope, brand: string, kind: ManagerKind) {
  assertBrandVisible(scope, brand);
  if (kind === 'buzz' && scope.role !== 'super_admin') throw forbidden(CODES.onlySuperAdmins);
}

/** GET /admin/whitelabels/{brand}/managers?kind=buzz|…: a brand's managers. */
export async function listManagers(ctx: AppContext, scope: AdminScope, brand: string, buzz: boolean) {
  assertBrandVisible(scope, brand);
  const rows = await ctx.db
    .select({ ...adminManagersColumns(), customers: customersOf })
    .from(adminManagers)
    .where(
      and(
        eq(adminManagers.brand, brand),
        buzz
          ? eq(adminManagers.kind, 'buzz')
          : or(eq(adminManagers.kind, 'sales'), eq(adminManagers.kind, 'success')),
      ),
    )
    .orderBy(asc(adminManagers.kind), asc(adminManagers.name));
  return rows.map(view);
}

function adminManagersColumns() {
  const { id, brand, kind, name, description, email, roundRobin, lastAssignedAt, createdAt } = adminManagers;
  return { id, brand, kind, name, description, email, roundRobin, lastAssignedAt, createdAt };
}

async function requireManager(ctx: AppContext, scope: AdminScope, id: string) {
  if (!isUuid(id)) throw notFound(CODES.managerNotFound);
  const [row] = await ctx.db
    .select({ ...adminManagersColumns(), customers: customersOf })
    .from(adminManagers)
    .where(eq(adminManagers.id, id));
  if (!row) throw notFound(CODES.managerNotFound);
  assertMayEdit(scope, row.brand, row.kind);
  return row;
}

export async function createManager(
  ctx: AppContext,
  scope: AdminScope,
  brand: string,
  body: z.infer<typeof managerBodySchema>,
) {
  assertMayEdit(scope, brand, body.type);
  const [row] = await ctx.db
    .insert(adminManagers)
    .values({
      brand,
      kind: body.type,
      name: body.name,
      description: body.description,
      email: body.email ?? null,
      roundRobin: body.type !== 'buzz' && body.round_robin,
      createdAt: clock.now(),
    })
    .returning();
  return view({ ...row!, customers: 0 });
}

export async function updateManager(
  ctx: AppContext,
  scope: AdminScope,
  id: string,
  body: z.infer<typeof managerUpdateBodySchema>,
) {
  const row = await requireManager(ctx, scope, id);
  if (body.type && body.type !== row.kind) {
    assertMayEdit(scope, row.brand, body.type);
    if (row.customers > 0) throw badRequest(CODES.reassignBeforeDeletingManager);
  }
  const kind = body.type ?? row.kind;
  const [updated] = await ctx.db
    .update(adminManagers)
    .set({
      kind,
      name: body.name ?? row.name,
      description: body.description ?? row.description,
      email: body.email === undefined ? row.email : body.email,
      roundRobin: kind !== 'buzz' && (body.round_robin ?? row.roundRobin),
    })
    .where(eq(adminManagers.id, id))
    .returning();
  return view({ ...updated!, customers: row.customers });
}

/** 001 §8: 'Reassign workspaces before deleting a manager'. */
export async function deleteManager(ctx: AppContext, scope: AdminScope, id: string) {
  const row = await requireManager(ctx, scope, id);
  if (row.customers > 0) throw badRequest(CODES.reassignBeforeDeletingManager);
  await ctx.db.delete(adminManagers).where(eq(adminManagers.id, id));
  return { done: true as const };
}

/** New customers (workspaces made in the last week) get one of these in turn. */
const ROUND_ROBIN_WINDOW_MS = 7 * 86_400_000;

/**
 * Round-robin (001 §3 Manager): every new workspace without a sales (success) manager gets the brand's
 * round-robin manager of that type who waited longest. Runs as a job, so creating a workspace never
 * waits for it and the spaces area needs no knowledge of managers. Returns how many were assigned.
 */
export async function assignRoundRobin(ctx: AppContext): Promise<number> {
  if (!(await readAdminConfig(ctx)).round_robin) return 0;
  let assigned = 0;
  for (const kind of ['sales', 'success'] as const) {
    const column = kind === 'sales' ? adminCustomers.salesManagerId : adminCustomers.successManagerId;
    const waiting = await ctx.db
      .select({ id: spaces.id, brand: spaces.brand })
      .from(spaces)
      .leftJoin(adminCustomers, inSpace(adminCustomers, spaces.id))
      .where(
        and(
          gt(spaces.createdAt, new Date(clock.nowMs() - ROUND_ROBIN_WINDOW_MS)),
          isNull(spaces.sampleStatus),
          isNull(column),
        ),
      )
      .orderBy(asc(spaces.createdAt))
      .limit(200);
    for (const space of waiting) {
      const did = await ctx.db.transaction(async (tx) => {
        const [manager] = await tx
          .select({ id: adminManagers.id })
          .from(adminManagers)
          .where(
            and(
              eq(adminManagers.brand, space.brand),
              eq(adminManagers.kind, kind),
              eq(adminManagers.roundRobin, true),
            ),
          )
          .orderBy(sql`${adminManagers.lastAssignedAt} asc nulls first`, asc(adminManagers.createdAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!manager) return false;
        const patch = kind === 'sales' ? { salesManagerId: manager.id } : { successManagerId: manager.id };
        const done = await tx
          .insert(adminCustomers)
          .values({ spaceId: space.id, ...patch, updatedAt: clock.now() })
          .onConflictDoUpdate({ target: adminCustomers.spaceId, set: patch, setWhere: isNull(column) })
          .returning({ spaceId: adminCustomers.spaceId });
        if (!done.length) return false;
        await tx
          .update(adminManagers)
          .set({ lastAssignedAt: clock.now() })
          .where(eq(adminManagers.id, manager.id));
        return true;
      });
      if (did) assigned++;
    }
  }
  return assigned;
}
