import { CODES } from '@leadloop/domain';
import { eq } from 'drizzle-orm';
import { INVITE_CODE_LENGTH } from '@leadloop/domain/spaces/rules';
import type { Db } from '../../db/client.js';
import { spaceCodeInvites, spaces } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { randomCode } from '../../lib/ids.js';
import { isUniqueViolation } from '../../db/errors.js';
import { inSpace } from '../../lib/scope.js';

type CodeInviteRow = typeof spaceCodeInvites.$inferSelect;

export const toCodeInviteView = (row: CodeInviteRow) => ({
  _id: row.id,
  code: row.code,
  created_at: row.createdAt.toISOString(),
});

/** Gives a space its join code (at creation), or replaces the existing one (renew). */
export async function replaceCodeInvite(db: Db, spaceId: string): Promise<CodeInviteRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await tx.delete(spaceCodeInvites).where(inSpace(spaceCodeInvites, spaceId));
        const [row] = await tx
          .insert(spaceCodeInvites)
          .values({ spaceId, code: randomCode(INVITE_CODE_LENGTH), createdAt: clock.now() })
          .returning();
        return row!;
      });
    } catch (error) {
      // A clash with another space's code (about 1 in 10^18): draw again.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

export async function listCodeInvites(db: Db, spaceId: string): Promise<CodeInviteRow[]> {
  const rows = await db.select().from(spaceCodeInvites).where(inSpace(spaceCodeInvites, spaceId));
  return rows.length ? rows : [await replaceCodeInvite(db, spaceId)];
}

export async function renewCodeInvite(db: Db, spaceId: string, codeId: string): Promise<CodeInviteRow> {
  const [current] = await db.select().from(spaceCodeInvites).where(inSpace(spaceCodeInvites, spaceId));
  if (!current || current.id !== codeId) throw notFound(CODES.inviteNotValid);
  return replaceCodeInvite(db, spaceId);
}

/** The space a join code belongs to (codes are stored as generated: upper case). */
export async function findSpaceByCode(db: Db, code: string) {
  const [row] = await db
    .select({ space: spaces })
    .from(spaceCodeInvites)
    .innerJoin(spaces, eq(spaces.id, spaceCodeInvites.spaceId))
    .where(eq(spaceCodeInvites.code, code.trim().toUpperCase()))
    .limit(1);
  return row?.space;
}
