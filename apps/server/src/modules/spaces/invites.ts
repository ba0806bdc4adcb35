import type { InvitePreview, InviteStatus } from '@leadloop/domain';
import { CODES } from '@leadloop/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { InvitesBody } from '@leadloop/domain/spaces/rules';
import { spaceInvites, spaceMembers, users } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import type { SpaceRow, UserRow } from '../../lib/auth-guard.js';
import { clock } from '../../lib/clock.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { randomToken, sha256 } from '../../lib/ids.js';
import { inviteMail } from '../../providers/mail/index.js';
import { mailBrandOf } from '../brand/index.js';
import { addMember, findSpace } from './membership.js';
import { findSpaceByCode } from './code-invites.js';
import { assertChoosable, notifySpace } from './workspace.js';
import { spaceSummary } from './space-view.js';
import { inSpace } from '../../lib/scope.js';

type InviteRow = typeof spaceInvites.$inferSelect;
const OPEN_STATUSES: InviteStatus[] = ['sent', 'resent'];

export const toInviteView = (row: InviteRow) => ({
  _id: row.id,
  email: row.email,
  granted_access: row.grantedAccess as 'member' | 'admin',
  allowed_pages: row.allowedPages,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const inviteLink = (baseUrl: string, token: string) =>
  `${baseUrl}/space/accept-invite?invite=${encodeURIComponent(token)}`;

async function mailInvite(ctx: AppContext, space: SpaceRow, inviter: UserRow, email: string, token: string) {
  const inviterName = [inviter.firstName, inviter.lastName].filter(Boolean).join(' ') || inviter.email;
  const { brand, mail, baseUrl } = await mailBrandOf(ctx, space.brand);
  await ctx.mailer.send({
    ...inviteMail(brand.name, email, inviterName, space.name, inviteLink(baseUrl, token)),
    brand: mail,
  });
}

/**
 * POST /space/{id}/invites. Addresses that already belong to members are refused; an open invite to the
 * same address is replaced (its old link stops working) so each address has at most one open invite.
 */
export async function createInvites(ctx: AppContext, space: SpaceRow, inviter: UserRow, body: InvitesBody) {
  const emails = body.emails;
  const members = await ctx.db
    .select({ email: users.email })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(and(inSpace(spaceMembers, space.id), inArray(sql`lower(${users.email})`, emails)));
  if (members.length) throw badRequest(CODES.alreadyWorkspaceMemberEmail, { email: members[0]!.email });

  const created: InviteRow[] = [];
  for (const email of emails) {
    const token = randomToken(24);
    const now = clock.now();
    const row = await ctx.db.transaction(async (tx) => {
      await tx
        .update(spaceInvites)
        .set({ status: 'revoked', updatedAt: now })
        .where(
          and(
            inSpace(spaceInvites, space.id),
            sql`lower(${spaceInvites.email}) = ${email}`,
            inArray(spaceInvites.status, OPEN_STATUSES),
          ),
        );
      const [inserted] = await tx
        .insert(spaceInvites)
        .values({
          spaceId: space.id,
          email,
          grantedAccess: body.granted_access,
          allowedPages: body.granted_access === 'admin' ? null : (body.allowed_pages ?? null),
          tokenHash: sha256(token),
          invitedBy: inviter.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return inserted!;
    });
    await mailInvite(ctx, space, inviter, email, token);
    created.push(row);
  }
  notifySpace(ctx, space.id);
  return created.map(toInviteView);
}

export async function listInvites(ctx: AppContext, spaceId: string) {
  const rows = await ctx.db
    .select()
    .from(spaceInvites)
    .where(inSpace(spaceInvites, spaceId))
    .orderBy(desc(spaceInvites.createdAt));
  return rows.map(toInviteView);
}

async function openInviteOf(ctx: AppContext, spaceId: string, inviteId: string): Promise<InviteRow> {
  const [row] = await ctx.db
    .select()
    .from(spaceInvites)
    .where(and(eq(spaceInvites.id, inviteId), inSpace(spaceInvites, spaceId)))
    .limit(1);
  if (!row || !OPEN_STATUSES.includes(row.status)) throw notFound(CODES.inviteNotValid);
  return row;
}

/** Resending issues a new link (the old one stops working) and marks the invite 'resent'. */
export async function resendInvite(ctx: AppContext, space: SpaceRow, inviter: UserRow, inviteId: string) {
  await openInviteOf(ctx, space.id, inviteId);
  const token = randomToken(24);
  const [row] = await ctx.db
    .update(spaceInvites)
    .set({ status: 'resent', tokenHash: sha256(token), updatedAt: clock.now() })
    .where(eq(spaceInvites.id, inviteId))
    .returning();
  await mailInvite(ctx, space, inviter, row!.email, token);
  return toInviteView(row!);
}

export async function revokeInvite(ctx: AppContext, space: SpaceRow, inviteId: string) {
  await openInviteOf(ctx, space.id, inviteId);
  const [row] = await ctx.db
    .update(spaceInvites)
    .set({ status: 'revoked', updatedAt: clock.now() })
    .where(eq(spaceInvites.id, inviteId))
    .returning();
  notifySpace(ctx, space.id);
  return toInviteView(row!);
}

async function inviteByToken(ctx: AppContext, token: string): Promise<InviteRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(spaceInvites)
    .where(eq(spaceInvites.tokenHash, sha256(token)))
    .limit(1);
  return row;
}

/**
 * GET /space/invites?invite_code=: what an invite link (email token) or a join code leads to, so the
 * accept screen can say which workspace it is before the person signs in or up.
 */
export async function showInvite(ctx: AppContext, inviteCode: string): Promise<InvitePreview> {
  const invite = await inviteByToken(ctx, inviteCode);
  if (invite) {
    if (!OPEN_STATUSES.includes(invite.status)) throw notFound(CODES.inviteNotValid);
    const space = (await findSpace(ctx.db, invite.spaceId))!;
    return {
      _id: invite.id,
      type: 'email' as const,
      space: { _id: space.id, name: space.name, photo: space.photo },
      email: invite.email,
      granted_access: invite.grantedAccess,
      status: invite.status,
    };
  }
  const space = await findSpaceByCode(ctx.db, inviteCode);
  if (!space) throw notFound(CODES.inviteNotValid);
  return {
    _id: null,
    type: 'code' as const,
    space: { _id: space.id, name: space.name, photo: space.photo },
    email: null,
    granted_access: 'member',
    status: 'sent',
  };
}

/** The invitee must be signed in with the invited address. Accepts by invite id or by link token. */
async function inviteForInvitee(ctx: AppContext, user: UserRow, inviteIdOrToken: string): Promise<InviteRow> {
  const isUuid = /^[0-9a-f-]{36}$/i.test(inviteIdOrToken);
  const [byId] = isUuid
    ? await ctx.db.select().from(spaceInvites).where(eq(spaceInvites.id, inviteIdOrToken)).limit(1)
    : [];
  const invite = byId ?? (await inviteByToken(ctx, inviteIdOrToken));
  if (!invite || !OPEN_STATUSES.includes(invite.status)) throw notFound(CODES.inviteNotValid);
  if (invite.email.toLowerCase() !== user.email.toLowerCase()) throw forbidden(CODES.invitedWithAnotherEmail);
  return invite;
}

export async function acceptInvite(ctx: AppContext, user: UserRow, inviteIdOrToken: string) {
  const invite = await inviteForInvitee(ctx, user, inviteIdOrToken);
  const space = (await findSpace(ctx.db, invite.spaceId))!;
  assertChoosable(space);
  await addMember(ctx.db, space.id, user.id, {
    isAdmin: invite.grantedAccess === 'admin',
    allowedPages: invite.allowedPages,
  });
  await ctx.db
    .update(spaceInvites)
    .set({ status: 'accepted', respondedAt: clock.now(), updatedAt: clock.now() })
    .where(eq(spaceInvites.id, invite.id));
  notifySpace(ctx, space.id);
  ctx.realtime.emitToUser(user.id, 'update_user', { _id: user.id });
  return spaceSummary(ctx.db, user.id, space.id);
}

export async function declineInvite(ctx: AppContext, user: UserRow, inviteIdOrToken: string) {
  const invite = await inviteForInvitee(ctx, user, inviteIdOrToken);
  const [row] = await ctx.db
    .update(spaceInvites)
    .set({ status: 'declined', respondedAt: clock.now(), updatedAt: clock.now() })
    .where(eq(spaceInvites.id, invite.id))
    .returning();
  notifySpace(ctx, invite.spaceId);
  return toInviteView(row!);
}

/** After sign-up: open invites to the new address whose link token the anonymous token carried. */
export async function acceptInviteFromToken(ctx: AppContext, user: UserRow, inviteToken: string | undefined) {
  if (!inviteToken) return;
  const invite = await inviteByToken(ctx, inviteToken);
  if (
    !invite ||
    !OPEN_STATUSES.includes(invite.status) ||
    invite.email.toLowerCase() !== user.email.toLowerCase()
  )
    return;
  await acceptInvite(ctx, user, invite.id);
}
