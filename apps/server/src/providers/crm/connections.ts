import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { crmConnections, spaces } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { inSpace } from '../../lib/scope.js';
import type { Secrets } from '../../lib/secrets.js';
import {
  CrmAuthError,
  type CrmApi,
  type CrmRuntime,
  type CrmTokens,
  type RemoteAccount,
  type RemoteCrmPlatform,
  type TokenSource,
} from './types.js';

export type CrmConnectionRow = typeof crmConnections.$inferSelect;
export interface CrmDeps {
  db: Db;
  secrets: Secrets;
  runtime: CrmRuntime;
}

/** A token this close to its expiry is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;

export async function loadConnection(
  db: Db,
  spaceId: string,
  platform: RemoteCrmPlatform,
): Promise<CrmConnectionRow | null> {
  const [row] = await db
    .select()
    .from(crmConnections)
    .where(and(inSpace(crmConnections, spaceId), eq(crmConnections.platform, platform)));
  return row ?? null;
}

/** The workspace's flags the spec shows (001 §3 crm_tokens, notifications.is_expired_hubspot_token). */
async function setSpaceFlags(
  db: Db,
  spaceId: string,
  platform: RemoteCrmPlatform,
  connected: boolean,
  expired: boolean,
) {
  const tokens = JSON.stringify({ [platform]: connected });
  const notices = JSON.stringify(platform === 'hubspot' ? { is_expired_hubspot_token: expired } : {});
  await db
    .update(spaces)
    .set({
      config: sql`${spaces.config} || jsonb_build_object(
        'crm_tokens', coalesce(${spaces.config}->'crm_tokens', '{}'::jsonb) || ${tokens}::jsonb,
        'notifications', coalesce(${spaces.config}->'notifications', '{}'::jsonb) || ${notices}::jsonb)`,
    })
    .where(eq(spaces.id, spaceId));
}

export async function saveConnection(
  deps: Pick<CrmDeps, 'db' | 'secrets'>,
  input: {
    spaceId: string;
    platform: RemoteCrmPlatform;
    tokens: CrmTokens;
    account: RemoteAccount;
    userId: string | null;
  },
): Promise<CrmConnectionRow> {
  const now = clock.now();
  const values = {
    spaceId: input.spaceId,
    platform: input.platform,
    tokensEnc: deps.secrets.encryptJson(input.tokens),
    accountId: input.account.accountId,
    accountName: input.account.accountName,
    userInfo: { _id: input.account.user.id, name: input.account.user.name, email: input.account.user.email },
    expiredAt: null,
    connectedBy: input.userId,
    updatedAt: now,
  };
  const [row] = await deps.db
    .insert(crmConnections)
    .values({ ...values, syncedAt: now })
    .onConflictDoUpdate({ target: [crmConnections.spaceId, crmConnections.platform], set: values })
    .returning();
  await setSpaceFlags(deps.db, input.spaceId, input.platform, true, false);
  return row!;
}

export async function removeConnection(db: Db, spaceId: string, platform: RemoteCrmPlatform): Promise<void> {
  await db
    .delete(crmConnections)
    .where(and(inSpace(crmConnections, spaceId), eq(crmConnections.platform, platform)));
  await setSpaceFlags(db, spaceId, platform, false, false);
}

/** The platform refused the workspace's tokens: flag it (once) and tell its people. */
export async function markExpired(
  deps: CrmDeps,
  spaceId: string,
  platform: RemoteCrmPlatform,
): Promise<void> {
  const flagged = await deps.db
    .update(crmConnections)
    .set({ expiredAt: clock.now() })
    .where(
      and(
        inSpace(crmConnections, spaceId),
        eq(crmConnections.platform, platform),
        sql`${crmConnections.expiredAt} is null`,
      ),
    )
    .returning({ id: crmConnections.id });
  await setSpaceFlags(deps.db, spaceId, platform, false, true);
  if (flagged.length) await deps.runtime.expired(spaceId, platform);
}

/**
 * The API of the workspace's connection, or null when it has none (or it expired). Its token source
 * refreshes a token about to expire, and once on a 401; two processes refreshing at once take turns on
 * the connection row (a rotated refresh token works once), the second using what the first stored.
 * Every call that ends in CrmAuthError flags the connection as expired.
 */
export async function connectedApi(
  deps: CrmDeps,
  spaceId: string,
  platform: RemoteCrmPlatform,
): Promise<{ api: CrmApi; connection: CrmConnectionRow } | null> {
  const connection = await loadConnection(deps.db, spaceId, platform);
  if (!connection || connection.expiredAt) return null;
  let tokens = deps.secrets.decryptJson<CrmTokens>(connection.tokensEnc);
  const refreshed = async (): Promise<CrmTokens> => {
    const used = tokens.accessToken;
    tokens = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ tokensEnc: crmConnections.tokensEnc })
        .from(crmConnections)
        .where(eq(crmConnections.id, connection.id))
        .for('update');
      if (!row) throw new CrmAuthError(platform);
      const stored = deps.secrets.decryptJson<CrmTokens>(row.tokensEnc);
      if (stored.accessToken !== used) return stored;
      const fresh = await (await deps.runtime.oauth(platform)).refresh(stored.refreshToken);
      const next = { ...fresh, apiDomain: fresh.apiDomain ?? stored.apiDomain };
      await tx
        .update(crmConnections)
        .set({ tokensEnc: deps.secrets.encryptJson(next), updatedAt: clock.now() })
        .where(eq(crmConnections.id, connection.id));
      return next;
    });
    return tokens;
  };
  const source: TokenSource = {
    current: async () => (tokens.expiresAt - REFRESH_MARGIN_MS < Date.now() ? refreshed() : tokens),
    refreshed,
  };
  const raw = await deps.runtime.api(platform, source);
  const api = new Proxy(raw, {
    get(target, key: keyof CrmApi) {
      const member = target[key];
      if (typeof member !== 'function' || key === 'recordUrl') return member;
      return async (...args: unknown[]) => {
        try {
          return await (member as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } catch (error) {
          if (error instanceof CrmAuthError) await markExpired(deps, spaceId, platform);
          throw error;
        }
      };
    },
  });
  return { api, connection };
}
