import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { integrations } from '../../db/schema/index.js';
import { mailProviderConfig } from '../../config.js';
import { mailboxFor } from '../../providers/mailbox/index.js';
import { cloudBody, credentialsTestApp, workspace } from '../../test/credentials-helpers.js';
import { startFakeSes, type FakeSes } from '../../test/fakes/ses.js';
import { startFakeSendgrid, type FakeSendgrid } from '../../test/fakes/sendgrid.js';

const DOWN = 'This email integration is down, reconnect it';
const SES_SECRET = 'ses-Secret-Access-Key-0123456789abcdef';

/**
 * Amazon SES (v2, @aws-sdk/client-sesv2) and SendGrid (v3, @sendgrid/client) mailboxes against local
 * fakes: keys checked before saving and sealed, send, 429 Retry-After, a refused key or an outage →
 * 'This email integration is down, reconnect it'. OAuth-only answers for these types: 'Can not get OAuth url'.
 */
describe('API-key mailboxes: Amazon SES and SendGrid', () => {
  let ses: FakeSes;
  let sendgrid: FakeSendgrid;
  let t: Awaited<ReturnType<typeof credentialsTestApp>>;
  let owner: Awaited<ReturnType<typeof workspace>>;
  let sesCred: string;
  let sgCred: string;
  const add = (type: 'amazon' | 'sendgrid', cred: string, body: Record<string, unknown>) =>
    t.call('PUT', `/api/integrations/${type}/new/add_key`, {
      token: owner.token,
      query: { ...owner.q, credentials_id: cred },
      body,
    });
  const sesBody = (extra: Record<string, unknown> = {}) => ({
    email: 'sales@acme.test',
    sender_name: 'Acme Sales',
    region: 'eu-west-1',
    access_key_id: ses.accessKeyId,
    secret_access_key: SES_SECRET,
    ...extra,
  });
  const sgBody = (extra: Record<string, unknown> = {}) => ({
    email: 'hello@acme.test',
    api_key: sendgrid.apiKey,
    ...extra,
  });
  const listed = async (cred: string, type: string) =>
    (
      await t.call('GET', `/api/credentials/${cred}/integrations`, { token: owner.token, query: owner.q })
    ).body.payload.find((i: { type: string }) => i.type === type);

  beforeAll(async () => {
    ses = await startFakeSes();
    sendgrid = await startFakeSendgrid();
    t = await credentialsTestApp({
      mailProviders: mailProviderConfig(
        { SES_ENDPOINT: ses.url, SENDGRID_API_URL: sendgrid.url },
        'http://app.test',
      ),
    });
    owner = await workspace(t, { cloud: 3 });
    const create = async (email: string) =>
      (
        await t.call('POST', '/api/credentials/create', {
          token: owner.token,
          query: owner.q,
          body: cloudBody(email),
        })
      ).body.payload._id as string;
    sesCred = await create('sales@acme.test');
    sgCred = await create('hello@acme.test');
  });
  afterAll(async () => {
    await t?.close();
    await ses?.close();
    await sendgrid?.close();
  });

  it('bad input, wrong keys and unverified senders are refused with clear texts; nothing is saved', async () => {
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [sesBody({ region: 'Europe' }), 400, 'Not a valid AWS region, e.g. eu-west-1'],
      [sesBody({ access_key_id: 'short' }), 400, 'Not a valid AWS access key ID'],
      [sesBody({ secret_access_key: '' }), 400, 'Please enter the secret access key'],
      [sesBody({ access_key_id: 'AKIAWRONGWRONG0001' }), 400, /^Amazon SES refused the key: /],
      [
        sesBody({ email: 'someone@unverified.test' }),
        400,
        /^Amazon SES refused the key: .*not a verified identity/,
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await add('amazon', sesCred, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    const noKey = await add('sendgrid', sgCred, sgBody({ api_key: '' }));
    expect(noKey.body.message).toBe('Please enter the API key');
    const wrongKey = await add('sendgrid', sgCred, sgBody({ api_key: 'SG.wrong' }));
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body.message).toMatch(/^SendGrid refused the key: /);
    const oauth = await t.call('POST', '/api/integrations/amazon/connect', {
      token: owner.token,
      query: { ...owner.q, credentials_id: sesCred },
    });
    expect(oauth.body.message).toBe('Can not get OAuth url');
    const google = await t.call('POST', '/api/integrations/google/connect', {
      token: owner.token,
      query: { ...owner.q, credentials_id: sesCred },
    });
    expect(google.body.message).toBe('Can not get OAuth url');
    expect(await t.ctx.db.select().from(integrations)).toEqual([]);
  });

  it('working keys are saved sealed and never returned', async () => {
    const a = await add('amazon', sesCred, sesBody());
    expect(a.status).toBe(200);
    expect(a.body.payload).toMatchObject({ type: 'amazon', status: 'connected', email: 'sales@acme.test' });
    const s = await add('sendgrid', sgCred, sgBody());
    expect(s.body.payload).toMatchObject({ type: 'sendgrid', status: 'connected', email: 'hello@acme.test' });
    for (const row of await t.ctx.db.select().from(integrations)) {
      expect(row.settingsEnc).not.toContain(SES_SECRET);
      expect(row.settingsEnc).not.toContain(sendgrid.apiKey);
    }
    for (const body of t.responses) {
      expect(body).not.toContain(SES_SECRET);
      expect(body).not.toContain(sendgrid.apiKey);
    }
  });

  it('each account sends through its provider, with its Message-ID and sender name', async () => {
    const viaSes = await mailboxFor(t.ctx).send(sesCred, {
      to: 'lead@example.com',
      subject: 'Hi',
      text: 'Hello',
    });
    expect(viaSes.transport).toBe('ses');
    expect(ses.sent.at(-1)!.raw).toContain(`Message-ID: ${viaSes.messageId}`);
    expect(ses.sent.at(-1)!.raw).toContain('From: Acme Sales <sales@acme.test>');
    const viaSg = await mailboxFor(t.ctx).send(sgCred, {
      to: 'lead@example.com',
      subject: 'Hi',
      text: 'Hello',
      inReplyTo: '<earlier@example.com>',
    });
    expect(viaSg.transport).toBe('sendgrid');
    expect(sendgrid.sent.at(-1)).toMatchObject({
      personalizations: [{ to: [{ email: 'lead@example.com' }] }],
      from: { email: 'hello@acme.test' },
      headers: { 'Message-ID': viaSg.messageId, 'In-Reply-To': '<earlier@example.com>' },
    });
  });

  it('campaign mail keeps its one-click unsubscribe headers through SES (raw MIME) and SendGrid', async () => {
    const headers = {
      'List-Unsubscribe': '<https://t.example/u/abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    await mailboxFor(t.ctx).send(sesCred, { to: 'lead@example.com', subject: 'Offer', text: 'x', headers });
    expect(ses.sent.at(-1)!.raw).toContain('List-Unsubscribe: <https://t.example/u/abc>');
    expect(ses.sent.at(-1)!.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    await mailboxFor(t.ctx).send(sgCred, { to: 'lead@example.com', subject: 'Offer', text: 'x', headers });
    expect(sendgrid.sent.at(-1)).toMatchObject({ headers });
  });

  it('429 answers are retried after their Retry-After', async () => {
    sendgrid.trouble.throttle(1, 1);
    await mailboxFor(t.ctx).send(sgCred, { to: 'lead@example.com', subject: 'Again', text: 'x' });
    expect(sendgrid.trouble.throttled.count).toBe(1);
    expect(sendgrid.trouble.throttled.waits[0]).toBeGreaterThanOrEqual(900);
    ses.trouble.throttle(1, 1);
    await mailboxFor(t.ctx).send(sesCred, { to: 'lead@example.com', subject: 'Again', text: 'x' });
    expect(ses.trouble.throttled.count).toBe(1);
    expect(ses.trouble.throttled.waits[0]).toBeGreaterThanOrEqual(900);
    expect(ses.sent).toHaveLength(3);
  });

  it("a refused key or a provider outage shows 'This email integration is down, reconnect it'; a new key fixes it", async () => {
    sendgrid.revoke();
    await expect(
      mailboxFor(t.ctx).send(sgCred, { to: 'lead@example.com', subject: 'Revoked', text: 'x' }),
    ).rejects.toThrow(DOWN);
    expect(await listed(sgCred, 'sendgrid')).toMatchObject({ status: 'disconnected', error: DOWN });
    ses.trouble.down = true;
    await expect(
      mailboxFor(t.ctx).send(sesCred, { to: 'lead@example.com', subject: 'Outage', text: 'x' }),
    ).rejects.toThrow(DOWN);
    expect(await listed(sesCred, 'amazon')).toMatchObject({ status: 'disconnected', error: DOWN });
    ses.trouble.down = false;
    const [row] = await t.ctx.db
      .select()
      .from(integrations)
      .where(and(eq(integrations.credentialId, sesCred), eq(integrations.type, 'amazon')));
    const again = await t.call('PUT', `/api/integrations/amazon/${row!.id}/add_key`, {
      token: owner.token,
      query: { ...owner.q, credentials_id: sesCred },
      body: sesBody(),
    });
    expect(again.body.payload).toMatchObject({ _id: row!.id, status: 'connected', error: null });
  });
});
