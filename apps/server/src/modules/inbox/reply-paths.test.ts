import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  campaignProspects,
  inboxMessages,
  integrations,
  mailboxMessages,
  prospects,
} from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { secretsFor } from '../../lib/secrets.js';
import { mailProviderConfig } from '../../config.js';
import { mailboxFor } from '../../providers/mailbox/index.js';
import { campaignMailerFrom, runDepsUntil } from '../engine/index.js';
import { engineWorld } from '../../test/engine-world.js';
import { credentialsTestApp, workspace } from '../../test/credentials-helpers.js';
import { LOOPBACK_EGRESS } from '../../test/harness.js';
import { startDovecot, type Dovecot } from '../../test/dovecot.js';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp.js';
import { startFakeGmail, type FakeGmail } from '../../test/fakes/gmail.js';
import { startFakeGraph, type FakeGraph } from '../../test/fakes/graph.js';
import { startFakeSes, type FakeSes } from '../../test/fakes/ses.js';
import { startFakeSendgrid, type FakeSendgrid } from '../../test/fakes/sendgrid.js';
import { startFakeSns, type FakeSns } from '../../test/fakes/sns.js';
import { syncAllMailboxes } from './email-sync.js';
import { syncApiMailboxes } from './api-email-sync.js';

const DAY = 24 * 3_600_000;
const KINDS = ['smtp', 'google', 'microsoft', 'exchange', 'amazon', 'sendgrid'] as const;
type Kind = (typeof KINDS)[number];
const IMAP_PASSWORD = 'Imap-Reader-77';

/**
 * Issue 36: a reply path for every mailbox kind. One app, one two-email campaign per kind (each from its own
 * account and mailbox, connected through the API): prospect `a` answers, prospect `b`'s address hard-bounces,
 * prospect `c` stays silent. Each answer comes back the way that kind brings it — IMAP from Dovecot (SMTP),
 * Gmail history, Graph delta (Outlook, Exchange; Outlook's bounce through the IMAP reader attached to it),
 * SES's receipt rule and bounce notification through signed SNS posts, SendGrid's Inbound Parse and Event
 * Webhook — lands in the inbox and pauses `a`; `b` is stopped; only `c` gets the follow-up.
 * Each kind's lag (delivery → prospect paused, with the sync run at once) is printed for the README.
 */
let t: Awaited<ReturnType<typeof credentialsTestApp>>;
let owner: Awaited<ReturnType<typeof workspace>>;
let world: Awaited<ReturnType<typeof engineWorld>>;
let dovecot: Dovecot;
let smtp: FakeSmtp;
let gmail: FakeGmail;
let graph: FakeGraph;
let ses: FakeSes;
let sendgrid: FakeSendgrid;
let sns: FakeSns;
const lag: Partial<Record<Kind, { reply: number; bounce: number }>> = {};
const accounts = {} as Record<
  Kind,
  { credId: string; integrationId: string; address: string; inbound?: string }
>;
const people = {} as Record<Kind, { a: string; b: string; c: string; ids: Record<'a' | 'b' | 'c', string> }>;
let wfOf = {} as Record<Kind, string>;

const syncDeps = () => ({
  db: t.ctx.db,
  secrets: secretsFor(t.ctx),
  egress: t.ctx.config.egress,
  mailProviders: t.ctx.config.mailProviders,
});
/** What the periodic `inbox.email-sync` job runs: every IMAP reader, then every Gmail / Graph inbox. */
const pollOnce = async () => {
  await syncAllMailboxes(syncDeps());
  await syncApiMailboxes(syncDeps());
};

const sentTo = async (kind: Kind, who: 'a' | 'b' | 'c') =>
  t.ctx.db
    .select()
    .from(mailboxMessages)
    .where(
      and(eq(mailboxMessages.credentialId, accounts[kind].credId), eq(mailboxMessages.to, people[kind][who])),
    );
const stateOf = async (kind: Kind, who: 'a' | 'b' | 'c') =>
  (
    await t.ctx.db
      .select()
      .from(campaignProspects)
      .where(
        and(
          eq(campaignProspects.prospectId, people[kind].ids[who]),
          eq(campaignProspects.workflowId, wfOf[kind]),
        ),
      )
  )[0]!;

const reply = (kind: Kind, messageId: string) =>
  [
    `From: Prospect A <${people[kind].a}>`,
    `To: ${accounts[kind].address}`,
    'Subject: Re: Hello',
    `Message-ID: <reply-${kind}@prospects.example.org>`,
    `In-Reply-To: ${messageId}`,
    `References: ${messageId}`,
    `Date: ${clock.now().toUTCString()}`,
    '',
    `Happy to talk (${kind}).`,
    '',
  ].join('\r\n');
const dsn = (kind: Kind, messageId: string) =>
  [
    'From: Mail Delivery System <MAILER-DAEMON@mx.example.net>',
    `To: ${accounts[kind].address}`,
    'Subject: Undelivered Mail Returned to Sender',
    `Message-ID: <dsn-${kind}@mx.example.net>`,
    `Date: ${clock.now().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="B"',
    '',
    '--B',
    'Content-Type: text/plain',
    '',
    'The mail system could not deliver your message.',
    '--B',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.net',
    '',
    `Final-Recipient: rfc822; ${people[kind].b}`,
    'Action: failed',
    'Status: 5.1.1',
    '--B',
    'Content-Type: text/rfc822-headers',
    '',
    `From: ${accounts[kind].address}`,
    `To: ${people[kind].b}`,
    `Message-ID: ${messageId}`,
    'Subject: Hello',
    '--B--',
    '',
  ].join('\r\n');

const post = async (url: string, payload: string | Buffer, contentType: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    payload,
    headers: { 'content-type': contentType },
  });
  return { status: res.statusCode, body: res.json() };
};
const postSns = (url: string, message: unknown) =>
  post(url, JSON.stringify(message), 'text/plain; charset=UTF-8');
const postForm = async (url: string, fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const req = new Request('http://x', { method: 'POST', body: form });
  return post(url, Buffer.from(await req.arrayBuffer()), req.headers.get('content-type')!);
};

/** Sends `deliver`, then `collect` (the kind's sync), and returns the milliseconds until `done` holds. */
async function timed(deliver: () => Promise<unknown> | void, collect: () => Promise<unknown>) {
  const started = performance.now();
  await deliver();
  await collect();
  return Math.round(performance.now() - started);
}

beforeAll(async () => {
  [dovecot, smtp, gmail, graph, ses, sendgrid, sns] = await Promise.all([
    startDovecot([
      { user: 'smtp@acme.test', password: IMAP_PASSWORD },
      { user: 'outlook-reader@contoso.test', password: IMAP_PASSWORD },
    ]),
    startFakeSmtp({ login: () => ({ username: 'smtp@acme.test', password: 'Smtp-Pa55' }) }),
    startFakeGmail('sales@gmail.test'),
    startFakeGraph('sales@contoso.test'),
    startFakeSes(),
    startFakeSendgrid(),
    startFakeSns(),
  ]);
  const env = {
    GOOGLE_OAUTH_CLIENT_ID: gmail.oauth.clientId,
    GOOGLE_OAUTH_CLIENT_SECRET: gmail.oauth.clientSecret,
    GOOGLE_OAUTH_AUTH_URL: `${gmail.url}/auth`,
    GOOGLE_OAUTH_TOKEN_URL: `${gmail.url}/token`,
    GMAIL_API_URL: `${gmail.url}/`,
    MICROSOFT_OAUTH_CLIENT_ID: graph.oauth.clientId,
    MICROSOFT_OAUTH_CLIENT_SECRET: graph.oauth.clientSecret,
    MICROSOFT_OAUTH_AUTH_URL: `${graph.url}/common/oauth2/v2.0/authorize`,
    MICROSOFT_OAUTH_TOKEN_URL: `${graph.url}/common/oauth2/v2.0/token`,
    GRAPH_API_URL: `${graph.url}/v1.0`,
    SES_ENDPOINT: ses.url,
    SENDGRID_API_URL: sendgrid.url,
    SNS_CERT_URL_PREFIX: `${sns.url}/`,
  };
  t = await credentialsTestApp({
    egress: LOOPBACK_EGRESS,
    mailProviders: mailProviderConfig(env, 'http://app.test'),
  });
  owner = await workspace(t, { cloud: 10 });
  clock.advance(Date.parse('2026-03-02T08:00:00Z') - clock.nowMs());
  world = await engineWorld({ db: t.ctx.db } as unknown as Database, {
    population: 500,
    spaceId: owner.spaceId,
  });
  world.deps.options = { ...world.deps.options, minGapSeconds: 1, maxGapSeconds: 2 };
  world.deps.mail = campaignMailerFrom(mailboxFor(t.ctx));

  const address: Record<Kind, string> = {
    smtp: 'smtp@acme.test',
    google: gmail.email,
    microsoft: graph.email,
    exchange: graph.email,
    amazon: 'ses@acme.test',
    sendgrid: 'sendgrid@acme.test',
  };
  for (const kind of KINDS) {
    const acc = await world.account({
      username: `${kind}.sender@acme.test`,
      timezone: 'UTC',
      start: 0,
      end: 0,
      limits: { emails: 1000 },
    });
    const q = { ...owner.q, credentials_id: acc.id };
    let res: { status: number; body: { payload: any } };
    if (kind === 'smtp')
      res = await t.call('PUT', '/api/integrations/smtp/new/add_smtp', {
        token: owner.token,
        query: q,
        body: {
          email: address.smtp,
          host: '127.0.0.1',
          port: smtp.port,
          secure: false,
          username: address.smtp,
          password: 'Smtp-Pa55',
          imap_host: '127.0.0.1',
          imap_port: dovecot.port,
          imap_secure: false,
          imap_password: IMAP_PASSWORD,
        },
      });
    else if (kind === 'amazon')
      res = await t.call('PUT', '/api/integrations/amazon/new/add_key', {
        token: owner.token,
        query: q,
        body: {
          email: address.amazon,
          region: 'eu-west-1',
          access_key_id: ses.accessKeyId,
          secret_access_key: 'ses-Secret-Access-Key-0123456789abcdef',
        },
      });
    else if (kind === 'sendgrid')
      res = await t.call('PUT', '/api/integrations/sendgrid/new/add_key', {
        token: owner.token,
        query: q,
        body: { email: address.sendgrid, api_key: sendgrid.apiKey },
      });
    else {
      const fake = kind === 'google' ? gmail : graph;
      const started = await t.call('POST', `/api/integrations/${kind}/connect`, {
        token: owner.token,
        query: q,
      });
      const back = fake.oauth.approve(started.body.payload.url);
      res = await t.call('POST', '/api/integrations/oauth/callback', {
        token: owner.token,
        query: owner.q,
        body: { code: back.code, state: back.state },
      });
    }
    expect(res.status, `${kind}: ${JSON.stringify(res.body)}`).toBe(200);
    expect(res.body.payload).toMatchObject({ type: kind, status: 'connected' });
    accounts[kind] = {
      credId: acc.id,
      integrationId: res.body.payload._id,
      address: address[kind],
      inbound: res.body.payload.inbound_url ?? undefined,
    };
    const wf = await world.campaign(acc.id, [
      { type: 'email', delay_days: 0, delay_hours: 0, subject: 'Hello', content: 'First email' },
      { type: 'email', delay_days: 2, delay_hours: 0, subject: 'Follow-up', content: 'Second email' },
    ]);
    wfOf = { ...wfOf, [kind]: wf.id };
    const ids = await world.audience(wf, 3);
    const emails = ['a', 'b', 'c'].map((w) => `${w}.${kind}@prospects.example.org`);
    for (const [i, id] of ids.entries())
      await t.ctx.db.update(prospects).set({ workEmail: emails[i]! }).where(eq(prospects.id, id));
    people[kind] = {
      a: emails[0]!,
      b: emails[1]!,
      c: emails[2]!,
      ids: { a: ids[0]!, b: ids[1]!, c: ids[2]! },
    };
  }
  // The first inbound pass sets the Gmail / Graph cursors; then the first step goes out everywhere.
  await pollOnce();
  await runDepsUntil(world.deps, new Date(clock.nowMs() + 3_600_000));
}, 120_000);

afterAll(async () => {
  // The figures the README's mailbox table quotes (npx vitest run … --reporter=verbose shows them).
  console.log(`reply-path lag (ms, delivery → paused, sync run at once): ${JSON.stringify(lag)}`);
  clock.reset();
  await t?.close();
  await Promise.all([
    dovecot?.stop(),
    smtp?.close(),
    gmail?.close(),
    graph?.close(),
    ses?.close(),
    sendgrid?.close(),
    sns?.close(),
  ]);
});

describe('every mailbox kind sends the campaign through its own transport', () => {
  it('each kind sent the first email to its three prospects, with a Message-ID a reply can point at', async () => {
    for (const kind of KINDS)
      for (const who of ['a', 'b', 'c'] as const) {
        const rows = await sentTo(kind, who);
        expect(rows, `${kind} ${who}`).toHaveLength(1);
        expect(rows[0]!.integrationId).toBe(accounts[kind].integrationId);
      }
    expect(smtp.received).toHaveLength(3);
    expect(gmail.sent).toHaveLength(3);
    expect(graph.sent).toHaveLength(6);
    expect(ses.sent).toHaveLength(3);
    // SendGrid carries our Message-ID as a custom argument: its bounce events name the message by it.
    expect(sendgrid.sent).toHaveLength(3);
    expect(sendgrid.sent[0]).toMatchObject({
      custom_args: { leadloop_message_id: sendgrid.sent[0]!.headers!['Message-ID'] },
    });
  });
});

describe('SES receiving path: SNS posts are AWS-signed, from the mailbox topic, on its own URL', () => {
  it('the subscription is confirmed through its SubscribeURL and the topic is kept', async () => {
    const url = accounts.amazon.inbound!;
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/inbox\/inbound\/ses\/[0-9a-f-]{36}\/[\w-]{32}$/);
    const sub = sns.subscription();
    const res = await postSns(url, sub);
    expect(res.status).toBe(200);
    expect(sns.confirmed).toEqual([sub.Token]);
  });

  it('a forged signature, another topic, or a wrong token are refused and change nothing', async () => {
    const url = accounts.amazon.inbound!;
    const [original] = await sentTo('amazon', 'a');
    const received = {
      notificationType: 'Received',
      receipt: { action: { type: 'SNS', encoding: 'BASE64' } },
      mail: { timestamp: clock.now().toISOString(), messageId: 'ses-forged' },
      content: Buffer.from(reply('amazon', original!.messageId)).toString('base64'),
    };
    expect((await postSns(url, sns.forge(received))).status).toBe(403);
    const otherTopic = 'arn:aws:sns:eu-west-1:999999999999:someone-else';
    expect((await postSns(url, sns.notification(received, otherTopic))).status).toBe(403);
    const wrongToken = url.replace(/\/[\w-]{32}$/, '/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await postSns(wrongToken, sns.notification(received))).status).toBe(404);
    // A certificate from anywhere but SNS is not even fetched.
    const elsewhere = { ...sns.notification(received), SigningCertURL: 'https://evil.example/cert.pem' };
    expect((await postSns(url, elsewhere)).status).toBe(403);
    expect((await stateOf('amazon', 'a')).status).toBe('active');
  });
});

describe('SendGrid inbound URLs are the mailbox own', () => {
  it('a wrong token is refused', async () => {
    const url = accounts.sendgrid.inbound!;
    expect(url).toMatch(/\/api\/inbox\/inbound\/sendgrid\/[0-9a-f-]{36}\/[\w-]{32}$/);
    const wrong = url.replace(/\/[\w-]{32}$/, '/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB');
    expect((await postForm(wrong, { email: reply('sendgrid', '<x@y>') })).status).toBe(404);
    expect((await post(`${wrong}/events`, '[]', 'application/json')).status).toBe(404);
  });
});

describe.each(KINDS)('%s: an answer pauses the prospect, a hard bounce stops the sequence', (kind) => {
  const messageIdTo = async (who: 'a' | 'b') => (await sentTo(kind, who))[0]!.messageId;

  it('the answer lands in the inbox and pauses the prospect before the next step', async () => {
    const raw = reply(kind, await messageIdTo('a'));
    const ms = await timed(
      async () => {
        if (kind === 'smtp') await dovecot.append(accounts.smtp.address, IMAP_PASSWORD, raw);
        else if (kind === 'google') gmail.deliver(raw, clock.now());
        else if (kind === 'microsoft' || kind === 'exchange') graph.deliver(raw, clock.now());
        else if (kind === 'amazon') {
          const res = await postSns(
            accounts.amazon.inbound!,
            sns.notification({
              notificationType: 'Received',
              receipt: { action: { type: 'SNS', encoding: 'BASE64' } },
              mail: { timestamp: clock.now().toISOString(), messageId: 'ses-in-1' },
              content: Buffer.from(raw).toString('base64'),
            }),
          );
          expect(res.body.payload).toEqual({ handled: 1 });
        } else {
          const res = await postForm(accounts.sendgrid.inbound!, {
            email: raw,
            to: accounts.sendgrid.address,
            from: people.sendgrid.a,
            subject: 'Re: Hello',
          });
          expect(res.body.payload).toEqual({ handled: 1 });
        }
      },
      // Pushed kinds are handled on arrival; the others are read by the periodic sync.
      () => (kind === 'amazon' || kind === 'sendgrid' ? Promise.resolve() : pollOnce()),
    );
    const inbound = await t.ctx.db
      .select()
      .from(inboxMessages)
      .where(and(eq(inboxMessages.prospectId, people[kind].ids.a), eq(inboxMessages.direction, 'inbound')));
    expect(inbound).toHaveLength(1);
    expect(inbound[0]).toMatchObject({ channel: 'email', subject: 'Re: Hello', status: 'received' });
    expect(inbound[0]!.text).toContain(`Happy to talk (${kind}).`);
    expect(await stateOf(kind, 'a')).toMatchObject({ status: 'paused', pausedReason: 'got_reply' });
    lag[kind] = { reply: ms, bounce: 0 };
  });

  it('a hard bounce stops the sequence for that address', async () => {
    const original = await messageIdTo('b');
    const ms = await timed(
      async () => {
        if (kind === 'smtp') await dovecot.append(accounts.smtp.address, IMAP_PASSWORD, dsn(kind, original));
        else if (kind === 'google') gmail.deliver(dsn(kind, original), clock.now());
        else if (kind === 'exchange') graph.deliver(dsn(kind, original), clock.now());
        else if (kind === 'microsoft') {
          // Outlook with an IMAP reader attached (any kind may carry one): the DSN arrives there.
          const res = await t.call(
            'PUT',
            `/api/integrations/microsoft/${accounts.microsoft.integrationId}/add_imap`,
            {
              token: owner.token,
              query: { ...owner.q, credentials_id: accounts.microsoft.credId },
              body: {
                imap_host: '127.0.0.1',
                imap_port: dovecot.port,
                imap_secure: false,
                imap_username: 'outlook-reader@contoso.test',
                imap_password: IMAP_PASSWORD,
              },
            },
          );
          expect(res.body.payload).toMatchObject({ type: 'microsoft', status: 'connected' });
          await dovecot.append('outlook-reader@contoso.test', IMAP_PASSWORD, dsn(kind, original));
        } else if (kind === 'amazon') {
          const res = await postSns(
            accounts.amazon.inbound!,
            sns.notification({
              notificationType: 'Bounce',
              bounce: {
                bounceType: 'Permanent',
                bounceSubType: 'General',
                feedbackId: 'fb-1',
                timestamp: clock.now().toISOString(),
                bouncedRecipients: [{ emailAddress: people.amazon.b, status: '5.1.1', action: 'failed' }],
              },
              mail: { messageId: 'ses-3', commonHeaders: { messageId: original } },
            }),
          );
          expect(res.body.payload).toEqual({ handled: 1 });
        } else {
          const res = await post(
            `${accounts.sendgrid.inbound!}/events`,
            JSON.stringify([
              { event: 'delivered', email: people.sendgrid.c, sg_event_id: 'e0' },
              {
                event: 'bounce',
                type: 'bounce',
                email: people.sendgrid.b,
                status: '5.1.1',
                reason: '550 5.1.1 User unknown',
                sg_event_id: 'e1',
                timestamp: Math.floor(clock.nowMs() / 1000),
                leadloop_message_id: original,
              },
            ]),
            'application/json',
          );
          expect(res.body.payload).toEqual({ handled: 1 });
        }
      },
      () => (kind === 'amazon' || kind === 'sendgrid' ? Promise.resolve() : pollOnce()),
    );
    const [sent] = await sentTo(kind, 'b');
    expect(sent!.bounce).toBe('hard 5.1.1');
    expect(await stateOf(kind, 'b')).toMatchObject({
      status: 'paused',
      pausedReason: 'failed_email',
      waitReason: 'invalid_email',
    });
    lag[kind] = { reply: lag[kind]?.reply ?? 0, bounce: ms };
  });
});

describe('after the answers and bounces', () => {
  it('only the silent prospect of each kind gets the follow-up; nothing was read twice', async () => {
    await pollOnce();
    await runDepsUntil(world.deps, new Date(clock.nowMs() + 3 * DAY));
    for (const kind of KINDS) {
      expect((await sentTo(kind, 'a')).length, `${kind} a`).toBe(1);
      expect((await sentTo(kind, 'b')).length, `${kind} b`).toBe(1);
      expect((await sentTo(kind, 'c')).length, `${kind} c`).toBe(2);
    }
    const ids = KINDS.flatMap((k) => [people[k].ids.a]);
    const inbound = await t.ctx.db
      .select()
      .from(inboxMessages)
      .where(and(inArray(inboxMessages.prospectId, ids), eq(inboxMessages.direction, 'inbound')));
    expect(inbound).toHaveLength(KINDS.length);
  });
});

describe('rotation across every connected mailbox kind', () => {
  it('campaign mail takes turns between an SMTP, an SES and a SendGrid mailbox within each daily limit', async () => {
    const acc = await world.account({
      username: 'rotating@acme.test',
      timezone: 'UTC',
      start: 0,
      end: 0,
      limits: { emails: 1000 },
    });
    const q = { ...owner.q, credentials_id: acc.id };
    const added = [
      await t.call('PUT', '/api/integrations/smtp/new/add_smtp', {
        token: owner.token,
        query: q,
        body: {
          email: 'smtp@acme.test',
          host: '127.0.0.1',
          port: smtp.port,
          secure: false,
          username: 'smtp@acme.test',
          password: 'Smtp-Pa55',
          daily_limit: 1,
        },
      }),
      await t.call('PUT', '/api/integrations/amazon/new/add_key', {
        token: owner.token,
        query: q,
        body: {
          email: 'ses@acme.test',
          region: 'eu-west-1',
          access_key_id: ses.accessKeyId,
          secret_access_key: 'ses-Secret-Access-Key-0123456789abcdef',
          daily_limit: 2,
        },
      }),
      await t.call('PUT', '/api/integrations/sendgrid/new/add_key', {
        token: owner.token,
        query: q,
        body: { email: 'sendgrid@acme.test', api_key: sendgrid.apiKey, daily_limit: 1 },
      }),
    ];
    expect(added.map((r) => r.body.payload.daily_limit)).toEqual([1, 2, 1]);
    const rotation = {
      dayStart: new Date(clock.nowMs() - 60_000),
      retryAt: new Date(clock.nowMs() + DAY),
      dailyLimit: 1000,
    };
    const transports: string[] = [];
    for (let i = 0; i < 4; i++)
      transports.push(
        (
          await mailboxFor(t.ctx).send(acc.id, {
            to: `r${i}@prospects.example.org`,
            subject: 'Rotating',
            text: 'x',
            rotation,
          })
        ).transport,
      );
    // The most room left first (SES: 2), then ties by the one idle longest.
    expect(transports.sort()).toEqual(['sendgrid', 'ses', 'ses', 'smtp']);
    await expect(
      mailboxFor(t.ctx).send(acc.id, { to: 'r9@prospects.example.org', subject: 'R', text: 'x', rotation }),
    ).rejects.toThrow('Daily email limit reached');
    const rows = await t.ctx.db.select().from(integrations).where(eq(integrations.credentialId, acc.id));
    expect(rows).toHaveLength(3);
  });
});
