import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { authTokens } from '../db/schema/index.js';
import { clock } from './clock.js';
import { randomToken, sha256 } from './ids.js';

/** Issues a bearer token (returned once, stored only as its hash). Anonymous when userId is null. */
export async function issueToken(
  db: Db,
  userId: string | null,
  data: Record<string, string> = {},
  /** A token bound to one workspace (it reaches that workspace's routes only: lib/auth-guard.ts). */
  spaceId: string | null = null,
): Promise<string> {
  const token = randomToken(32);
  await db
    .insert(authTokens)
    .values({ tokenHash: sha256(token), userId, data, spaceId, createdAt: clock.now() });
  return token;
}

export async function revokeToken(db: Db, tokenId: string): Promise<void> {
  await db.update(authTokens).set({ revokedAt: clock.now() }).where(eq(authTokens.id, tokenId));
}

/** Signs a user out everywhere (after a password change or reset), optionally keeping one token. */
export async function revokeUserTokens(db: Db, userId: string, keepTokenId?: string): Promise<void> {
  const conditions = [eq(authTokens.userId, userId), isNull(authTokens.revokedAt)];
  if (keepTokenId) conditions.push(ne(authTokens.id, keepTokenId));
  await db
    .update(authTokens)
    .set({ revokedAt: clock.now() })
    .where(and(...conditions));
}

/** The live (not revoked) extension tokens of one account (issue 41: the extension's token). */
export const liveExtensionTokens = (credentialId: string) =>
  and(
    sql`${authTokens.data}->>'kind' = 'extension'`,
    sql`${authTokens.data}->>'credential_id' = ${credentialId}`,
    isNull(authTokens.revokedAt),
  );

/** Revokes an account's extension tokens (a new token replaces them; the old one stops at once). */
export async function revokeExtensionTokens(db: Db, credentialId: string): Promise<void> {
  await db.update(authTokens).set({ revokedAt: clock.now() }).where(liveExtensionTokens(credentialId));
}
