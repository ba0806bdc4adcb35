import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { authenticate, dkimVerify } from 'mailauth';
import { TIERS } from '@leadloop/domain';
import {
  LOOPBACK_EGRESS,
  apiClient,
  createTestAppOn,
  createTestDatabase,
  type TestApp,
} from '../../test/harness.js';
import { userWithSpace } from '../../test/fixtures.js';
import { engineWorld } from '../../test/engine-world.js';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp.js';
import { startDovecot, type Dovecot } from '../../test/dovecot.js';
import {
  aiDomains,
  campaignProspects,
  emailUnsubscribes,
  inboxMessages,
  integrations,
  mailboxMessages,
  prospects,
  spaces,
} from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { secretsFor } from '../../lib/secrets.js';
import {
  createAccountMailbox,
  mailboxFor,
  parseInbound,
  type SmtpSettings,
} from '../../providers/mailbox/index.js';
import { campaignMailerFrom, runDepsUntil } from '../engine/index.js';
import { ingestInbound, syncAllMailboxes } from '../inbox/email-sync.js';
import { resolverOf } from './dns-records.js';
import { startSandboxDns } from './sandbox-dns.js';

const DOMAIN = 'northwind-mail.com';
const HOUR = 3_600_000;

/**
 * Issue 39's guards, end to end on real protocols: campaign mail leaves over SMTP (smtp-server) from an AI
 * mailbox, signed by nodemailer; mailauth verifies it against the sandbox DNS server (dns2) the DNS plugin
 * published the domain's records to.
 */
describe('deliverability guards of AI mailboxes', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof userWithSpace>>;
  let dns: Awaited<ReturnType<typeof startSandboxDns>>;
  let smtp: FakeSmtp;
  let dovecot: Dovecot;
  let world: Awaited<ReturnType<typeof engineWorld>>;
  let credentialId: string;
  let integrationId: string;
  let login = { username: '', password: '' };
  const q = () => ({ space: admin.spaceId });
  const resolver = () => {
    const r = resolverOf([`127.0.0.1:${dns.port}`]);
    return (name: string, type: string) => r.resolve(name, type as 'TXT') as Promise<string[][]>;
  };

  beforeAll(async () => {
    clock.advance(Date.parse('2026-03-02T08:00:00Z') - clock.nowMs());
    const database = await createTestDatabase();
    dns = await startSandboxDns(database.db);
    smtp = await startFakeSmtp({ login: () => login });
    // the mail stack's IMAP side: the sandbox mail provider adds each mailbox's login to its passwd-file
    dovecot = await startDovecot([{ user: 'postmaster@stack.test', password: 'stack-pass' }]);
    t = await createTestAppOn(database, {
      publicUrl: 'https://app.leadloop.test',
      egress: LOOPBACK_EGRESS,
      tracking: {
        cnameTarget: 'track.leadloop.test',
        domainUrl: 'https://{domain}',
        dnsServers: [`127.0.0.1:${dns.port}`],
      },
      aiMail: {
        smtp: { host: '127.0.0.1', port: smtp.port },
        imap: { host: '127.0.0.1', port: dovecot.port, usersFile: dovecot.usersFile },
        sendingIp: '127.0.0.1',
        mxHost: 'mx.leadloop.test',
        dnsPort: null,
      },
    });
    call = apiClient(t.app);
    admin = await userWithSpace(t.app);
    await t.ctx.db.update(spaces).set({ tier: TIERS.supreme }).where(eq(spaces.id, admin.spaceId));
    world = await engineWorld(t.ctx.database, { population: 300, spaceId: admin.spaceId });
    world.deps.publicUrl = t.ctx.config.publicUrl;
    world.deps.mail = campaignMailerFrom(mailboxFor(t.ctx));
    const acc = await world.account({
      username: 'sales@acme.test',
      timezone: 'UTC',
      start: 0,
      end: 0,
      limits: { emails: 1000 },
    });
    credentialId = acc.id;

    const bought = await call('POST', '/api/mailboxes/domains', {
      token: admin.token,
      query: q(),
      body: { name: DOMAIN },
    });
    expect(bought.body.payload.status).toBe('registering');
    clock.advance(HOUR + 1000);
    const verified = await call('POST', `/api/mailboxes/domains/${bought.body.payload._id}/verify`, {
      token: admin.token,
      query: q(),
    });
    expect(verified.body.payload).toMatchObject({ status: 'ready', dns_verified: true });
    const mailbox = await call('POST', '/api/mailboxes', {
      token: admin.token,
      query: q(),
      body: {
        domain_id: bought.body.payload._id,
        local_part: 'ann',
        sender_name: 'Ann Lee',
        account: credentialId,
      },
    });
    expect(mailbox.status).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(integrations)
      .where(eq(integrations.email, `ann@${DOMAIN}`));
    integrationId = row!.id;
    // an established mailbox (past its 13-day ramp): the campaign is not held by the ramp here
    await t.ctx.db
      .update(integrations)
      .set({ connectedAt: new Date(clock.nowMs() - 20 * 24 * HOUR) })
      .where(eq(integrations.id, integrationId));
    const settings = secretsFor(t.ctx).decryptJson<SmtpSettings>(row!.settingsEnc!);
    login = { username: settings.username, password: settings.password };

    const wf = await world.campaign(credentialId, [
      {
        type: 'email',
        delay_days: 0,
        delay_hours: 0,
        subject: 'Hi {first_name}',
        content: 'Hello {first_name}',
      },
      // a follow-up days later: a reply stops the sequence before it
      { type: 'email', delay_days: 3, delay_hours: 0, subject: 'Again', content: 'Any thoughts?' },
    ]);
    await world.audience(wf, 16);
    await runDepsUntil(world.deps, new Date(clock.nowMs() + 2 * HOUR));
  }, 120_000);
  afterAll(async () => {
    clock.reset();
    await t.close();
    await dns.close();
    await smtp.close();
    await dovecot.stop();
  });

  it('every campaign email carries a DKIM signature that verifies, passes DMARC and has the RFC 8058 headers', async () => {
    expect(smtp.received.length).toBeGreaterThanOrEqual(6);
    for (const mail of smtp.received) {
      const dkim = await dkimVerify(Buffer.from(mail.raw), { resolver: resolver() });
      expect(dkim.results).toHaveLength(1);
      expect(dkim.results[0]).toMatchObject({ signingDomain: DOMAIN, status: { result: 'pass' } });
      const auth = await authenticate(Buffer.from(mail.raw), {
        ip: '127.0.0.1',
        helo: DOMAIN,
        sender: `ann@${DOMAIN}`,
        mta: 'mx.test',
        resolver: resolver(),
        disableArc: true,
        disableBimi: true,
      });
      expect(auth.dmarc && auth.dmarc.status.result).toBe('pass');
      expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<https:\/\/[^>]+\/api\/t\/u\/[\w-]{22}>$/m);
      expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      // a body changed on the way no longer verifies (the check is real)
      const tampered = mail.raw.replace(/Hello/, 'Hullo');
      const bad = await dkimVerify(Buffer.from(tampered), { resolver: resolver() });
      expect(bad.results[0]!.status.result).not.toBe('pass');
    }
  });

  it('a sender failing SPF/DKIM/DMARC alignment cannot start an email campaign (real lookups)', async () => {
    const wf = await world.campaign(
      credentialId,
      [{ type: 'email', delay_days: 0, delay_hours: 0, subject: 'S', content: 'C' }],
      { status: 'inactive' },
    );
    const start = () =>
      call('POST', `/api/workflows/${wf.id}/update_status`, {
        token: admin.token,
        query: q(),
        body: { status: 'active' },
      });
    const [domain] = await t.ctx.db.select().from(aiDomains).where(eq(aiDomains.name, DOMAIN));
    const records = domain!.dnsRecords;
    const publish = (changed: typeof records) =>
      t.ctx.db.update(aiDomains).set({ dnsRecords: changed }).where(eq(aiDomains.id, domain!.id));
    // SPF now names another sending address: SPF fails, and DMARC with it (DKIM alone still aligns)
    await publish(
      records.map((r) => (r.purpose === 'spf' ? { ...r, value: 'v=spf1 ip4:192.0.2.10 -all' } : r)),
    );
    const spf = await start();
    expect(spf.status).toBe(400);
    expect(spf.body.message).toBe(
      `The sender ann@${DOMAIN} fails SPF: fix its DNS records before starting the campaign`,
    );
    // no DKIM key published and no DMARC record: refused naming them
    await publish(records.filter((r) => r.purpose !== 'dkim' && r.purpose !== 'dmarc'));
    expect((await start()).body.message).toBe(
      `The sender ann@${DOMAIN} fails DKIM, DMARC: fix its DNS records before starting the campaign`,
    );
    await publish(records);
    expect((await start()).status).toBe(200);
    await call('POST', `/api/workflows/${wf.id}/update_status`, {
      token: admin.token,
      query: q(),
      body: { status: 'inactive' },
    });
  });

  it('a GET of the unsubscribe link unsubscribes nobody; a POST does, on every channel', async () => {
    const mail = smtp.received[0]!;
    const id = /\/api\/t\/u\/([\w-]{22})>/.exec(mail.raw)![1]!;
    const to = mail.to[0]!;
    // the same person also waits in a network campaign of the account
    const network = await world.campaign(credentialId, [
      { type: 'message', delay_days: 0, delay_hours: 0, content: 'Hi' },
    ]);
    const [person] = await t.ctx.db.select().from(prospects).where(eq(prospects.workEmail, to));
    const personId = person!.id;
    await t.ctx.db.insert(campaignProspects).values({
      spaceId: admin.spaceId,
      workflowId: network.id,
      prospectId: personId,
      credentialId,
      status: 'active',
      nextRunAt: clock.now(),
    });
    const unsubscribed = () =>
      t.ctx.db.select().from(emailUnsubscribes).where(eq(emailUnsubscribes.email, to.toLowerCase()));
    const running = () =>
      t.ctx.db
        .select()
        .from(campaignProspects)
        .where(and(eq(campaignProspects.prospectId, personId), eq(campaignProspects.status, 'active')));
    for (const method of ['GET', 'HEAD'] as const) await t.app.inject({ method, url: `/api/t/u/${id}` });
    expect(await unsubscribed()).toHaveLength(0);
    expect((await running()).length).toBeGreaterThan(0);
    const post = await t.app.inject({
      method: 'POST',
      url: `/api/t/u/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(await unsubscribed()).toHaveLength(1);
    expect(await running()).toHaveLength(0);
    const [networkPlace] = await t.ctx.db
      .select()
      .from(campaignProspects)
      .where(and(eq(campaignProspects.workflowId, network.id), eq(campaignProspects.prospectId, personId)));
    expect(networkPlace).toMatchObject({ status: 'excluded', excludedReason: 'unsubscribed' });
  });

  const inbound = async (raw: string) =>
    ingestInbound({ db: t.ctx.db, secrets: secretsFor(t.ctx), egress: LOOPBACK_EGRESS }, await row(), [
      await parseInbound(Buffer.from(raw), 1, clock.now()),
    ]);
  const row = async () =>
    (await t.ctx.db.select().from(integrations).where(eq(integrations.id, integrationId)))[0]!;

  it('an ARF complaint (RFC 5965) is recorded on the message, counted, and blacklists the address', async () => {
    const mail = smtp.received[1]!;
    const messageId = /^Message-ID: (<[^>]+>)/im.exec(mail.raw)![1]!;
    const result = await inbound(arf(mail.to[0]!, mail.raw));
    expect(result).toMatchObject({ read: 1, complaints: 1 });
    const [sent] = await t.ctx.db
      .select()
      .from(mailboxMessages)
      .where(eq(mailboxMessages.messageId, messageId));
    expect(sent!.complainedAt).not.toBeNull();
    const [mailbox] = (await call('GET', '/api/mailboxes', { token: admin.token, query: q() })).body.payload
      .items;
    const health = await call('GET', `/api/mailboxes/${mailbox._id}/warmup`, {
      token: admin.token,
      query: q(),
    });
    expect(health.body.payload.health).toMatchObject({ complaints: 1, status: 'active' });
    expect(
      await t.ctx.db
        .select()
        .from(emailUnsubscribes)
        .where(eq(emailUnsubscribes.email, mail.to[0]!.toLowerCase())),
    ).toHaveLength(1);
  });

  it('a reply to an AI mailbox arrives over IMAP from the mail stack: in the inbox, its prospect paused', async () => {
    const mail = smtp.received[8]!;
    const messageId = /^Message-ID: (<[^>]+>)/im.exec(mail.raw)![1]!;
    const to = mail.to[0]!;
    const [person] = await t.ctx.db.select().from(prospects).where(eq(prospects.workEmail, to));
    // the provider gave the mailbox a login of its own on the stack, stored hashed
    expect(readFileSync(dovecot.usersFile, 'utf8')).toMatch(
      new RegExp(`^ann@${DOMAIN.replace('.', '\\.')}:\\{SHA256\\}[\\w+/=]{44}$`, 'm'),
    );
    dovecot.deliver(
      `ann@${DOMAIN}`,
      [
        `From: <${to}>`,
        `To: ann@${DOMAIN}`,
        'Subject: Re: Hi',
        'Message-ID: <reply-ai-1@prospects.example.org>',
        `In-Reply-To: ${messageId}`,
        `Date: ${clock.now().toUTCString()}`,
        '',
        'Happy to talk, call me Tuesday.',
        '',
      ].join('\r\n'),
    );
    const read = await syncAllMailboxes({
      db: t.ctx.db,
      secrets: secretsFor(t.ctx),
      egress: LOOPBACK_EGRESS,
    });
    expect(read).toBe(1);
    const [reply] = await t.ctx.db
      .select()
      .from(inboxMessages)
      .where(eq(inboxMessages.prospectId, person!.id));
    expect(reply).toMatchObject({ channel: 'email', direction: 'inbound', subject: 'Re: Hi' });
    expect(reply!.text).toContain('call me Tuesday');
    const [place] = await t.ctx.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.prospectId, person!.id));
    expect(place).toMatchObject({ status: 'paused', pausedReason: 'got_reply' });
  });

  it('a mailbox crossing 2 % hard bounces of its last 200 sends pauses with its reason and sends nothing more', async () => {
    const bounceable = smtp.received.slice(2, 7);
    for (const [i, mail] of bounceable.entries()) {
      const messageId = /^Message-ID: (<[^>]+>)/im.exec(mail.raw)![1]!;
      await inbound(dsn(mail.to[0]!, messageId, i));
      const paused = (await row()).pausedAt;
      // 4 hard bounces are 2 % of a 200-send window: not over it; the 5th is
      expect(Boolean(paused)).toBe(i === 4);
    }
    expect(
      await t.ctx.db.select().from(mailboxMessages).where(isNotNull(mailboxMessages.bouncedAt)),
    ).toHaveLength(5);
    const [mailbox] = (await call('GET', '/api/mailboxes', { token: admin.token, query: q() })).body.payload
      .items;
    expect(mailbox).toMatchObject({ status: 'paused', pause_reason: 'bounce_rate' });
    const before = smtp.received.length;
    const account = createAccountMailbox(
      t.ctx.db,
      secretsFor(t.ctx),
      () => clock.now(),
      undefined,
      LOOPBACK_EGRESS,
    );
    await expect(
      account.send(credentialId, { to: 'someone@example.org', subject: 'S', text: 'T' }),
    ).rejects.toThrow('This mailbox is paused to protect its domain');
    expect(smtp.received.length).toBe(before);
  });
});

function arf(recipient: string, original: string): string {
  const headers = original.split(/\r?\n\r?\n/)[0];
  return [
    'From: feedback@fbl.example.net',
    `To: abuse@${DOMAIN}`,
    'Subject: FW: complaint',
    'Message-ID: <arf-1@fbl.example.net>',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=feedback-report; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain',
    '',
    'This is an email abuse report.',
    '--b1',
    'Content-Type: message/feedback-report',
    '',
    'Feedback-Type: abuse',
    'User-Agent: FBL/1.0',
    'Version: 1',
    `Original-Rcpt-To: <${recipient}>`,
    '',
    '--b1',
    'Content-Type: text/rfc822-headers',
    '',
    headers,
    '',
    '--b1--',
    '',
  ].join('\r\n');
}

function dsn(recipient: string, messageId: string, i: number): string {
  return [
    'From: Mail Delivery System <mailer-daemon@mx.example.org>',
    `To: ann@${DOMAIN}`,
    'Subject: Undelivered Mail Returned to Sender',
    `Message-ID: <dsn-${i}@mx.example.org>`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="d1"',
    '',
    '--d1',
    'Content-Type: text/plain',
    '',
    'Your message could not be delivered.',
    '--d1',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.org',
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    'Action: failed',
    'Status: 5.1.1',
    '',
    '--d1',
    'Content-Type: text/rfc822-headers',
    '',
    `Message-ID: ${messageId}`,
    `To: ${recipient}`,
    '',
    '--d1--',
    '',
  ].join('\r\n');
}
