import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authTokens } from '../../db/schema/index.js';
import { liveExtensionTokens } from '../../lib/tokens.js';

export { revokeExtensionTokens } from '../../lib/tokens.js';

/** Whether the account's extension has a token, and when the extension last called with it. */
export async function extensionTokenState(db: Db, credentialId: string) {
  const [row] = await db
    .select({ createdAt: authTokens.createdAt, lastUsedAt: authTokens.lastUsedAt })
    .from(authTokens)
    .where(liveExtensionTokens(credentialId))
    .orderBy(desc(authTokens.createdAt))
    .limit(1);
  return {
    issued_at: row?.createdAt.toISOString() ?? null,
    last_seen_at: row?.lastUsedAt?.toISOString() ?? null,
  };
}
