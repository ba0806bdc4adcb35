import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TIERS, rampUpSchedule } from '@leadloop/domain';
import { apiClient, createTestAppOn, createTestDatabase, type TestApp } from '../../test/harness.js';
import { userWithSpace } from '../../test/fixtures.js';
import { aiDomains, credentials, spaces } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { secretsFor } from '../../lib/secrets.js';
import { createAccountMailbox } from '../../providers/mailbox/index.js';
import { mailRotation } from '../engine/campaign-mail.js';
import { engineAccountOf } from '../engine/account.js';
import { startSandboxDns } from './sandbox-dns.js';
import { runWarmup } from './warmup.js';

const HOUR = 3_600_000;
const WARMUP = {
  sending_period: 'everyday',
  time_zone: 'UTC',
  work_start: 9,
  work_end: 18,
  per_day: 25,
  ramp_up_increment: 3,
  reply_rate_percent: 33,
};

describe('AI mailboxes: domains, mailboxes, warm-up (000 §2 /mailboxes, 001 §9)', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof userWithSpace>>;
  let dns: Awaited<ReturnType<typeof startSandboxDns>>;
  let accountId: string;
  const q = () => ({ space: admin.spaceId });
  const as = (method: string, url: string, body?: object) =>
    call(method, url, { token: admin.token, query: q(), ...(body ? { body } : {}) });

  beforeAll(async () => {
    clock.advance(Date.parse('2026-04-06T08:00:00Z') - clock.nowMs());
    const database = await createTestDatabase();
    dns = await startSandboxDns(database.db);
    t = await createTestAppOn(database, {
      tracking: {
        cnameTarget: 'track.leadloop.test',
        domainUrl: 'https://{domain}',
        dnsServers: [`127.0.0.1:${dns.port}`],
      },
    });
    call = apiClient(t.app);
    admin = await userWithSpace(t.app);
    await t.ctx.db.update(spaces).set({ tier: TIERS.supreme }).where(eq(spaces.id, admin.spaceId));
    const [acc] = await t.ctx.db
      .insert(credentials)
      .values({
        spaceId: admin.spaceId,
        username: 'sales@acme.test',
        timezone: 'UTC',
        limits: { emails: 100 },
      })
      .returning();
    accountId = acc!.id;
  }, 60_000);
  afterAll(async () => {
    clock.reset();
    await t.close();
    await dns.close();
  });

  let comId: string;

  it('a domain is registering until the registrar time passes on the app clock: .com 1 hour, others 48', async () => {
    const search = await call('GET', '/api/mailboxes/domains/search', {
      token: admin.token,
      query: { ...q(), name: 'acme-outreach.com' },
    });
    expect(search.body.payload).toEqual({
      name: 'acme-outreach.com',
      available: true,
      registration_hours: 1,
    });
    const com = await as('POST', '/api/mailboxes/domains', { name: 'acme-outreach.com' });
    comId = com.body.payload._id;
    expect(com.body.payload).toMatchObject({
      status: 'registering',
      registrar: 'sandbox',
      dns_verified: false,
    });
    expect(com.body.payload.records.map((r: { purpose: string }) => r.purpose)).toEqual([
      'mx',
      'spf',
      'dkim',
      'dmarc',
      'tracking',
    ]);
    expect((await as('POST', '/api/mailboxes/domains', { name: 'acme-outreach.com' })).body.message).toBe(
      'This domain is not available',
    );
    const io = await as('POST', '/api/mailboxes/domains', { name: 'acme-outreach.io' });
    const status = async (id: string) =>
      (await as('GET', '/api/mailboxes/domains')).body.payload.items.find(
        (d: { _id: string }) => d._id === id,
      ).status;
    const mailbox = () =>
      as('POST', '/api/mailboxes', {
        domain_id: comId,
        local_part: 'ann',
        sender_name: 'Ann',
        account: accountId,
      });
    expect((await mailbox()).body.message).toBe('This domain is not ready yet');
    clock.advance(HOUR - 60_000);
    expect(await status(comId)).toBe('registering');
    clock.advance(2 * 60_000);
    expect(await status(comId)).toBe('ready');
    clock.advance(46 * HOUR);
    expect(await status(io.body.payload._id)).toBe('registering');
    clock.advance(2 * HOUR);
    expect(await status(io.body.payload._id)).toBe('ready');
  });

  it('its MX, SPF, DKIM, DMARC and tracking records are verified by real DNS lookups', async () => {
    const verified = await as('POST', `/api/mailboxes/domains/${comId}/verify`);
    expect(verified.body.payload).toMatchObject({ dns_verified: true, dns_error: null });
    expect(verified.body.payload.records.every((r: { ok: boolean }) => r.ok)).toBe(true);
    // a record missing at the DNS provider: not verified, named
    const [row] = await t.ctx.db.select().from(aiDomains).where(eq(aiDomains.id, comId));
    await t.ctx.db
      .update(aiDomains)
      .set({
        dnsRecords: row!.dnsRecords.map((r) =>
          r.purpose === 'dmarc' ? { ...r, name: 'elsewhere.test' } : r,
        ),
      })
      .where(eq(aiDomains.id, comId));
    const again = await as('POST', `/api/mailboxes/domains/${comId}/verify`);
    expect(again.body.payload).toMatchObject({ dns_verified: false, dns_error: 'DMARC' });
    await t.ctx.db.update(aiDomains).set({ dnsRecords: row!.dnsRecords }).where(eq(aiDomains.id, comId));
    expect((await as('POST', `/api/mailboxes/domains/${comId}/verify`)).body.payload.dns_verified).toBe(true);
  });

  let mailboxIds: string[] = [];

  it('a domain takes at most 3 mailboxes; the fourth is refused with the rule', async () => {
    const create = (local_part: string) =>
      as('POST', '/api/mailboxes', {
        domain_id: comId,
        local_part,
        sender_name: `${local_part} Lee`,
        account: accountId,
      });
    for (const name of ['ann', 'bob', 'cara']) expect((await create(name)).status).toBe(200);
    const fourth = await create('dan');
    expect(fourth.status).toBe(400);
    expect(fourth.body.message).toBe('A domain can have at most 3 mailboxes');
    const list = await as('GET', '/api/mailboxes');
    mailboxIds = list.body.payload.items.map((m: { _id: string }) => m._id);
    expect(list.body.payload.items.map((m: { email: string }) => m.email)).toEqual([
      'ann@acme-outreach.com',
      'bob@acme-outreach.com',
      'cara@acme-outreach.com',
    ]);
    expect(list.body.payload.items[0]).toMatchObject({ status: 'active', daily_limit: 2 });
  });

  it('warm-up sends the ramp between the pool, replies at its rate, and leaves the campaign limit to the ramp', async () => {
    for (const id of mailboxIds)
      expect((await as('PUT', `/api/mailboxes/${id}/warmup`, WARMUP)).status).toBe(200);
    // day 1, end of the working day: each mailbox sent its 3 (ramp 3)
    clock.advance(Date.parse('2026-04-08T17:30:00Z') - clock.nowMs());
    await runWarmup(t.ctx);
    await runWarmup(t.ctx); // a repeated pass sends nothing twice
    clock.advance(24 * HOUR);
    await runWarmup(t.ctx);
    const view = (await as('GET', `/api/mailboxes/${mailboxIds[0]}/warmup`)).body.payload;
    expect(view.days.map((d: { planned: number; sent: number }) => [d.planned, d.sent])).toEqual([
      [3, 3],
      [6, 6],
    ]);
    const replies = await Promise.all(
      mailboxIds.map(async (id) => (await as('GET', `/api/mailboxes/${id}/warmup`)).body.payload.days),
    );
    const replied = replies.flat().reduce((n: number, d: { replied: number }) => n + d.replied, 0);
    expect(replied).toBeGreaterThan(0);
    expect(replied).toBeLessThan(27);
    expect(view.health).toMatchObject({ hard_bounces: 0, complaints: 0, status: 'active' });

    // campaign mail: the ramp's day-2 limit (4), warm-up messages not counted
    const [acc] = await t.ctx.db.select().from(credentials).where(eq(credentials.id, accountId));
    const mailbox = createAccountMailbox(t.ctx.db, secretsFor(t.ctx), () => clock.now());
    const rotation = mailRotation(engineAccountOf(acc!), clock.now());
    let sent = 0;
    for (let i = 0; i < 20; i++) {
      try {
        await mailbox.send(accountId, { to: `p${i}@example.org`, subject: 'S', text: 'T', rotation });
        sent++;
      } catch (error) {
        expect((error as Error).message).toBe('Daily email limit reached');
        break;
      }
    }
    expect(sent).toBe(3 * rampUpSchedule()[1]!);
  });
});
