import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImapFlow } from 'imapflow';
import { eq, like } from 'drizzle-orm';
import { TIERS } from '@leadloop/domain';
import { apiClient, createTestAppOn, createTestDatabase, type TestApp } from '../../test/harness.js';
import { userWithSpace } from '../../test/fixtures.js';
import { aiDomains, credentials, mailboxMessages, spaces } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { startDovecot, type Dovecot } from '../../test/dovecot.js';
import { startSandboxDns } from './sandbox-dns.js';
import { JUNK, seedPassword } from './seed-mail.js';

const DOMAIN = 'placement-demo.com';
const CLEAN = {
  subject: 'Quick question about your team',
  text: 'Hi Sam,\n\nDo you have a minute on Tuesday?\n\nAnn',
};

/**
 * Issue 39 item 5: a mailbox's message sent to the sandbox's seeds, filed by their rule (placement.ts) into
 * the seeds' real IMAP folders on the mail stack's Dovecot, and read back over IMAP.
 */
describe('inbox placement test of an AI mailbox', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof userWithSpace>>;
  let dns: Awaited<ReturnType<typeof startSandboxDns>>;
  let dovecot: Dovecot;
  let mailboxId: string;
  let domainId: string;
  const as = (user: typeof admin, method: string, url: string, body?: object) =>
    call(method, url, { token: user.token, query: { space: user.spaceId }, ...(body ? { body } : {}) });
  const read = async (id: string) =>
    (await as(admin, 'GET', `/api/mailboxes/${mailboxId}/placement_tests`)).body.payload.items.find(
      (i: { _id: string }) => i._id === id,
    );
  /** Sends the test (pending until its seeds are read), then reads the seeds' folders. */
  const send = async (body: object) => {
    const res = await as(admin, 'POST', `/api/mailboxes/${mailboxId}/placement_tests`, body);
    expect(res.status).toBe(200);
    expect(res.body.payload.status).toBe('pending');
    return res.body.payload;
  };
  const run = async (body: object) => read((await send(body))._id);
  const results = (view: { seeds: { profile: string; result: string }[] }) =>
    Object.fromEntries(view.seeds.map((s) => [s.profile, s.result]));
  const publish = async (change: (r: { purpose: string; value: string }) => object | null) => {
    const [domain] = await t.ctx.db.select().from(aiDomains).where(eq(aiDomains.id, domainId));
    const records = domain!.dnsRecords.map((r) => change(r)).filter(Boolean);
    await t.ctx.db
      .update(aiDomains)
      .set({ dnsRecords: records as typeof domain.dnsRecords })
      .where(eq(aiDomains.id, domainId));
    return domain!.dnsRecords;
  };

  beforeAll(async () => {
    clock.advance(Date.parse('2026-05-04T09:00:00Z') - clock.nowMs());
    const database = await createTestDatabase();
    dns = await startSandboxDns(database.db);
    dovecot = await startDovecot([{ user: 'postmaster@stack.test', password: 'stack-pass' }]);
    t = await createTestAppOn(database, {
      tracking: {
        cnameTarget: 'track.leadloop.test',
        domainUrl: 'https://{domain}',
        dnsServers: [`127.0.0.1:${dns.port}`],
      },
      aiMail: {
        smtp: null,
        imap: { host: '127.0.0.1', port: dovecot.port, usersFile: dovecot.usersFile },
        sendingIp: '127.0.0.1',
        mxHost: 'mx.leadloop.test',
        dnsPort: null,
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
    const bought = await as(admin, 'POST', '/api/mailboxes/domains', { name: DOMAIN });
    domainId = bought.body.payload._id;
    clock.advance(3_600_000 + 1000);
    const mailbox = await as(admin, 'POST', '/api/mailboxes', {
      domain_id: domainId,
      local_part: 'ann',
      sender_name: 'Ann Lee',
      account: acc!.id,
    });
    expect(mailbox.status).toBe(200);
    mailboxId = mailbox.body.payload._id;
  }, 60_000);
  afterAll(async () => {
    clock.reset();
    await t.close();
    await dns.close();
    await dovecot.stop();
  });

  it('a well-aligned, plain message lands in the inbox at every seed; the sends are test sends', async () => {
    const view = await run(CLEAN);
    expect(view).toMatchObject({ status: 'done', inbox_rate: 1, subject: CLEAN.subject });
    expect(results(view)).toEqual({ strict: 'inbox', standard: 'inbox', lenient: 'inbox' });
    const sent = await t.ctx.db
      .select()
      .from(mailboxMessages)
      .where(like(mailboxMessages.clientKey, `placement:${view._id}:%`));
    expect(sent.map((m) => [m.to, m.isTest])).toEqual([
      ['strict@seeds.leadloop.test', true],
      ['standard@seeds.leadloop.test', true],
      ['lenient@seeds.leadloop.test', true],
    ]);
    const list = await as(admin, 'GET', `/api/mailboxes/${mailboxId}/placement_tests`);
    expect(list.body.payload.items.map((i: { _id: string }) => i._id)).toEqual([view._id]);
  });

  it('spammy content goes to spam at the strict and standard seeds, not the lenient one', async () => {
    const view = await run({ subject: 'Free trial for your team', text: 'Act now and try it.' });
    expect(results(view)).toEqual({ strict: 'spam', standard: 'spam', lenient: 'inbox' });
    expect(view.inbox_rate).toBeCloseTo(1 / 3);
    const shouted = await run({ subject: 'FREE CASH!!', text: 'Act now, click here.' });
    expect(results(shouted)).toEqual({ strict: 'spam', standard: 'spam', lenient: 'spam' });
  });

  it('failing SPF alone is spam at the strict seed; failing DMARC is rejected there (missing after the deadline) and spam elsewhere', async () => {
    const records = await publish((r) =>
      r.purpose === 'spf' ? { ...r, value: 'v=spf1 ip4:192.0.2.10 -all' } : r,
    );
    expect(results(await run(CLEAN))).toEqual({ strict: 'spam', standard: 'inbox', lenient: 'inbox' });
    // no DKIM key published either: SPF and DKIM fail, so DMARC does
    await publish((r) => (r.purpose === 'dkim' ? null : r));
    const view = await run(CLEAN);
    expect(view.status).toBe('pending');
    expect(results(view)).toEqual({ strict: 'pending', standard: 'spam', lenient: 'spam' });
    expect(view.inbox_rate).toBeNull();
    clock.advance(9 * 60_000);
    expect((await read(view._id)).status).toBe('pending');
    clock.advance(60_000);
    const late = await read(view._id);
    expect(late).toMatchObject({ status: 'done', inbox_rate: 0 });
    expect(results(late)).toEqual({ strict: 'missing', standard: 'spam', lenient: 'spam' });
    await t.ctx.db.update(aiDomains).set({ dnsRecords: records }).where(eq(aiDomains.id, domainId));
  });

  it('reads each seed over IMAP: a copy moved to Junk at a seed is reported spam there', async () => {
    const sent = await send(CLEAN);
    const seed = 'lenient@seeds.leadloop.test';
    const c = new ImapFlow({
      host: '127.0.0.1',
      port: dovecot.port,
      secure: false,
      auth: { user: seed, pass: seedPassword(t.ctx, seed) },
      logger: false,
    });
    await c.connect();
    await c.mailboxOpen('INBOX');
    const [copy] = await t.ctx.db
      .select()
      .from(mailboxMessages)
      .where(eq(mailboxMessages.clientKey, `placement:${sent._id}:2`));
    const messageId = copy!.messageId;
    const uids = await c.search({ header: { 'message-id': messageId } }, { uid: true });
    expect(uids).toHaveLength(1);
    await c.messageMove(uids as number[], JUNK, { uid: true });
    await c.logout();
    const view = await read(sent._id);
    expect(results(view)).toEqual({ strict: 'inbox', standard: 'inbox', lenient: 'spam' });
  });

  it("without a mail stack the seeds are the sandbox's own: filed at once by the same rule", async () => {
    const config = t.ctx.config.aiMail!;
    const imap = config.imap;
    config.imap = null;
    try {
      const res = await as(admin, 'POST', `/api/mailboxes/${mailboxId}/placement_tests`, {
        subject: 'Free trial',
        text: 'Act now.',
      });
      expect(res.body.payload).toMatchObject({ status: 'done' });
      expect(results(res.body.payload)).toEqual({ strict: 'spam', standard: 'spam', lenient: 'inbox' });
    } finally {
      config.imap = imap;
    }
  });

  it('another workspace can neither read nor run a placement test on the mailbox', async () => {
    const other = await userWithSpace(t.app);
    const before = await t.ctx.db.select().from(mailboxMessages);
    expect((await as(other, 'GET', `/api/mailboxes/${mailboxId}/placement_tests`)).status).toBe(404);
    expect((await as(other, 'POST', `/api/mailboxes/${mailboxId}/placement_tests`, CLEAN)).status).toBe(404);
    expect(await t.ctx.db.select().from(mailboxMessages)).toHaveLength(before.length);
  });
});
