import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TIERS } from '@leadloop/domain';
import { apiClient, createTestAppOn, createTestDatabase, type TestApp } from '../../test/harness.js';
import { userWithSpace } from '../../test/fixtures.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { dialerPhones, smsMessages, spaces } from '../../db/schema/index.js';
import { useTwilio } from '../telephony/index.js';
import { createTwilioSms, smsFor, STALE_CLAIM_MS, twilioClient, type TwilioConfig } from './index.js';
import { FAKE_FAILING_NUMBER, startTwilioFake, type TwilioFake } from './twilio-fake.js';

const spaceId = '7a110000-0000-4000-8000-000000000001';
const credentialId = '7a110000-0000-4000-8000-000000000002';
const FROM = '+15005550006';

let fake: TwilioFake;
let database: Database;
let config: TwilioConfig;

beforeAll(async () => {
  [fake, database] = await Promise.all([startTwilioFake(), createTestDatabase()]);
  config = { accountSid: fake.accountSid, authToken: fake.authToken, apiBase: fake.url };
});
afterAll(async () => {
  await fake?.close();
});

describe('Twilio SMS through the official SDK, against the local Twilio fake', () => {
  const provider = (over: Partial<TwilioConfig> = {}) =>
    createTwilioSms(database.db, twilioClient({ ...config, ...over }), {
      smsFrom: FROM,
      now: () => new Date(fake.now()),
    });
  const sentTo = (to: string) => fake.messages.filter((m) => m.to === to && m.direction === 'outbound-api');

  it('configuration: the account SID turns Twilio on, and needs its token', () => {
    const sid = `AC${'0'.repeat(32)}`;
    expect(loadConfig({}).twilio).toBeUndefined();
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: sid })).toThrow(
      'TWILIO_AUTH_TOKEN is required when TWILIO_ACCOUNT_SID is set',
    );
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'nope', TWILIO_AUTH_TOKEN: 't' })).toThrow(/account SID/);
    expect(
      loadConfig({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 't', TWILIO_API_BASE: 'http://127.0.0.1:9' })
        .twilio,
    ).toEqual({ accountSid: sid, authToken: 't', apiBase: 'http://127.0.0.1:9', smsFrom: undefined });
  });

  it('sends from/to/body through Messages, then reads the status back: sent, then delivered', async () => {
    const sms = provider();
    const sent = await sms.send({
      spaceId,
      credentialId,
      to: '+14155550101',
      text: 'Hello Ada',
      clientKey: 'a1',
    });
    expect(sent).toMatchObject({ status: 'sent', from: FROM, to: '+14155550101', segments: 1, error: null });
    expect(sentTo('+14155550101')).toEqual([expect.objectContaining({ from: FROM, body: 'Hello Ada' })]);
    fake.advance(1500);
    expect((await sms.statuses([sent.id]))[0]!.status).toBe('sent');
    fake.advance(2000);
    expect((await sms.statuses([sent.id]))[0]).toMatchObject({ status: 'delivered', error: null });
    // Settled once, kept: no further call to Twilio for it.
    const reads = fake.calls.length;
    expect((await sms.statuses([sent.id]))[0]!.status).toBe('delivered');
    expect(fake.calls.length).toBe(reads);
  });

  it('a second send with the same client key (concurrent, or after a restart) makes ONE Twilio message', async () => {
    const input = { spaceId, credentialId, to: '+14155550102', text: 'Once only', clientKey: 'a2' };
    const [a, b] = await Promise.all([provider().send(input), provider().send(input)]);
    const c = await provider().send(input);
    expect(new Set([a.id, b.id, c.id]).size).toBe(1);
    expect((await provider().findByClientKey(credentialId, 'a2'))!.id).toBe(a.id);
    expect(sentTo('+14155550102')).toHaveLength(1);
  });

  it("a number the carrier cannot reach reports failed with the carrier's reason", async () => {
    const sms = provider();
    const sent = await sms.send({
      spaceId,
      credentialId,
      to: FAKE_FAILING_NUMBER,
      text: 'x',
      clientKey: 'a3',
    });
    fake.advance(3500);
    expect((await sms.statuses([sent.id]))[0]).toMatchObject({
      status: 'failed',
      error: 'Unreachable destination handset (30003)',
    });
  });

  it('activity: the outcomes that settled and the recipient’s reply, once, attached to the SMS it answers', async () => {
    const sms = provider();
    const since = new Date(fake.now());
    const sent = await sms.send({
      spaceId,
      credentialId,
      to: '+14155550103',
      text: 'Call?',
      clientKey: 'a4',
    });
    fake.advance(4000);
    fake.receive({ from: '+14155550103', to: FROM, body: 'STOP' });
    fake.receive({ from: '+14155550199', to: FROM, body: 'a number we never wrote to' });
    fake.advance(1000);
    const until = new Date(fake.now());
    const first = await sms.activity(credentialId, since, until);
    expect(first.settled.map((s) => [s.id, s.status])).toContainEqual([sent.id, 'delivered']);
    expect(first.inbound).toEqual([
      expect.objectContaining({ from: '+14155550103', to: FROM, text: 'STOP', inReplyTo: sent.id }),
    ]);
    // Asked again (a retried sync), the reply is the same one, not a second copy.
    const again = await sms.activity(credentialId, since, until);
    expect(again.inbound.map((m) => m.id)).toEqual(first.inbound.map((m) => m.id));
    // The next window has nothing new.
    const later = await sms.activity(credentialId, until, new Date(fake.now() + 1000));
    expect(later).toEqual({ settled: [], inbound: [] });
  });

  it('wrong credentials: a clear error without the secret, and the key stays free to send later', async () => {
    const wrong = 'wrong-token-0123456789abcdef';
    const sms = provider({ authToken: wrong });
    const input = { spaceId, credentialId, to: '+14155550104', text: 'Hi', clientKey: 'a5' };
    const error = await sms.send(input).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      'Twilio refused to send an SMS: Authenticate (HTTP 401, code 20003)',
    );
    expect((error as Error).message).not.toContain(wrong);
    expect((error as Error).message).not.toContain(fake.authToken);
    expect(await sms.findByClientKey(credentialId, 'a5')).toBeNull();
    expect((await provider().send(input)).status).toBe('sent');
    expect(sentTo('+14155550104')).toHaveLength(1);
  });

  it('a claim left without Twilio’s answer is reconciled with Twilio’s log, never sent twice', async () => {
    const sms = provider();
    const input = { spaceId, credentialId, to: '+14155550105', text: 'Lost answer', clientKey: 'a6' };
    await sms.send(input);
    // As if the process died after Twilio accepted it but before the SID was stored.
    await database.db.update(smsMessages).set({ transport: 'twilio' }).where(eq(smsMessages.clientKey, 'a6'));
    fake.advance(STALE_CLAIM_MS);
    const recovered = await provider().findByClientKey(credentialId, 'a6');
    expect(recovered).toMatchObject({ status: 'delivered' });
    expect(sentTo('+14155550105')).toHaveLength(1);
    // A claim Twilio never saw: asked for, it is given up (the caller's retry sends); sent again, it is sent once.
    const orphan = (clientKey: string) =>
      database.db.insert(smsMessages).values({
        spaceId,
        credentialId,
        transport: 'twilio',
        clientKey,
        fromNumber: FROM,
        toNumber: '+14155550106',
        text: `Never left ${clientKey}`,
        encoding: 'GSM-7',
        segments: 1,
        sentAt: new Date(fake.now() - STALE_CLAIM_MS),
        settledAt: new Date(fake.now() - STALE_CLAIM_MS),
        outcome: 'sent',
      });
    await orphan('a7');
    expect(await provider().findByClientKey(credentialId, 'a7')).toBeNull();
    await orphan('a8');
    const retry = { spaceId, credentialId, to: '+14155550106', text: 'Never left a8', clientKey: 'a8' };
    const [x, y] = await Promise.all([provider().send(retry), provider().send(retry)]);
    expect(x.id).toBe(y.id);
    expect(sentTo('+14155550106')).toHaveLength(1);
  });
});

describe('Twilio numbers: a dialer purchase buys through IncomingPhoneNumbers and records the number', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The same database: the app is composed with Twilio configured (composition root → useTwilio).
    t = await createTestAppOn(database, { twilio: { ...config, smsFrom: FROM } });
  }, 30_000);
  afterAll(async () => {
    useTwilio(null);
    await t?.close(); // closes the database too
  });

  it('buys a Miami number at Twilio, records its SID, sends SMS from it, and releases it at Twilio', async () => {
    const call = apiClient(t.app);
    const admin = await userWithSpace(t.app);
    await t.ctx.db.update(spaces).set({ tier: TIERS.supreme }).where(eq(spaces.id, admin.spaceId));
    const as = (method: string, url: string, body?: object) =>
      call(method, url, { token: admin.token, query: { space: admin.spaceId }, ...(body ? { body } : {}) });
    expect((await as('POST', '/api/dialer/activate')).body.payload.provider).toBe('twilio');
    // Twilio has fewer numbers than asked: refused whole, and what was bought is given back.
    const short = await as('POST', '/api/dialer/phones/buy', { region_id: 'us-fl-miami', count: 6 });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Count can not be more than 5');
    expect(fake.owned).toEqual([]);
    // Twilio errs while buying: the user is told to try again, nothing is bought, recorded or charged.
    fake.failNextPurchase(500);
    const down = await as('POST', '/api/dialer/phones/buy', { region_id: 'us-fl-miami', count: 2 });
    expect(down.body).toMatchObject({
      code: 503,
      message: 'The phone carrier did not answer. Nothing was bought: try again in a minute',
    });
    expect(fake.owned).toEqual([]);
    expect(await t.ctx.db.select().from(dialerPhones).where(eq(dialerPhones.spaceId, admin.spaceId))).toEqual(
      [],
    );
    const mark = fake.calls.length;
    const res = await as('POST', '/api/dialer/phones/buy', { region_id: 'us-fl-miami' });
    expect(res.status).toBe(200);
    expect(fake.owned).toHaveLength(1);
    expect(fake.owned[0]!.phoneNumber).toMatch(/^\+1305/);
    expect(
      fake.calls
        .slice(mark)
        .filter((c) => c.method === 'POST')
        .map((c) => c.path),
    ).toEqual([`/2010-04-01/Accounts/${fake.accountSid}/IncomingPhoneNumbers.json`]);
    const [row] = await t.ctx.db.select().from(dialerPhones).where(eq(dialerPhones.spaceId, admin.spaceId));
    expect(row).toMatchObject({ number: fake.owned[0]!.phoneNumber, providerSid: fake.owned[0]!.sid });

    // The workspace's SMS now leave from its own number.
    const sent = await smsFor(t.ctx.db).send({
      spaceId: admin.spaceId,
      credentialId,
      to: '+14155550107',
      text: 'From Miami',
      clientKey: 'b1',
    });
    expect(sent.from).toBe(row!.number);

    expect((await as('DELETE', `/api/dialer/phones/${row!.id}`)).status).toBe(200);
    expect(fake.owned).toEqual([]);
    useTwilio(null);
    expect(smsFor(t.ctx.db).senderNumber(credentialId)).toMatch(/^\+1555\d{7}$/); // the sandbox again
  });
});
