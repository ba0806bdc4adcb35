import { and, asc, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type AdminRole, CODES } from '@leadloop/domain';
import type {
  AdminSession,
  AdminUser,
  UsersPage,
  createAdminUserBodySchema,
  updateAdminUserBodySchema,
  updateSpacesBodySchema,
} from '@leadloop/domain/admin/entities';
import type { AppContext } from '../../lib/context.js';
import { spaceMembers, spaces, users } from '../../db/schema/index.js';
import { adminRoleOf, assertBrandVisible, type AdminScope } from '../../lib/admin-guard.js';
import { inSpaces } from '../../lib/scope.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUuid, randomToken } from '../../lib/ids.js';
import { hashPassword } from '../../lib/passwords.js';
import { clock } from '../../lib/clock.js';
import { addMember, findMembership } from '../spaces/index.js';
import { findUserByEmail } from '../users/index.js';
import { containsPattern } from '../../lib/like.js';
import { recordAudit } from '../../lib/audit.js';

type UserRow = typeof users.$inferSelect;

/** GET /admin/validate: the caller's role and brand scope (the web's admin layout reads it). */
export function adminSession(user: UserRow, scope: AdminScope): AdminSession {
  return { user_id: user.id, email: user.email, role: scope.role, brand: scope.brand };
}

async function toAdminUsers(ctx: AppContext, rows: UserRow[]): Promise<AdminUser[]> {
  const ids = rows.map((r) => r.id);
  const memberships = ids.length
    ? await ctx.db
        .select({
          userId: spaceMembers.userId,
          id: spaces.id,
          name: spaces.name,
          isAdmin: spaceMembers.isAdmin,
        })
        .from(spaceMembers)
        .innerJoin(spaces, eq(spaces.id, spaceMembers.spaceId))
        .where(inArray(spaceMembers.userId, ids))
        .orderBy(asc(spaces.name))
    : [];
  return rows.map((u) => ({
    _id: u.id,
    email: u.email,
    full_name: [u.firstName, u.lastName].filter(Boolean).join(' '),
    brand: u.brand,
    status: u.status,
    admin_role: adminRoleOf(u),
    created_at: u.createdAt.toISOString(),
    spaces: memberships
      .filter((m) => m.userId === u.id)
      .map((m) => ({ _id: m.id, name: m.name, is_admin: m.isAdmin })),
  }));
}

/** GET /admin/users: users (of the caller's brand), searched by email or name; roles_only: the admin staff. */
export async function listUsers(
  ctx: AppContext,
  scope: AdminScope,
  q: { q?: string; roles_only?: boolean; offset?: number; limit?: number },
): Promise<UsersPage> {
  const text = q.q?.trim();
  const like = text ? containsPattern(text) : null;
  const where: SQL | undefined = and(
    scope.brand === null ? undefined : eq(users.brand, scope.brand),
    q.roles_only ? or(isNotNull(users.adminRole), eq(users.isPlatformAdmin, true)) : undefined,
    like
      ? or(
          ilike(users.email, like),
          sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${like}`,
          isUuid(text!) ? eq(users.id, text!) : undefined,
        )
      : undefined,
  );
  const rows = await ctx.db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(q.limit ?? 25)
    .offset(q.offset ?? 0);
  const total = await ctx.db.$count(users, where);
  return { users: await toAdminUsers(ctx, rows), total };
}

async function requireUserRow(ctx: AppContext, scope: AdminScope, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw notFound(CODES.userNotFound);
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound(CODES.userNotFound);
  assertBrandVisible(scope, row.brand);
  return row;
}

/** Only a super admin grants or takes away admin roles, never their own. */
function assertMayGrant(scope: AdminScope, targetId: string, role: AdminRole | null | undefined) {
  if (role === undefined) return;
  if (scope.role !== 'super_admin') throw forbidden(CODES.onlySuperAdmins);
  if (targetId === scope.userId) throw badRequest(CODES.cannotChangeOwnRole);
}

/** POST /admin/users: an account made by an admin (its owner sets a password through "forgot password"). */
export async function createAdminUser(
  ctx: AppContext,
  scope: AdminScope,
  body: z.infer<typeof createAdminUserBodySchema>,
): Promise<AdminUser> {
  const brand = scope.brand ?? body.brand ?? 'leadloop';
  if (body.admin_role) assertMayGrant(scope, '', body.admin_role);
  if (await findUserByEmail(ctx.db, body.email)) throw conflict(CODES.emailAlreadyExists);
  const [row] = await ctx.db
    .insert(users)
    .values({
      email: body.email,
      passwordHash: await hashPassword(randomToken(24)),
      firstName: body.first_name ?? '',
      lastName: body.last_name ?? '',
      brand,
      adminRole: body.admin_role ?? null,
      emailConfirmed: true,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    })
    .returning();
  if (row!.adminRole) await auditRole(ctx, scope, row!.id, { admin_role: row!.adminRole });
  return (await toAdminUsers(ctx, [row!]))[0]!;
}

/** A role granted or taken away by an admin (issue 42's audit log). */
const auditRole = (ctx: AppContext, scope: AdminScope, target: string, details: Record<string, unknown>) =>
  recordAudit(ctx.db, { action: 'role_change', actorId: scope.userId, brand: scope.brand, target, details });

/** POST /admin/users/{id}/update {user_object}: role (super admins), brand, status, name. */
export async function updateAdminUser(
  ctx: AppContext,
  scope: AdminScope,
  id: string,
  body: z.infer<typeof updateAdminUserBodySchema>,
): Promise<AdminUser> {
  const row = await requireUserRow(ctx, scope, id);
  assertMayGrant(scope, row.id, body.admin_role);
  if (body.brand !== undefined && body.brand !== row.brand && scope.brand !== null)
    throw forbidden(CODES.otherBrandsCustomer);
  const patch: Partial<typeof users.$inferInsert> = {};
  if (body.admin_role !== undefined) {
    patch.adminRole = body.admin_role;
    // The old flag made every platform admin a super admin: taking the role away takes it too.
    if (body.admin_role === null) patch.isPlatformAdmin = false;
  }
  if (body.brand !== undefined) patch.brand = body.brand;
  if (body.status !== undefined) patch.status = body.status;
  if (body.first_name !== undefined) patch.firstName = body.first_name;
  if (body.last_name !== undefined) patch.lastName = body.last_name;
  const [updated] = await ctx.db
    .update(users)
    .set({ ...patch, updatedAt: clock.now() })
    .where(eq(users.id, row.id))
    .returning();
  if (adminRoleOf(updated!) !== adminRoleOf(row))
    await auditRole(ctx, scope, row.id, { admin_role: adminRoleOf(updated!), was: adminRoleOf(row) });
  ctx.realtime.emitToUser(row.id, 'update_user', { _id: row.id });
  return (await toAdminUsers(ctx, [updated!]))[0]!;
}

/** POST /admin/users/{id}/update_spaces {new_spaces, spaces_to_unset, granted_access}. */
export async function updateUserSpaces(
  ctx: AppContext,
  scope: AdminScope,
  id: string,
  body: z.infer<typeof updateSpacesBodySchema>,
): Promise<AdminUser> {
  const row = await requireUserRow(ctx, scope, id);
  const ids = [...new Set([...body.new_spaces, ...body.spaces_to_unset])];
  const found = ids.length
    ? await ctx.db.select({ id: spaces.id, brand: spaces.brand }).from(spaces).where(inArray(spaces.id, ids))
    : [];
  if (found.length !== ids.length) throw notFound(CODES.spaceNotFound);
  for (const space of found) assertBrandVisible(scope, space.brand);
  for (const spaceId of body.new_spaces) {
    if (await findMembership(ctx.db, spaceId, row.id)) continue;
    await addMember(ctx.db, spaceId, row.id, { isAdmin: body.granted_access === 'admin' });
    if (body.granted_access === 'admin')
      await recordAudit(ctx.db, {
        action: 'role_change',
        actorId: scope.userId,
        spaceId,
        target: row.id,
        details: { is_admin: true },
      });
  }
  if (body.spaces_to_unset.length)
    await ctx.db
      .delete(spaceMembers)
      .where(and(inSpaces(spaceMembers, body.spaces_to_unset), eq(spaceMembers.userId, row.id)));
  ctx.realtime.emitToUser(row.id, 'update_user', { _id: row.id });
  return (await toAdminUsers(ctx, [row]))[0]!;
}
