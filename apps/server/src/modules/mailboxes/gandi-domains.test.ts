import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TIERS } from '@leadloop/domain';
import { apiClient, createTestAppOn, createTestDatabase, type TestApp } from '../../test/harness.js';
import { userWithSpace } from '../../test/fixtures.js';
import { gandiFake } from '../../test/gandi-fake.js';
import { spaces } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { startSandboxDns } from './sandbox-dns.js';

const TOKEN = 'pat_module-test-token';
const OWNER = {
  type: 'company',
  given: 'Ada',
  family: 'Ops',
  email: 'domains@leadloop.test',
  streetaddr: '1 rue de la Paix',
  city: 'Paris',
  zip: '75002',
  country: 'FR',
};

describe('AI mailboxes buy domains at Gandi when GANDI_TOKEN is set (local Gandi fake)', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof gandiFake>>;
  let dns: Awaited<ReturnType<typeof startSandboxDns>>;
  let call: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof userWithSpace>>;
  let other: Awaited<ReturnType<typeof userWithSpace>>;
  const as = (who: typeof admin, method: string, url: string, body?: object) =>
    call(method, url, { token: who.token, query: { space: who.spaceId }, ...(body ? { body } : {}) });
  const statusOf = async (name: string) =>
    (await as(admin, 'GET', '/api/mailboxes/domains')).body.payload.items.find(
      (d: { name: string }) => d.name === name,
    )?.status as string | undefined;

  beforeAll(async () => {
    fake = await gandiFake({ token: TOKEN, taken: ['google.com'] });
    // the sandbox name server stands in for Gandi's: it answers the rows' records to the verification
    const database = await createTestDatabase();
    dns = await startSandboxDns(database.db);
    t = await createTestAppOn(database, {
      gandi: { token: TOKEN, owner: OWNER, apiBase: fake.url, timeoutMs: 3000 },
      tracking: {
        cnameTarget: 'track.leadloop.test',
        domainUrl: 'https://{domain}',
        dnsServers: [`127.0.0.1:${dns.port}`],
      },
    });
    call = apiClient(t.app);
    admin = await userWithSpace(t.app);
    other = await userWithSpace(t.app, 'Other');
    for (const who of [admin, other])
      await t.ctx.db.update(spaces).set({ tier: TIERS.supreme }).where(eq(spaces.id, who.spaceId));
  }, 60_000);
  afterAll(async () => {
    clock.reset();
    await t.close();
    await fake.close();
    await dns.close();
  });

  it('search asks Gandi; a purchase registers there once and writes the records to LiveDNS', async () => {
    const search = (name: string) =>
      call('GET', '/api/mailboxes/domains/search', {
        token: admin.token,
        query: { space: admin.spaceId, name },
      });
    expect((await search('google.com')).body.payload.available).toBe(false);
    expect((await search('acme-outreach.com')).body.payload.available).toBe(true);
    const bought = await as(admin, 'POST', '/api/mailboxes/domains', { name: 'acme-outreach.com' });
    expect(bought.body.payload).toMatchObject({ registrar: 'gandi', status: 'registering' });
    expect(fake.state.purchases).toBe(1);
    expect([...fake.state.zones.get('acme-outreach.com')!.keys()].sort()).toEqual([
      '@/MX',
      '@/TXT',
      '_dmarc/TXT',
      'leadloop._domainkey/TXT',
      'track/CNAME',
    ]);
    expect(
      (await as(admin, 'POST', '/api/mailboxes/domains', { name: 'acme-outreach.com' })).body.message,
    ).toBe('This domain is not available');
    expect(fake.state.purchases).toBe(1);
  });

  it('a purchase whose answer was a 5xx stays registering; the retry completes it without buying twice', async () => {
    const before = fake.state.purchases;
    fake.failOnce('POST', /^\/v5\/domain\/domains$/, { status: 502, carriedOut: true });
    const failed = await as(admin, 'POST', '/api/mailboxes/domains', { name: 'lost-answer.com' });
    expect(failed.body).toEqual({
      ok: false,
      code: 503,
      key: 'registrarUnavailable',
      message: 'The domain registrar did not answer. Your purchase is kept: try again in a minute',
    });
    expect(fake.state.purchases).toBe(before + 1);
    // unconfirmed: never ready on the clock, and no other workspace can take the name meanwhile
    clock.advance(3 * 3_600_000);
    expect(await statusOf('lost-answer.com')).toBe('registering');
    expect((await as(other, 'POST', '/api/mailboxes/domains', { name: 'lost-answer.com' })).status).toBe(400);
    const retried = await as(admin, 'POST', '/api/mailboxes/domains', { name: 'lost-answer.com' });
    expect(retried.status).toBe(200);
    expect(fake.state.purchases).toBe(before + 1);
    expect(fake.state.zones.get('lost-answer.com')!.size).toBe(5);
    clock.advance(2 * 3_600_000);
    expect(await statusOf('lost-answer.com')).toBe('ready');
  });

  it('a purchase Gandi refuses leaves nothing behind: the name can be bought again', async () => {
    fake.failOnce('POST', /^\/v5\/domain\/domains$/, { status: 400 });
    const refused = await as(admin, 'POST', '/api/mailboxes/domains', { name: 'refused.com' });
    expect(refused.body).toMatchObject({
      code: 502,
      message: 'The domain registrar refused this purchase. Nothing was bought',
    });
    expect(await statusOf('refused.com')).toBeUndefined();
    expect((await as(other, 'POST', '/api/mailboxes/domains', { name: 'refused.com' })).status).toBe(200);
    expect(fake.state.domains.has('refused.com')).toBe(true);
  });

  it('records Gandi could not take at purchase are written again by the verification', async () => {
    fake.failOnce('PUT', /\/records\/@\/TXT$/, { status: 503 });
    const bought = await as(admin, 'POST', '/api/mailboxes/domains', { name: 'late-zone.com' });
    expect(bought.status).toBe(200);
    expect(fake.state.zones.get('late-zone.com')!.has('@/TXT')).toBe(false);
    clock.advance(2 * 3_600_000);
    const verified = await as(admin, 'POST', `/api/mailboxes/domains/${bought.body.payload._id}/verify`);
    expect(verified.body.payload.dns_verified).toBe(true);
    expect(fake.state.zones.get('late-zone.com')!.size).toBe(5);
  });
});
