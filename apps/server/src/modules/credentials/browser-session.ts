import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { credentials, spaces } from '../../db/schema/index.js';
import type { Secrets } from '../../lib/secrets.js';
import { clock } from '../../lib/clock.js';
import type { AccountKind, NetworkCookie } from '../../providers/network/index.js';
import type { BrowserStore, LayoutProblem } from '../../providers/network/index.js';

/**
 * The store on the credential row: the session's cookies sealed in cookies_enc (the column extension-mode
 * accounts already fill, so either kind restores the same way), the layout problem in
 * auth_status.page_layout_changed (shown with the account's other sign-in states), the proxy from the
 * account's custom proxy or the one set up for its country.
 */
export function credentialBrowserStore(db: Db, secrets: Secrets): BrowserStore {
  const row = async (credentialId: string) => {
    const [r] = await db.select().from(credentials).where(eq(credentials.id, credentialId));
    if (!r) throw new Error(`no credential ${credentialId}`);
    return r;
  };
  return {
    async setup(credentialId) {
      const r = await row(credentialId);
      const custom = r.customProxy;
      const set = r.settingProxy as {
        proxy_address?: string;
        ports?: { http?: number };
        username?: string;
      } | null;
      const address = custom?.proxy_address ?? custom?.domain ?? set?.proxy_address ?? null;
      const port = custom?.ports.http ?? set?.ports?.http ?? null;
      const proxy =
        r.noProxy || !address || !port
          ? null
          : {
              server: `http://${address}:${port}`,
              ...(custom?.username ? { username: custom.username } : {}),
              ...(r.proxyPasswordEnc ? { password: secrets.decrypt(r.proxyPasswordEnc) } : {}),
            };
      return { proxy, countryCode: r.countryCode, timezone: r.timezone };
    },
    async loadCookies(credentialId) {
      const r = await row(credentialId);
      if (!r.cookiesEnc) return null;
      const value = secrets.decryptJson<NetworkCookie[] | string>(r.cookiesEnc);
      return Array.isArray(value) ? value : null;
    },
    async saveCookies(credentialId, cookies) {
      await db
        .update(credentials)
        .set({ cookiesEnc: cookies ? secrets.encryptJson(cookies) : null })
        .where(eq(credentials.id, credentialId));
    },
    async layoutProblem(credentialId) {
      const r = await row(credentialId);
      return (r.authStatus.page_layout_changed as LayoutProblem | undefined) ?? null;
    },
    async setLayoutProblem(credentialId, problem) {
      await db
        .update(credentials)
        .set({
          authStatus: problem
            ? sql`${credentials.authStatus} || ${JSON.stringify({ page_layout_changed: problem })}::jsonb`
            : sql`${credentials.authStatus} - 'page_layout_changed'`,
          updatedAt: clock.now(),
        })
        .where(eq(credentials.id, credentialId));
    },
  };
}

/** What picks an account's network path (providers/network routing): its automation type and workspace. */
export function credentialNetworkKind(db: Db) {
  return async (credentialId: string): Promise<AccountKind> => {
    const [row] = await db
      .select({ automationType: credentials.automationType, sample: spaces.sampleStatus })
      .from(credentials)
      .innerJoin(spaces, eq(spaces.id, credentials.spaceId))
      .where(eq(credentials.id, credentialId));
    return { automationType: row?.automationType ?? 'cloud', sample: Boolean(row?.sample) };
  };
}
