import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CODES } from '@leadloop/domain';
import type { Impersonation, ImpersonationStart } from '@leadloop/domain/admin/entities';
import type { AppContext } from '../../lib/context.js';
import { adminImpersonations, authTokens, spaceMembers, spaces, users } from '../../db/schema/index.js';
import type { AdminScope } from '../../lib/admin-guard.js';
import { inSpace } from '../../lib/scope.js';
import { randomToken, sha256 } from '../../lib/ids.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { clock } from '../../lib/clock.js';
import { isUuid } from '../../lib/ids.js';
import { readAdminConfig } from './config.js';
import { recordAudit } from '../../lib/audit.js';

/**
 * Login as customer (000 §6): an audited, time-limited token for the customer's owner (or first
 * workspace admin). The token's row carries the impersonation's id and its expiry; ending the
 * impersonation revokes it. Every start and end stays in `admin_impersonations`.
 */
const admin = alias(users, 'admin');
const target = alias(users, 'target');

const view = (row: {
  imp: typeof adminImpersonations.$inferSelect;
  adminEmail: string;
  targetEmail: string;
}): Impersonation => ({
  _id: row.imp.id,
  admin_email: row.adminEmail,
  target_email: row.targetEmail,
  space_id: row.imp.spaceId,
  started_at: row.imp.startedAt.toISOString(),
  expires_at: row.imp.expiresAt.toISOString(),
  ended_at: row.imp.endedAt?.toISOString() ?? null,
});

const select = (ctx: AppContext) =>
  ctx.db
    .select({ imp: adminImpersonations, adminEmail: admin.email, targetEmail: target.email })
    .from(adminImpersonations)
    .innerJoin(admin, eq(admin.id, adminImpersonations.adminUserId))
    .innerJoin(target, eq(target.id, adminImpersonations.targetUserId));

export async function listImpersonations(ctx: AppContext, spaceId: string): Promise<Impersonation[]> {
  const rows = await select(ctx)
    .where(inSpace(adminImpersonations, spaceId))
    .orderBy(desc(adminImpersonations.startedAt))
    .limit(20);
  return rows.map(view);
}

export async function startImpersonation(
  ctx: AppContext,
  scope: AdminScope,
  spaceId: string,
): Promise<ImpersonationStart> {
  const [space] = await ctx.db.select().from(spaces).where(eq(spaces.id, spaceId));
  // The workspace's creator when still a member, else its first admin.
  const members = await ctx.db
    .select({ userId: spaceMembers.userId, isAdmin: spaceMembers.isAdmin, createdAt: spaceMembers.createdAt })
    .from(spaceMembers)
    .where(inSpace(spaceMembers, spaceId))
    .orderBy(desc(spaceMembers.isAdmin), spaceMembers.createdAt);
  const user = members.find((m) => m.userId === space?.createdBy) ?? members[0];
  if (!space || !user) throw badRequest(CODES.customerHasNoUsers);
  if (user.userId === scope.userId) throw badRequest(CODES.cannotImpersonateYourself);
  const { impersonation_minutes } = await readAdminConfig(ctx);
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + impersonation_minutes * 60_000);
  const token = randomToken(32);
  const id = await ctx.db.transaction(async (tx) => {
    const [imp] = await tx
      .insert(adminImpersonations)
      .values({ adminUserId: scope.userId, targetUserId: user.userId, spaceId, startedAt: now, expiresAt })
      .returning({ id: adminImpersonations.id });
    const [tok] = await tx
      .insert(authTokens)
      .values({
        tokenHash: sha256(token),
        userId: user.userId,
        data: { impersonation: imp!.id, impersonated_by: scope.userId },
        createdAt: now,
        expiresAt,
      })
      .returning({ id: authTokens.id });
    await tx.update(adminImpersonations).set({ tokenId: tok!.id }).where(eq(adminImpersonations.id, imp!.id));
    await recordAudit(tx, {
      action: 'impersonation_start',
      actorId: scope.userId,
      spaceId,
      target: user.userId,
      details: { impersonation: imp!.id },
    });
    return imp!.id;
  });
  ctx.log.info(
    { impersonation: id, admin: scope.userId, user: user.userId, spaceId },
    'admin: login as customer',
  );
  const [row] = await select(ctx).where(eq(adminImpersonations.id, id));
  return { token, impersonation: view(row!) };
}

/** Back to admin: the impersonation ends (its token is revoked at once). Only its own admin ends it. */
export async function endImpersonation(
  ctx: AppContext,
  scope: AdminScope,
  id: string,
): Promise<Impersonation> {
  if (!isUuid(id)) throw notFound(CODES.notFound);
  const [row] = await select(ctx).where(
    and(eq(adminImpersonations.id, id), eq(adminImpersonations.adminUserId, scope.userId)),
  );
  if (!row) throw notFound(CODES.notFound);
  if (!row.imp.endedAt) {
    const now = clock.now();
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(adminImpersonations)
        .set({ endedAt: now < row.imp.expiresAt ? now : row.imp.expiresAt })
        .where(and(eq(adminImpersonations.id, id), isNull(adminImpersonations.endedAt)));
      if (row.imp.tokenId)
        await tx
          .update(authTokens)
          .set({ revokedAt: now })
          .where(and(eq(authTokens.id, row.imp.tokenId), isNull(authTokens.revokedAt)));
      await recordAudit(tx, {
        action: 'impersonation_end',
        actorId: scope.userId,
        spaceId: row.imp.spaceId,
        target: row.imp.targetUserId,
        details: { impersonation: id },
      });
    });
    ctx.log.info({ impersonation: id, admin: scope.userId }, 'admin: back to admin');
  }
  const [fresh] = await select(ctx).where(eq(adminImpersonations.id, id));
  return view(fresh!);
}

/** How many logins as customers started since a time (reports). */
export async function countImpersonationsSince(ctx: AppContext, since: Date): Promise<number> {
  return ctx.db.$count(adminImpersonations, gt(adminImpersonations.startedAt, since));
}
