import type { AllowedPage } from '@leadloop/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { spaceMembers, spaces, users } from '../../db/schema/index.js';
import type { MemberRow, SpaceRow } from '../../lib/auth-guard.js';
import { clock } from '../../lib/clock.js';
import { inSpace } from '../../lib/scope.js';

export async function findSpace(db: Db, spaceId: string): Promise<SpaceRow | undefined> {
  const [row] = await db.select().from(spaces).where(eq(spaces.id, spaceId)).limit(1);
  return row;
}

export async function findMembership(
  db: Db,
  spaceId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(spaceMembers)
    .where(and(inSpace(spaceMembers, spaceId), eq(spaceMembers.userId, userId)))
    .limit(1);
  return row;
}

export async function countAdmins(db: Db, spaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(spaceMembers)
    .where(and(inSpace(spaceMembers, spaceId), eq(spaceMembers.isAdmin, true)));
  return row?.n ?? 0;
}

/**
 * Adds a user to a space; an existing membership is kept as it is, except that it can be raised to
 * admin. The user's current space is set when they have none yet.
 */
export async function addMember(
  db: Db,
  spaceId: string,
  userId: string,
  access: { isAdmin: boolean; allowedPages?: AllowedPage[] | null },
): Promise<MemberRow> {
  const [inserted] = await db
    .insert(spaceMembers)
    .values({
      spaceId,
      userId,
      isAdmin: access.isAdmin,
      allowedPages: access.isAdmin ? null : (access.allowedPages ?? null),
      createdAt: clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  let member = inserted ?? (await findMembership(db, spaceId, userId))!;
  if (!inserted && access.isAdmin && !member.isAdmin) {
    [member] = await db
      .update(spaceMembers)
      .set({ isAdmin: true, allowedPages: null })
      .where(and(inSpace(spaceMembers, spaceId), eq(spaceMembers.userId, userId)))
      .returning();
  }
  await db
    .update(users)
    .set({ currentSpaceId: spaceId })
    .where(and(eq(users.id, userId), isNull(users.currentSpaceId)));
  return member!;
}
