import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gandiFake } from '../../test/gandi-fake.js';
import { generateDkimKey, recordsFor } from '../../modules/mailboxes/dns-records.js';
import { DomainProviderError, gandiDns, gandiRegistrar } from './index.js';

const TOKEN = 'pat_test-token-0123456789';
const OWNER = {
  type: 'company',
  orgname: 'Leadloop Ops',
  given: 'Ada',
  family: 'Ops',
  email: 'domains@leadloop.test',
  streetaddr: '1 rue de la Paix',
  city: 'Paris',
  zip: '75002',
  country: 'FR',
  phone: '+33.100000000',
};
const HOUR = 3_600_000;

/** LiveDNS's zone-file values back to the module's: absolute names without their dot, TXT strings joined. */
function plain(type: string, value: string): string {
  if (type === 'TXT') return [...value.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join('');
  if (type === 'MX' || type === 'CNAME') return value.replace(/\.$/, '');
  return value;
}

describe('Gandi domains provider (API v5 and LiveDNS, against a local fake)', () => {
  let fake: Awaited<ReturnType<typeof gandiFake>>;
  let config: { token: string; owner: Record<string, unknown> | null; apiBase: string; timeoutMs: number };
  beforeAll(async () => {
    fake = await gandiFake({ token: TOKEN, taken: ['google.com'] });
    config = { token: TOKEN, owner: OWNER, apiBase: fake.url, timeoutMs: 3000 };
  });
  afterAll(() => fake.close());

  it('a name is available only when Gandi says so', async () => {
    const registrar = gandiRegistrar(config);
    expect(await registrar.available('acme-outreach.com')).toBe(true);
    expect(await registrar.available('google.com')).toBe(false);
  });

  it('registers with the owner contact and a retried registration buys nothing more', async () => {
    const registrar = gandiRegistrar(config);
    const now = new Date('2026-04-06T08:00:00Z');
    const first = await registrar.register('acme-outreach.com', now);
    expect(first.readyAt.getTime() - now.getTime()).toBe(HOUR);
    expect(fake.state.domains.get('acme-outreach.com')?.owner).toEqual(OWNER);
    const again = await registrar.register('acme-outreach.com', now);
    expect(again.ref).toBe(first.ref);
    expect(fake.state.purchases).toBe(1);
    expect(await registrar.available('acme-outreach.com')).toBe(false);
    const io = await registrar.register('acme-outreach.io', now);
    expect(io.readyAt.getTime() - now.getTime()).toBe(48 * HOUR);
    expect(fake.state.purchases).toBe(2);
  });

  it('a 5xx during registration surfaces as an error, and the retry completes buying once', async () => {
    const registrar = gandiRegistrar(config);
    const now = new Date('2026-04-06T08:00:00Z');
    const before = fake.state.purchases;
    // carried out at Gandi, the answer a 503: the retry finds the domain already ours
    fake.failOnce('POST', /^\/v5\/domain\/domains$/, { status: 503, carriedOut: true });
    const lost = await registrar.register('lost-answer.com', now).catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(DomainProviderError);
    expect(lost).toMatchObject({ status: 503, definite: false });
    expect((lost as Error).message).toContain('503');
    await registrar.register('lost-answer.com', now);
    expect(fake.state.purchases).toBe(before + 1);
    // refused with a 503 before anything was done: the retry buys it, once
    fake.failOnce('POST', /^\/v5\/domain\/domains$/, { status: 503 });
    await expect(registrar.register('refused-once.com', now)).rejects.toThrow(/503/);
    expect(fake.state.purchases).toBe(before + 1);
    await registrar.register('refused-once.com', now);
    expect(fake.state.purchases).toBe(before + 2);
  });

  it('without an owner contact nothing is bought, with a clear error', async () => {
    const registrar = gandiRegistrar({ ...config, owner: null });
    await expect(registrar.register('no-owner.com', new Date())).rejects.toMatchObject({
      message: expect.stringContaining('GANDI_OWNER'),
      definite: true,
    });
    expect(fake.state.domains.has('no-owner.com')).toBe(false);
  });

  it("writes the module's MX, SPF, DKIM, DMARC and tracking records to LiveDNS; writing again changes nothing", async () => {
    const records = recordsFor('acme-outreach.com', generateDkimKey().publicKey, {
      sendingIp: '203.0.113.7',
      mxHost: 'mx.leadloop.test',
      trackingTarget: 'track.leadloop.test',
    });
    const dns = gandiDns(config);
    await dns.writeRecords('acme-outreach.com', records);
    const zone = fake.state.zones.get('acme-outreach.com')!;
    expect(fake.state.calls).toContainEqual({
      method: 'PUT',
      path: '/v5/livedns/domains/acme-outreach.com/records/@/MX',
      status: 201,
    });
    expect([...zone.keys()].sort()).toEqual([
      '@/MX',
      '@/TXT',
      '_dmarc/TXT',
      'leadloop._domainkey/TXT',
      'track/CNAME',
    ]);
    const published = [...zone.values()].flatMap((set) =>
      set.rrset_values.map((v) => ({
        type: set.rrset_type,
        name: set.rrset_name === '@' ? 'acme-outreach.com' : `${set.rrset_name}.acme-outreach.com`,
        value: plain(set.rrset_type, v),
      })),
    );
    const sortKey = (r: { type: string; name: string }) => `${r.name} ${r.type}`;
    expect(published.sort((a, b) => sortKey(a).localeCompare(sortKey(b)))).toEqual(
      records
        .map(({ type, name, value }) => ({ type, name, value }))
        .sort((a, b) => sortKey(a).localeCompare(sortKey(b))),
    );
    // the DKIM key is longer than one TXT string: split in strings of at most 255
    const dkim = zone.get('leadloop._domainkey/TXT')!.rrset_values[0]!;
    expect(dkim.match(/"[^"]*"/g)!.every((s) => s.length - 2 <= 255)).toBe(true);
    const snapshot = JSON.stringify([...zone.entries()]);
    await dns.writeRecords('acme-outreach.com', records);
    expect(JSON.stringify([...fake.state.zones.get('acme-outreach.com')!.entries()])).toBe(snapshot);
    // a domain with no zone at Gandi (yet): an error that says so, to be written again later
    await expect(
      dns.writeRecords('not-ours.com', [{ type: 'MX', name: 'not-ours.com', value: '10 mx.leadloop.test' }]),
    ).rejects.toMatchObject({ status: 404, definite: false });
  });

  it('a wrong token is a clear error that never carries the token', async () => {
    const wrong = 'pat_wrong-secret-value';
    const bad = { ...config, token: wrong };
    for (const attempt of [
      () => gandiRegistrar(bad).available('acme-outreach.com'),
      () => gandiRegistrar(bad).register('another.com', new Date()),
      () =>
        gandiDns(bad).writeRecords('acme-outreach.com', [
          { type: 'CNAME', name: 'track.acme-outreach.com', value: 'x.test' },
        ]),
    ]) {
      const error = (await attempt().catch((e: unknown) => e)) as DomainProviderError;
      expect(error).toBeInstanceOf(DomainProviderError);
      expect(error.message).toMatch(/Gandi refused the access token \(401\)/);
      expect(error.message).not.toContain(wrong);
      expect(JSON.stringify(error)).not.toContain(wrong);
    }
    expect(fake.state.domains.has('another.com')).toBe(false);
  });
});
