import { and, desc, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authTokens } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';

/** The live (not revoked) extension tokens of one account. */
const liveFor = (credentialId: string) =>
  and(
    sql`${authTokens.data}->>'kind' = 'extension'`,
    sql`${authTokens.data}->>'credential_id' = ${credentialId}`,
    isNull(authTokens.revokedAt),
  );

/** Whether the account's extension has a token, and when the extension last called with it. */
export async function extensionTokenState(db: Db, credentialId: string) {
  const [row] = await db
    .select({ createdAt: authTokens.createdAt, lastUsedAt: authTokens.lastUsedAt })
    .from(authTokens)
    .where(liveFor(credentialId))
    .orderBy(desc(authTokens.createdAt))
    .limit(1);
  return {
    issued_at: row?.createdAt.toISOString() ?? null,
    last_seen_at: row?.lastUsedAt?.toISOString() ?? null,
  };
}

/** Revokes the account's extension tokens (a new token replaces them; the old one stops at once). */
export async function revokeExtensionTokens(db: Db, credentialId: string): Promise<void> {
  await db.update(authTokens).set({ revokedAt: clock.now() }).where(liveFor(credentialId));
}
