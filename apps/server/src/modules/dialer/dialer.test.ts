import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MediaStreamTrack, RTCPeerConnection, RtpHeader, RtpPacket, usePCMU } from 'werift';
import { TIERS } from '@leadloop/domain';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { userWithSpace } from '../../test/fixtures.js';
import { creditLedger, dialerCalls, dialerPhones, spaces } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { readStereoWav, rms } from '../../providers/telephony/index.js';
import { linearToMulaw } from '../../providers/telephony/audio.js';
import { creditsSummary, grantCredits } from '../credits/index.js';
import { chargeMonthlyPhones } from './phones.js';

/** A browser stand-in: a WebRTC peer that offers PCMU and speaks a 440 Hz tone once connected. */
async function softphone() {
  const pc = new RTCPeerConnection({ codecs: { audio: [usePCMU()], video: [] } });
  const mic = new MediaStreamTrack({ kind: 'audio' });
  pc.addTransceiver(mic, { direction: 'sendrecv' });
  let heard = 0;
  pc.onTrack.subscribe((t) => t.onReceiveRtp.subscribe(() => heard++));
  await pc.setLocalDescription(await pc.createOffer());
  await new Promise<void>((resolve) => {
    if (pc.iceGatheringState === 'complete') resolve();
    pc.iceGatheringStateChange.subscribe((s) => s === 'complete' && resolve());
  });
  let n = 0;
  let timer: NodeJS.Timeout | undefined;
  return {
    offer: pc.localDescription!.sdp,
    heard: () => heard,
    async answer(sdp: string) {
      await pc.setRemoteDescription({ type: 'answer', sdp });
      await new Promise<void>((r) => pc.connectionStateChange.subscribe((s) => s === 'connected' && r()));
      timer = setInterval(() => {
        const payload = Buffer.alloc(160);
        for (let i = 0; i < 160; i++)
          payload[i] = linearToMulaw(8_000 * Math.sin((2 * Math.PI * 440 * (n * 160 + i)) / 8_000));
        const header = new RtpHeader({
          payloadType: 0,
          sequenceNumber: n & 0xffff,
          timestamp: n * 160,
          ssrc: 7,
        });
        mic.writeRtp(new RtpPacket(header, payload));
        n++;
      }, 20);
    },
    async close() {
      clearInterval(timer);
      await pc.close();
    },
  };
}

describe('dialer: numbers, purchase credits, calls and recordings (001 §5, §7, §9; issue 40)', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof userWithSpace>>;
  const as = (method: string, url: string, body?: object, query: Record<string, string> = {}) =>
    call(method, url, {
      token: admin.token,
      query: { space: admin.spaceId, ...query },
      ...(body ? { body } : {}),
    });
  /** The local regions of Florida, as the purchase cascade's last step lists them. */
  const floridaRegions = async () =>
    (
      await as('GET', '/api/dialer/regions', undefined, {
        country_code: 'US',
        category: 'local',
        state_id: 'us-fl',
      })
    ).body.payload.data;
  const balance = async () => (await creditsSummary(t.ctx.db, admin.spaceId)).balance;
  const spent = async (category: string) =>
    t.ctx.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.spaceId, admin.spaceId), eq(creditLedger.category, category)));
  let phoneId = '';

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    admin = await userWithSpace(t.app);
    await t.ctx.db.update(spaces).set({ tier: TIERS.supreme }).where(eq(spaces.id, admin.spaceId));
  }, 60_000);
  afterAll(() => t?.close());

  it('the cascade: countries → categories → states → regions, a sold-out region listed with 0', async () => {
    expect((await as('POST', '/api/dialer/activate')).body.payload.provider).toBe('sandbox');
    const countries = (await as('GET', '/api/dialer/countries')).body.payload.data;
    expect(countries.find((c: { country_code: string }) => c.country_code === 'US')).toMatchObject({
      has_states: true,
      available_categories: ['local', 'toll_free'],
    });
    const states = (
      await as('GET', '/api/dialer/states', undefined, { country_code: 'US', category: 'local' })
    ).body.payload.data;
    expect(states.map((s: { name: string }) => s.name)).toContain('Florida');
    const regions = await floridaRegions();
    expect(regions).toEqual([
      expect.objectContaining({
        _id: 'us-fl-miami',
        phones_available: 40,
        installation_price: 10,
        monthly_price: 15,
      }),
      expect.objectContaining({ _id: 'us-fl-tampa', phones_available: 0 }),
    ]);
  });

  it('refuses more than 100 numbers in one purchase, and more than a region has; nothing bought or charged', async () => {
    await grantCredits(t.ctx.db, admin.spaceId, 10_000, 'admin');
    const before = await balance();
    const over = await as('POST', '/api/dialer/phones/buy', { region_id: 'us-ny-buffalo', count: 101 });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Count can not be more than 100');
    const soldOut = await as('POST', '/api/dialer/phones/buy', { region_id: 'us-fl-tampa' });
    expect(soldOut.status).toBe(400);
    expect(soldOut.body.message).toBe('Count can not be more than 0');
    expect(await balance()).toBe(before);
    expect(await t.ctx.db.select().from(dialerPhones)).toEqual([]);
  });

  it('buys one number by default and charges installation and the first month once', async () => {
    const before = await balance();
    const res = await as('POST', '/api/dialer/phones/buy', {
      region_id: 'us-fl-miami',
      number_to_redirect: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.message).toBe('Number has been successfully purchased');
    expect(res.body.payload.data).toHaveLength(1);
    phoneId = res.body.payload.data[0].id;
    expect(res.body.payload.data[0]).toMatchObject({ number: '+13055550100', region: { name: 'Miami' } });
    expect(await balance()).toBe(before - 25);
    expect((await spent('phone_installation')).map((r) => r.amount)).toEqual([-10]);
    expect((await spent('phone_monthly_payment')).map((r) => r.amount)).toEqual([-15]);
    const regions = await floridaRegions();
    expect(regions[0].phones_available).toBe(39);
    const list = (await as('GET', '/api/dialer/phones')).body.payload.data;
    expect(list.map((p: { id: string }) => p.id)).toEqual([phoneId]);
    const put = await as('PUT', `/api/dialer/phones/${phoneId}`, { number_to_redirect: '15550001111' });
    expect(put.body.payload.number_to_redirect).toBe('15550001111');
  });

  it('a purchase the balance cannot cover leaves no number and no charge', async () => {
    const poor = await userWithSpace(t.app, 'Poor');
    await t.ctx.db.update(spaces).set({ tier: TIERS.supreme }).where(eq(spaces.id, poor.spaceId));
    const { balance: had } = await creditsSummary(t.ctx.db, poor.spaceId);
    const res = await call('POST', '/api/dialer/phones/buy', {
      token: poor.token,
      query: { space: poor.spaceId },
      body: { region_id: 'us-fl-miami', count: Math.floor(had / 25) + 1 },
    });
    expect(res.status).toBe(402);
    expect((await creditsSummary(t.ctx.db, poor.spaceId)).balance).toBe(had);
    expect(await t.ctx.db.select().from(dialerPhones).where(eq(dialerPhones.spaceId, poor.spaceId))).toEqual(
      [],
    );
  });

  it('charges the monthly payment once per period, even when two runs race', async () => {
    const before = await balance();
    const nextMonth = new Date(clock.nowMs() + 32 * 86_400_000);
    const runs = await Promise.all([
      chargeMonthlyPhones(t.ctx.db, nextMonth),
      chargeMonthlyPhones(t.ctx.db, nextMonth),
    ]);
    expect(runs.reduce((n, r) => n + r.charged, 0)).toBe(1);
    expect(await balance()).toBe(before - 15);
    expect((await chargeMonthlyPhones(t.ctx.db, nextMonth)).charged).toBe(0);
  });

  it("validates numbers: 'Wrong phone number format'", async () => {
    const bad = await as('POST', '/api/dialer/validate', undefined, { phone_number: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Wrong phone number format');
    const ok = await as('POST', '/api/dialer/validate', undefined, { phone_number: '+1 (404) 555-0123' });
    expect(ok.body.payload).toEqual({ valid: true, phone_number: '14045550123' });
  });

  it('a call without a number says Select number; a wrong number says so; the key is one-time', async () => {
    const key = async () => (await as('GET', '/api/dialer/token')).body.payload.one_time_key as string;
    const noNumber = await as('POST', '/api/dialer/voice/calls', {
      one_time_key: await key(),
      to: '+14045550123',
      sdp: 'v=0',
    });
    expect(noNumber.body.message).toBe('Select number');
    const wrong = await as('POST', '/api/dialer/voice/calls', {
      one_time_key: await key(),
      phone_id: phoneId,
      to: '12',
      sdp: 'v=0',
    });
    expect(wrong.body.message).toBe('Wrong phone number format');
    const k = await key();
    await as('POST', '/api/dialer/voice/calls', { one_time_key: k, to: '+14045550123', sdp: 'v=0' });
    const reused = await as('POST', '/api/dialer/voice/calls', {
      one_time_key: k,
      phone_id: phoneId,
      to: '+14045550123',
      sdp: 'v=0',
    });
    expect(reused.status).toBe(401);
  });

  it('a real call: the far end speaks, both sides are recorded, a minute is charged, history keeps it', async () => {
    const phone = await softphone();
    const key = (await as('GET', '/api/dialer/token')).body.payload.one_time_key;
    const before = await balance();
    const res = await as('POST', '/api/dialer/voice/calls', {
      one_time_key: key,
      phone_id: phoneId,
      to: '+1 404 555 0123',
      sdp: phone.offer,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await phone.answer(res.body.payload.sdp);
    await new Promise((r) => setTimeout(r, 2_100));
    const end = await as('POST', `/api/dialer/voice/calls/${res.body.payload.call_id}/hangup`);
    await phone.close();
    expect(phone.heard()).toBeGreaterThan(50);
    const kept = end.body.payload.call;
    expect(kept).toMatchObject({
      direction: 'outgoing',
      phone_number: '+13055550100',
      prospect_phone_number: '+14045550123',
    });
    expect(kept.duration).toBeGreaterThanOrEqual(2);
    expect(kept.duration).toBeLessThanOrEqual(3);
    expect(await balance()).toBe(before - 1);

    const file = await t.app.inject({
      method: 'GET',
      url: kept.record_url,
      query: { space: admin.spaceId },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(file.headers['content-type']).toBe('audio/wav');
    const wav = readStereoWav(file.rawPayload);
    expect(Math.abs(wav.seconds - kept.duration)).toBeLessThan(1);
    expect(rms(wav.left)).toBeGreaterThan(1_000);
    expect(rms(wav.right)).toBeGreaterThan(1_000);

    const history = (await as('GET', '/api/dialer/calls')).body.payload;
    expect(history).toMatchObject({ total: 1, data: [{ id: kept.id }] });
    const perPhone = (await as('GET', `/api/dialer/phones/${phoneId}/calls`)).body.payload;
    expect(perPhone.data.map((c: { id: string }) => c.id)).toEqual([kept.id]);
  }, 20_000);

  it('a failed call adds no history entry and charges nothing', async () => {
    const before = await balance();
    const phone = await softphone();
    const key = (await as('GET', '/api/dialer/token')).body.payload.one_time_key;
    const res = await as('POST', '/api/dialer/voice/calls', {
      one_time_key: key,
      phone_id: phoneId,
      to: '+14045550000',
      sdp: phone.offer,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The call could not be connected');
    // Hung up before the media connected: not kept either.
    const key2 = (await as('GET', '/api/dialer/token')).body.payload.one_time_key;
    const early = await as('POST', '/api/dialer/voice/calls', {
      one_time_key: key2,
      phone_id: phoneId,
      to: '+14045550124',
      sdp: phone.offer,
    });
    const end = await as('POST', `/api/dialer/voice/calls/${early.body.payload.call_id}/hangup`);
    await phone.close();
    expect(end.body.payload.call).toBeNull();
    expect(await t.ctx.db.select().from(dialerCalls).where(eq(dialerCalls.status, 'connecting'))).toEqual([]);
    expect((await as('GET', '/api/dialer/calls')).body.payload.total).toBe(1);
    expect(await balance()).toBe(before);
  });

  it('GET /dialer/calls filters by query (name or number) and result; a filter excludes what it should', async () => {
    const row = (name: string, to: string, recordFile: string | null) => ({
      spaceId: admin.spaceId,
      phoneId,
      userId: admin.user._id as string,
      direction: 'outgoing',
      phoneNumber: '+13055550100',
      prospectPhoneNumber: to,
      status: 'disconnected',
      duration: 30,
      startDate: clock.now(),
      providerSid: 'test',
      name,
      recordFile,
    });
    const [ada, bob] = await t.ctx.db
      .insert(dialerCalls)
      .values([row('Ada Lovelace', '+14045550777', 'x.wav'), row('Bob 100%', '+447700900123', null)])
      .returning();
    const ids = async (query: Record<string, string>) =>
      ((await as('GET', '/api/dialer/calls', undefined, query)).body.payload.data as { id: string }[])
        .map((c) => c.id)
        .filter((id) => id === ada!.id || id === bob!.id);
    expect(await ids({})).toHaveLength(2);
    expect(await ids({ query: 'lovelace' })).toEqual([ada!.id]);
    expect(await ids({ query: '(404) 555-0777' })).toEqual([ada!.id]);
    expect(await ids({ query: '%' })).toEqual([bob!.id]);
    expect(await ids({ result: 'recorded' })).toEqual([ada!.id]);
    expect(await ids({ result: 'not_recorded' })).toEqual([bob!.id]);
    expect(await ids({ query: 'ada', result: 'not_recorded' })).toEqual([]);
    expect((await as('GET', '/api/dialer/calls', undefined, { result: 'missed' })).status).toBe(400);
    await t.ctx.db.delete(dialerCalls).where(eq(dialerCalls.providerSid, 'test'));
  });

  it('releasing a number stops it being listed', async () => {
    expect((await as('DELETE', `/api/dialer/phones/${phoneId}`)).body.payload).toEqual({ deleted: true });
    expect((await as('GET', '/api/dialer/phones')).body.payload.data).toEqual([]);
  });
});
