import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows.js';
import { createTestDatabase } from '../../../test/harness.js';
import type { Database } from '../../../db/client.js';
import { sandboxAccounts, sandboxMembers } from '../../../db/schema/index.js';
import type { MemberProfile, NetworkAccount } from '../driver.js';
import { DEFAULT_SANDBOX_OPTIONS } from './options.js';
import { SandboxNetwork } from './sandbox-network.js';

/**
 * The sandbox must read like a network: a search's first hundred people are (nearly) all different people,
 * and never the searcher. The bound: names are drawn independently from regional pools of 30–90 first and
 * last names, so two of a hundred results share a full name about once in five searches (≈0.2 expected
 * pairs); a real network's results show a namesake or two per hundred for common names ("David Smith").
 * At most two of one name and at least 97 different names allow that and nothing like the old 9× repeats.
 */
describe('sandbox population', () => {
  let db: Database;
  let net: SandboxNetwork;
  beforeAll(async () => {
    db = await createTestDatabase();
    // The real seed; 40,000 members instead of 100,000 (same draws, less time) still give "fintech
    // founder" more than 100 results.
    net = new SandboxNetwork(db.db, {
      seed: DEFAULT_SANDBOX_OPTIONS.seed,
      population: 40_000,
      challengeRate: 0,
    });
    await net.ensureReady();
  }, 120_000);
  afterAll(() => db.close());

  async function firstHundred(account: NetworkAccount, url: string): Promise<MemberProfile[]> {
    const profiles: MemberProfile[] = [];
    for (let page = 1; profiles.length < 100; page++) {
      const result = await net.searchPage(account, url, page);
      profiles.push(...result.profiles);
      if (!result.hasMore) break;
    }
    return profiles.slice(0, 100);
  }

  const repetition = (profiles: MemberProfile[]) => {
    const counts = new Map<string, number>();
    for (const p of profiles)
      counts.set(`${p.firstName} ${p.lastName}`, (counts.get(`${p.firstName} ${p.lastName}`) ?? 0) + 1);
    return { max: Math.max(...counts.values()), distinct: counts.size, counts };
  };

  const search = 'https://www.linkedin.com/search/results/people/';
  it.each([
    ['fintech founder', `${search}?keywords=fintech%20founder`],
    ['cto', `${search}?keywords=cto`],
    ['head of marketing', `${search}?keywords=head%20of%20marketing&origin=GLOBAL_SEARCH_HEADER`],
    ['sales', `${search}?keywords=sales`],
  ])(
    'the first 100 results of "%s" repeat no full name more than twice, and never the searcher',
    async (_, url) => {
      const account = { credentialId: `cred-${url}`, username: 'aisha@example.com' };
      expect((await net.login({ account, password: 'pw' })).status).toBe('logged_in');
      const profiles = await firstHundred(account, url);
      expect(profiles).toHaveLength(100);
      const { max, distinct } = repetition(profiles);
      expect(max).toBeLessThanOrEqual(2);
      expect(distinct).toBeGreaterThanOrEqual(97);
      const [row] = await db.db
        .select()
        .from(sandboxAccounts)
        .where(eq(sandboxAccounts.credentialId, account.credentialId));
      const [self] = await db.db.select().from(sandboxMembers).where(eq(sandboxMembers.id, row!.memberId));
      expect(profiles.map((p) => `${p.firstName} ${p.lastName}`)).not.toContain(
        `${self!.firstName} ${self!.lastName}`,
      );
      // The people differ in more than names: companies, titles and places vary too.
      expect(new Set(profiles.map((p) => p.company)).size).toBeGreaterThanOrEqual(80);
      expect(new Set(profiles.map((p) => p.location)).size).toBeGreaterThanOrEqual(40);
    },
  );

  it("never returns the searcher's own profile or a namesake of it, whoever searches", async () => {
    for (let i = 0; i < 8; i++) {
      const account = { credentialId: `cred-self-${i}`, username: `person${i}@example.com` };
      await net.login({ account, password: 'pw' });
      const [row] = await db.db
        .select()
        .from(sandboxAccounts)
        .where(eq(sandboxAccounts.credentialId, account.credentialId));
      const [self] = await db.db.select().from(sandboxMembers).where(eq(sandboxMembers.id, row!.memberId));
      const byName = await net.searchPage(
        account,
        `${search}?keywords=${encodeURIComponent(`${self!.firstName} ${self!.lastName}`)}`,
        1,
      );
      expect(
        byName.profiles.filter((p) => p.firstName === self!.firstName && p.lastName === self!.lastName),
      ).toEqual([]);
    }
  });

  it('the whole population spreads over many names, companies and places, and accents search folded', async () => {
    const [figures] = rowsOf<{ n: number; top: number }>(
      await db.db.execute(sql`select count(*)::int as n, max(c)::int as top from (
        select count(*) as c from sandbox_members group by first_name, last_name) t`),
    );
    // 40,000 members over ~40,000 possible names (the real 100,000 spread further): the commonest full name is a handful of namesakes.
    expect(figures!.n).toBeGreaterThan(15_000);
    expect(figures!.top).toBeLessThanOrEqual(15);
    const account = { credentialId: 'cred-accents', username: 'accents@example.com' };
    await net.login({ account, password: 'pw' });
    const elodie = await net.searchPage(account, `${search}?keywords=elodie`, 1);
    expect(elodie.total).toBeGreaterThan(0);
    expect(elodie.profiles.every((p) => p.firstName === 'Élodie')).toBe(true);
    const muller = await net.searchPage(account, `${search}?keywords=${encodeURIComponent('MULLER')}`, 1);
    expect(muller.profiles.some((p) => p.lastName === 'Müller')).toBe(true);
  });
});
