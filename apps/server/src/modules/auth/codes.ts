import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authCodes } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/ids.js';

export type CodeKind = 'activation' | 'restore';

/** 001 §4/§9 and the foundation contract: restore codes live 1 hour; activation links a week. */
export const CODE_TTL_MS: Record<CodeKind, number> = {
  restore: 60 * 60 * 1000,
  activation: 7 * 24 * 60 * 60 * 1000,
};

export type CodeRow = typeof authCodes.$inferSelect;

/** A new one-time code for a user; earlier unused codes of the same kind stop working. */
export async function createCode(db: Db, userId: string, kind: CodeKind): Promise<string> {
  const code = randomToken(24);
  const now = clock.now();
  await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.userId, userId), eq(authCodes.kind, kind), isNull(authCodes.usedAt)));
  await db.insert(authCodes).values({
    userId,
    kind,
    codeHash: sha256(code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS[kind]),
    createdAt: now,
  });
  return code;
}

export async function findCode(db: Db, code: string, kind: CodeKind): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.codeHash, sha256(code)), eq(authCodes.kind, kind)))
    .limit(1);
  return row;
}

export const isUsable = (row: CodeRow | undefined): row is CodeRow =>
  !!row && !row.usedAt && row.expiresAt.getTime() > clock.nowMs();

/** Marks a code used; false when another request used it first (single use under concurrency). */
export async function consumeCode(db: Db, row: CodeRow): Promise<boolean> {
  const used = await db
    .update(authCodes)
    .set({ usedAt: clock.now() })
    .where(and(eq(authCodes.id, row.id), isNull(authCodes.usedAt)))
    .returning({ id: authCodes.id });
  return used.length === 1;
}
