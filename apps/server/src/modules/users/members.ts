import { CODES, type MessageKey } from '@leadloop/domain';
import type { AllowedPage } from '@leadloop/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { credentials, spaceMembers, spaces, users } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import type { MemberRow, UserRow } from '../../lib/auth-guard.js';
import { isUuid } from '../../lib/auth-guard.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { findMembership, notifySpace } from '../spaces/index.js';
import { inSpace } from '../../lib/scope.js';
import { recordAudit } from '../../lib/audit.js';

/**
 * Member management inside one space. The acting user must belong to the space; managing someone else
 * needs the admin role (000 §6). A space always keeps at least one admin.
 */
async function actingMember(ctx: AppContext, actor: UserRow, spaceId: string): Promise<MemberRow> {
  if (!isUuid(spaceId)) throw notFound(CODES.spaceNotFound);
  const member = await findMembership(ctx.db, spaceId, actor.id);
  if (!member) throw forbidden(CODES.notWorkspaceMember);
  return member;
}

async function targetMember(ctx: AppContext, spaceId: string, userId: string): Promise<MemberRow> {
  const member = isUuid(userId) ? await findMembership(ctx.db, spaceId, userId) : undefined;
  if (!member) throw notFound(CODES.userNotFound);
  return member;
}

/** Self or an admin; returns the target membership. */
export async function authorizeMemberAccess(
  ctx: AppContext,
  actor: UserRow,
  spaceId: string,
  userId: string,
  adminOnly: boolean,
) {
  const acting = await actingMember(ctx, actor, spaceId);
  if ((adminOnly || actor.id !== userId) && !acting.isAdmin) throw forbidden(CODES.onlyWorkspaceAdmins);
  return targetMember(ctx, spaceId, userId);
}

/**
 * Removes a membership (leaving, or an admin removing a member) or changes the admin flag, refusing to
 * leave the space without admins. The space row is locked so two admins cannot demote each other at once.
 */
async function changeMembership(
  ctx: AppContext,
  spaceId: string,
  userId: string,
  change: 'remove' | 'demote' | 'promote',
  lastAdminCode: MessageKey,
) {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${spaces} where ${spaces.id} = ${spaceId} for update`);
    const where = and(inSpace(spaceMembers, spaceId), eq(spaceMembers.userId, userId));
    const [member] = await tx.select().from(spaceMembers).where(where);
    if (!member) throw notFound(CODES.userNotFound);
    if (member.isAdmin && change !== 'promote') {
      const admins = await tx
        .select({ userId: spaceMembers.userId })
        .from(spaceMembers)
        .where(and(inSpace(spaceMembers, spaceId), eq(spaceMembers.isAdmin, true)));
      if (admins.length <= 1) throw badRequest(lastAdminCode);
    }
    if (change === 'remove') {
      await tx.delete(spaceMembers).where(where);
      await tx
        .update(users)
        .set({ currentSpaceId: null })
        .where(and(eq(users.id, userId), eq(users.currentSpaceId, spaceId)));
    } else {
      await tx
        .update(spaceMembers)
        .set({ isAdmin: change === 'promote', ...(change === 'promote' ? { allowedPages: null } : {}) })
        .where(where);
    }
  });
  if (change === 'remove') ctx.realtime.leaveSpace(userId, spaceId);
  notifySpace(ctx, spaceId);
  ctx.realtime.emitToUser(userId, 'update_user', { _id: userId });
}

export async function exitFromSpace(ctx: AppContext, actor: UserRow, userId: string, spaceId: string) {
  await authorizeMemberAccess(ctx, actor, spaceId, userId, false);
  await changeMembership(ctx, spaceId, userId, 'remove', CODES.lastAdminCannotLeave);
  return { space_id: spaceId, user_id: userId };
}

export async function changeAdmin(
  ctx: AppContext,
  actor: UserRow,
  userId: string,
  spaceId: string,
  isAdmin: boolean,
) {
  await authorizeMemberAccess(ctx, actor, spaceId, userId, true);
  await changeMembership(
    ctx,
    spaceId,
    userId,
    isAdmin ? 'promote' : 'demote',
    CODES.lastAdminCannotLoseAdmin,
  );
  const member = (await findMembership(ctx.db, spaceId, userId))!;
  await recordAudit(ctx.db, {
    action: 'role_change',
    actorId: actor.id,
    spaceId,
    target: userId,
    details: { is_admin: member.isAdmin },
  });
  return { user_id: userId, space_id: spaceId, is_admin: member.isAdmin };
}

export async function getAllowedPages(ctx: AppContext, actor: UserRow, userId: string, spaceId: string) {
  const member = await authorizeMemberAccess(ctx, actor, spaceId, userId, false);
  return { allowed_pages: member.isAdmin ? null : member.allowedPages };
}

export async function setAllowedPages(
  ctx: AppContext,
  actor: UserRow,
  userId: string,
  spaceId: string,
  pages: AllowedPage[] | null,
) {
  const member = await authorizeMemberAccess(ctx, actor, spaceId, userId, true);
  // Admins are never limited by allowed pages (000 §6); storing a list for them would mislead.
  const allowedPages = member.isAdmin ? null : pages;
  await ctx.db
    .update(spaceMembers)
    .set({ allowedPages })
    .where(and(inSpace(spaceMembers, spaceId), eq(spaceMembers.userId, userId)));
  notifySpace(ctx, spaceId);
  ctx.realtime.emitToUser(userId, 'update_user', { _id: userId });
  return { allowed_pages: allowedPages };
}

/** Which connected accounts of this space a member may use (admins see all of them anyway). */
export async function setCredentials(
  ctx: AppContext,
  actor: UserRow,
  userId: string,
  spaceId: string,
  credentialIds: string[],
) {
  await authorizeMemberAccess(ctx, actor, spaceId, userId, true);
  const unique = [...new Set(credentialIds)];
  if (unique.some((id) => !isUuid(id))) throw badRequest(CODES.credentialsNotFound);
  if (unique.length) {
    const found = await ctx.db
      .select({ id: credentials.id })
      .from(credentials)
      .where(
        and(inSpace(credentials, spaceId), inArray(credentials.id, unique), isNull(credentials.deletedAt)),
      );
    if (found.length !== unique.length) throw badRequest(CODES.credentialsNotFound);
  }
  await ctx.db
    .update(spaceMembers)
    .set({ availableCredentials: unique })
    .where(and(inSpace(spaceMembers, spaceId), eq(spaceMembers.userId, userId)));
  notifySpace(ctx, spaceId);
  return { available_credentials: unique };
}

export async function getAvailableCredentials(
  ctx: AppContext,
  actor: UserRow,
  userId: string,
  spaceId: string,
) {
  const member = await authorizeMemberAccess(ctx, actor, spaceId, userId, false);
  return { is_admin: member.isAdmin, available_credentials: member.availableCredentials };
}
