import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import dns2 from 'dns2';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { userWithSpace } from '../../test/fixtures.js';
import { engineWorld } from '../../test/engine-world.js';
import { randomUUID } from 'node:crypto';
import { actions, mailboxMessages, prospects, trackingEvents, workflows } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { mailboxFor } from '../../providers/mailbox/index.js';
import { campaignMailerFrom, runDepsUntil } from '../engine/index.js';
import { loadConfig } from '../../config.js';
import { composeCampaignEmail } from './compose.js';

const { Packet } = dns2;
const TARGET = 'track.leadloop.test';
const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Safari/605.1.15';
const MINUTE = 60_000;

/** A real DNS server on 127.0.0.1 (dns2) answering CNAME questions from a map the test changes. */
async function localDns(records: Map<string, string>) {
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [q] = request.questions;
      const target = q && records.get(q.name);
      if (q && target && q.type === Packet.TYPE.CNAME) {
        const answer = {
          name: q.name,
          type: Packet.TYPE.CNAME,
          class: Packet.CLASS.IN,
          ttl: 5,
          domain: target,
        };
        // dns2's typing asks for an encoder object; it encodes plain records itself
        response.answers.push(answer as unknown as (typeof response.answers)[number]);
      }
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return { server, port: (server.addresses() as { udp: { port: number } }).udp.port };
}

describe('tracking: custom domains, tracked email, unsubscribe, test send', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof userWithSpace>>;
  const records = new Map<string, string>();
  let dns: Awaited<ReturnType<typeof localDns>>;
  const q = () => ({ space: admin.spaceId });

  beforeAll(async () => {
    dns = await localDns(records);
    t = await createTestApp({
      publicUrl: 'https://app.leadloop.test',
      tracking: { cnameTarget: TARGET, domainUrl: 'https://{domain}', dnsServers: [`127.0.0.1:${dns.port}`] },
    });
    call = apiClient(t.app);
    admin = await userWithSpace(t.app);
  }, 60_000);
  afterAll(async () => {
    clock.reset();
    await t.close();
    dns.server.close();
  });

  const add = (domain: string) =>
    call('POST', '/api/tracking/custom_domains', { token: admin.token, query: q(), body: { domain } });
  const patch = (id: string, body: object) =>
    call('PATCH', `/api/tracking/custom_domains/${id}`, { token: admin.token, query: q(), body });
  const setForAll = (id: string, target_type: string) =>
    call('POST', `/api/tracking/custom_domains/${id}/set_for_all`, {
      token: admin.token,
      query: q(),
      body: { target_type },
    });

  it('the config reads the tracking host from PUBLIC_URL unless told', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://app.example.com' }).tracking.cnameTarget).toBe(
      'app.example.com',
    );
  });

  it('a domain stays pending until its CNAME points at the tracking host, then it is ready', async () => {
    const created = await add('Links.Acme.test');
    expect(created.status).toBe(200);
    expect(created.body.payload).toMatchObject({
      domain: 'links.acme.test',
      status: 'pending',
      cname_target: TARGET,
      workflow_usage_counter: 0,
    });
    expect(created.body.payload.last_error).toMatch(/No CNAME record/);
    records.set('links.acme.test', 'elsewhere.example.net');
    const wrong = await patch(created.body.payload._id, { verify: true });
    expect(wrong.body.payload.status).toBe('failed');
    records.set('links.acme.test', TARGET);
    const ready = await patch(created.body.payload._id, { verify: true });
    expect(ready.body.payload).toMatchObject({ status: 'ready', last_error: null });
    expect((await add('links.acme.test')).body.message).toBe('This domain is already added');
    expect((await add('not a domain')).status).toBe(400);
  });

  it('the link and video defaults are exclusive, only for ready domains, and a used domain is not deleted', async () => {
    const list = (await call('GET', '/api/tracking/custom_domains', { token: admin.token, query: q() })).body
      .payload as { _id: string; domain: string }[];
    const first = list.find((d) => d.domain === 'links.acme.test')!;
    const pending = (await add('pending.acme.test')).body.payload;
    expect((await setForAll(pending._id, 'link_tracking')).body.message).toBe(
      'Verify this domain before making it the default',
    );
    records.set('go.acme.test', TARGET);
    const second = (await add('go.acme.test')).body.payload;
    expect(second.status).toBe('ready');
    expect((await setForAll(first._id, 'link_tracking')).body.payload.is_default_for_link_tracking).toBe(
      true,
    );
    expect((await setForAll(second._id, 'link_tracking')).body.payload.is_default_for_link_tracking).toBe(
      true,
    );
    await setForAll(first._id, 'video_scenario');
    const after = (await call('GET', '/api/tracking/custom_domains', { token: admin.token, query: q() })).body
      .payload as {
      domain: string;
      is_default_for_link_tracking: boolean;
      is_default_for_video_scenario: boolean;
    }[];
    expect(after.filter((d) => d.is_default_for_link_tracking).map((d) => d.domain)).toEqual([
      'go.acme.test',
    ]);
    expect(after.filter((d) => d.is_default_for_video_scenario).map((d) => d.domain)).toEqual([
      'links.acme.test',
    ]);

    // A campaign with link tracking and no domain of its own uses the default: deleting it is refused.
    await t.ctx.db
      .insert(workflows)
      .values({ spaceId: admin.spaceId, credentialId: randomUUID(), name: 'Tracked', isLinkTracking: true });
    const inUse = (await call('GET', '/api/tracking/custom_domains', { token: admin.token, query: q() })).body
      .payload as { _id: string; domain: string; workflow_usage_counter: number }[];
    expect(inUse.find((d) => d.domain === 'go.acme.test')!.workflow_usage_counter).toBe(1);
    const refused = await call('DELETE', `/api/tracking/custom_domains/${second._id}`, {
      token: admin.token,
      query: q(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'This domain is in use: move its campaigns and videos to another domain first',
    );
    const unused = await call('DELETE', `/api/tracking/custom_domains/${pending._id}`, {
      token: admin.token,
      query: q(),
    });
    expect(unused.status).toBe(200);
  });

  describe('a tracked campaign email', () => {
    let world: Awaited<ReturnType<typeof engineWorld>>;
    let credentialId: string;
    const sent: { clientKey: string; headers?: Record<string, string> }[] = [];
    let message: typeof mailboxMessages.$inferSelect;

    beforeAll(async () => {
      clock.advance(Date.parse('2026-03-02T08:00:00Z') - clock.nowMs());
      world = await engineWorld(t.ctx.database, { population: 200, spaceId: admin.spaceId });
      const real = campaignMailerFrom(mailboxFor(t.ctx));
      world.deps.publicUrl = t.ctx.config.publicUrl;
      world.deps.mail = {
        ...real,
        send: (email, at) => {
          sent.push(email);
          return real.send(email, at);
        },
      };
      const acc = await world.account({
        username: 'sales@acme.test',
        timezone: 'UTC',
        start: 0,
        end: 0,
        limits: { emails: 1000 },
      });
      credentialId = acc.id;
      const wf = await world.campaign(
        acc.id,
        [
          {
            type: 'email',
            delay_days: 0,
            delay_hours: 0,
            subject: 'Hi {first_name}',
            content: 'Hello {first_name}, our prices: https://example.com/pricing.',
          },
        ],
        { isLinkTracking: true },
      );
      await world.audience(wf, 4);
      await runDepsUntil(world.deps, new Date(clock.nowMs() + 3_600_000));
      [message] = await t.ctx.db
        .select()
        .from(mailboxMessages)
        .where(and(eq(mailboxMessages.credentialId, credentialId), eq(mailboxMessages.isTest, false)))
        .limit(1);
    }, 120_000);

    const idIn = (text: string, kind: 'c' | 'o' | 'u') =>
      new RegExp(`/api/t/${kind}/([A-Za-z0-9_-]{22})`).exec(text)![1]!;

    it('goes out with links and pixel on the default domain and one-click List-Unsubscribe headers', () => {
      expect(message.text).toMatch(
        /^Hello \S+, our prices: https:\/\/go\.acme\.test\/api\/t\/c\/[\w-]{22}\.$/,
      );
      expect(message.html).toContain('src="https://go.acme.test/api/t/o/');
      const email = sent.find((e) => e.clientKey === message.clientKey)!;
      expect(email.headers).toEqual({
        'List-Unsubscribe': expect.stringMatching(/^<https:\/\/go\.acme\.test\/api\/t\/u\/[\w-]{22}>$/),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    });

    it("counts a person's click once; bots, HEAD requests and clicks right after the send do not count", async () => {
      const id = idIn(message.text, 'c');
      const hit = (ua: string, method: 'GET' | 'HEAD' = 'GET') =>
        t.app.inject({ method, url: `/api/t/c/${id}`, headers: { 'user-agent': ua } });
      const clicks = () =>
        t.ctx.db
          .select()
          .from(trackingEvents)
          .where(and(eq(trackingEvents.linkId, id), eq(trackingEvents.type, 'clicked_email_link')));
      // a security gateway fetches the links on delivery, 2 s after the send
      clock.advance(message.sentAt.getTime() + 2_000 - clock.nowMs());
      const early = await hit(BROWSER);
      expect(early.statusCode).toBe(302);
      expect(early.headers.location).toBe('https://example.com/pricing');
      clock.advance(5 * MINUTE);
      await hit('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
      await hit('Proofpoint URL Defense');
      await hit(BROWSER, 'HEAD');
      expect(await clicks()).toHaveLength(0);
      const mail = campaignMailerFrom(mailboxFor(t.ctx));
      expect((await mail.lastTo(credentialId, message.to))?.clicked).toBe(false);
      await hit(BROWSER);
      await hit(BROWSER);
      expect(await clicks()).toHaveLength(1);
      // the engine's "email clicked" condition and the stats read the email's clicked time
      expect((await mail.lastTo(credentialId, message.to))?.clicked).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: '/api/t/c/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(
        404,
      );
    });

    it('counts an open once, not the fetch of Apple Mail Privacy Protection', async () => {
      const id = idIn(message.html!, 'o');
      const pixel = (ip: string) =>
        t.app.inject({
          method: 'GET',
          url: `/api/t/o/${id}`,
          remoteAddress: ip,
          headers: { 'user-agent': BROWSER },
        });
      const apple = await pixel('17.58.101.4');
      expect(apple.headers['content-type']).toBe('image/gif');
      const opens = () =>
        t.ctx.db
          .select()
          .from(trackingEvents)
          .where(and(eq(trackingEvents.linkId, id), eq(trackingEvents.type, 'email_opened')));
      expect(await opens()).toHaveLength(0);
      await pixel('203.0.113.9');
      await pixel('203.0.113.9');
      expect(await opens()).toHaveLength(1);
    });

    it('one-click unsubscribe puts the address on the workspace blacklist and later steps skip it', async () => {
      const id = /\/api\/t\/u\/([\w-]{22})/.exec(
        sent.find((e) => e.clientKey === message.clientKey)!.headers!['List-Unsubscribe']!,
      )![1]!;
      const page = await t.app.inject({ method: 'GET', url: `/api/t/u/${id}` });
      expect(page.headers.location).toBe(`https://app.leadloop.test/unsubscribe/${id}`);
      const before = await call('GET', `/api/t/u/${id}/state`);
      expect(before.body.payload).toEqual({ email: expect.stringMatching(/^.{1,2}…@/), unsubscribed: false });
      // RFC 8058: the mail client POSTs List-Unsubscribe=One-Click, form-encoded, without any cookie
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `/api/t/u/${id}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      expect((await call('GET', `/api/t/u/${id}/state`)).body.payload.unsubscribed).toBe(true);
      const [prospect] = await t.ctx.db.select().from(prospects).where(eq(prospects.workEmail, message.to));
      const next = await composeCampaignEmail(t.ctx.db, {
        spaceId: admin.spaceId,
        workflowId: null,
        prospectId: prospect!.id,
        credentialId,
        actionKey: 'next-step',
        text: 'Following up',
        trackLinks: true,
        customDomain: null,
        publicUrl: t.ctx.config.publicUrl,
        to: message.to.toUpperCase(),
      });
      expect(next).toEqual({ kind: 'unsubscribed' });
      expect((await call('POST', '/api/t/u/AAAAAAAAAAAAAAAAAAAAAA', { body: {} })).status).toBe(404);
    });

    it('a test send fills the placeholders, goes through the chosen mailbox and is marked as a test', async () => {
      const res = await call('POST', '/api/steps/send_email/test', {
        token: admin.token,
        query: q(),
        body: {
          credentials_id: credentialId,
          to: 'me@acme.test',
          subject: 'Hi {first_name}',
          content: 'Hello {first_name} from {company}: https://example.com/pricing',
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.payload).toMatchObject({
        to: 'me@acme.test',
        subject: 'Hi Alex',
        content: 'Hello Alex from Northwind: https://example.com/pricing',
        is_test: true,
      });
      const [row] = await t.ctx.db
        .select()
        .from(mailboxMessages)
        .where(eq(mailboxMessages.messageId, res.body.payload.message_id));
      expect(row).toMatchObject({
        isTest: true,
        text: 'Hello Alex from Northwind: https://example.com/pricing',
      });
      // not a campaign step: no action is logged for it, so limits and stats do not count it
      const logged = await t.ctx.db.select().from(actions).where(eq(actions.idempotencyKey, row!.clientKey!));
      expect(logged).toHaveLength(0);
    });
  });
});
