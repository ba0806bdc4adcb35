import { and, eq, inArray, or } from 'drizzle-orm';
import { normalizeBlacklistValue, type BLACKLIST_KINDS } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { credentialBlacklist } from '../../db/schema/index.js';
import { inSpace } from '../../lib/scope.js';

type Kind = (typeof BLACKLIST_KINDS)[number];

/** The account a list belongs to (its workspace comes with it). */
type Account = { id: string; spaceId: string };

export async function listBlacklist(db: Db, account: Account) {
  const rows = await db
    .select()
    .from(credentialBlacklist)
    .where(and(inSpace(credentialBlacklist, account), eq(credentialBlacklist.credentialId, account.id)))
    .orderBy(credentialBlacklist.createdAt, credentialBlacklist.value);
  return {
    profile: rows.filter((r) => r.kind === 'profile').map((r) => r.value),
    company: rows.filter((r) => r.kind === 'company').map((r) => r.value),
  };
}

/** Replaces one list (people or companies) with `values`. */
export async function replaceBlacklist(
  db: Db,
  account: Account,
  kind: Kind,
  values: string[],
): Promise<void> {
  const credentialId = account.id;
  const unique = new Map<string, string>();
  for (const value of values) {
    const normalized = normalizeBlacklistValue(kind, value);
    if (normalized && !unique.has(normalized)) unique.set(normalized, value.trim());
  }
  await db.transaction(async (tx) => {
    await tx
      .delete(credentialBlacklist)
      .where(and(eq(credentialBlacklist.credentialId, credentialId), eq(credentialBlacklist.kind, kind)));
    const rows = [...unique].map(([normalized, value]) => ({
      spaceId: account.spaceId,
      credentialId,
      kind,
      value,
      normalized,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await tx.insert(credentialBlacklist).values(rows.slice(i, i + 500));
  });
}

/** For campaigns: is this person (profile URL or id) or their company on the account's blacklist? */
export async function isBlacklisted(
  db: Db,
  credentialId: string,
  target: { profile?: string | null; company?: string | null },
): Promise<boolean> {
  const checks = [];
  if (target.profile)
    checks.push(
      and(
        eq(credentialBlacklist.kind, 'profile'),
        eq(credentialBlacklist.normalized, normalizeBlacklistValue('profile', target.profile)),
      ),
    );
  if (target.company)
    checks.push(
      and(
        eq(credentialBlacklist.kind, 'company'),
        eq(credentialBlacklist.normalized, normalizeBlacklistValue('company', target.company)),
      ),
    );
  if (!checks.length) return false;
  const [hit] = await db
    .select({ id: credentialBlacklist.id })
    .from(credentialBlacklist)
    .where(and(eq(credentialBlacklist.credentialId, credentialId), or(...checks)))
    .limit(1);
  return Boolean(hit);
}

/** Batch form of isBlacklisted for many profile ids at once. */
export async function blacklistedProfiles(
  db: Db,
  credentialId: string,
  profiles: string[],
): Promise<Set<string>> {
  if (!profiles.length) return new Set();
  const normalized = profiles.map((p) => normalizeBlacklistValue('profile', p));
  const rows = await db
    .select({ n: credentialBlacklist.normalized })
    .from(credentialBlacklist)
    .where(
      and(
        eq(credentialBlacklist.credentialId, credentialId),
        eq(credentialBlacklist.kind, 'profile'),
        inArray(credentialBlacklist.normalized, normalized),
      ),
    );
  return new Set(rows.map((r) => r.n));
}
