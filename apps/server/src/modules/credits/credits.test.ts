import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_CREDITS } from '@leadloop/domain';
import { eq } from 'drizzle-orm';
import { prospects, sandboxMembers } from '../../db/schema/index.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { prospectsWorld } from '../../test/prospects-world.js';
import { RUN_OUT_OF_CREDITS, spendCredits } from './credits.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof prospectsWorld>>;
let call: ReturnType<typeof apiClient>;

const member = (id: string, email: string | null, phone: string | null, seq: number) => ({
  id,
  seq,
  firstName: 'A',
  lastName: 'B',
  headline: '',
  title: '',
  company: '',
  companyId: 'c',
  industry: '',
  location: '',
  countryCode: 'US',
  skills: [],
  email,
  phone,
  premium: false,
  openProfile: false,
  acceptRate: 0.5,
  replyRate: 0.5,
});

beforeAll(async () => {
  t = await createTestApp();
  call = apiClient(t.app);
  w = await prospectsWorld(t.app, t.ctx);
  // What the sandbox network knows about these people (enrichment reads it).
  await w.db
    .insert(sandboxMembers)
    .values([
      member('ada-lovelace', 'ada@verified.io', '+1 555 0100', 900001),
      member('bob-builder', 'bob12@catchall.io', '+1 555 0101', 900002),
      member('cyd-charisse', null, null, 900003),
    ]);
});
afterAll(() => t.close());

describe('credits', () => {
  it('a new workspace starts with the trial balance', async () => {
    const res = await call('GET', '/api/credits/balance', { token: w.admin.token, query: w.q });
    expect(res.body.payload).toMatchObject({ balance: TRIAL_CREDITS, usage_by_type: { default: 0 } });
    const history = await call('GET', '/api/credits/history', { token: w.admin.token, query: w.q });
    expect(history.body.payload.items).toMatchObject([
      { usage_type: 'grant', origin: 'trial', amount: TRIAL_CREDITS },
    ]);
  });
  it('spendCredits refuses with the run-out-of-credits message and writes nothing', async () => {
    const other = w.other.spaceId;
    await expect(
      spendCredits(w.db, { spaceId: other, category: 'sms', amount: TRIAL_CREDITS + 1, origin: 'auto' }),
    ).rejects.toMatchObject({ status: 402, message: RUN_OUT_OF_CREDITS });
    expect(RUN_OUT_OF_CREDITS).toBe('Run out of credits');
    const after = await spendCredits(w.db, {
      spaceId: other,
      category: 'sms',
      amount: TRIAL_CREDITS,
      origin: 'workflow',
    });
    expect(after.balance).toBe(0);
    await expect(
      spendCredits(w.db, { spaceId: other, category: 'sms', amount: 1, origin: 'retry' }),
    ).rejects.toMatchObject({ status: 402 });
    const res = await call('GET', '/api/credits/balance', { token: w.other.token, query: { space: other } });
    expect(res.body.payload).toMatchObject({
      balance: 0,
      usage_by_type: { default: TRIAL_CREDITS, sms: TRIAL_CREDITS },
      usage_by_origin: { workflow: TRIAL_CREDITS },
    });
  });
  it('concurrent spends never overdraw', async () => {
    const space = w.other.spaceId;
    const { grantCredits } = await import('./credits.js');
    await grantCredits(w.db, space, 5, 'admin');
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        spendCredits(w.db, { spaceId: space, category: 'call', amount: 1, origin: 'manual' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const res = await call('GET', '/api/credits/balance', { token: w.other.token, query: { space } });
    expect(res.body.payload.balance).toBe(0);
  });
});

describe('enrichment (sandbox provider)', () => {
  it('a verified email costs 1 credit and is stored with the phone', async () => {
    const res = await call('POST', `/api/profiles/${w.p.ada}/enrich`, { token: w.admin.token, query: w.q });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      outcome: 'enriched',
      credits_spent: 1,
      prospect: { enriched_email: 'ada@verified.io', phone: '+1 555 0100' },
    });
    const bal = await call('GET', '/api/credits/balance', { token: w.admin.token, query: w.q });
    expect(bal.body.payload).toMatchObject({
      balance: TRIAL_CREDITS - 1,
      usage_by_type: { enrich_email_phone: 1 },
      usage_by_origin: { manual: 1 },
    });
    const again = await call('POST', `/api/profiles/${w.p.ada}/enrich`, { token: w.admin.token, query: w.q });
    expect(again.body.payload).toMatchObject({
      outcome: 'already_enriched',
      credits_spent: 0,
      message: 'Already enriched',
    });
    const list = await call('GET', '/api/profiles', {
      token: w.admin.token,
      query: { ...w.q, lead_status: 'fetched_email' },
    });
    expect(list.body.payload.items.map((p: { _id: string }) => p._id)).toEqual([w.p.ada]);
  });
  it('an unverified email or nothing found costs nothing', async () => {
    const bob = await call('POST', `/api/profiles/${w.p.bob}/enrich`, { token: w.admin.token, query: w.q });
    expect(bob.body.payload).toMatchObject({
      outcome: 'unverified',
      credits_spent: 0,
      prospect: { enriched_email: null },
    });
    const cyd = await call('POST', `/api/profiles/${w.p.cyd}/enrich`, { token: w.admin.token, query: w.q });
    expect(cyd.body.payload).toMatchObject({ outcome: 'not_found', credits_spent: 0 });
    const bal = await call('GET', '/api/credits/balance', { token: w.admin.token, query: w.q });
    expect(bal.body.payload.balance).toBe(TRIAL_CREDITS - 1);
  });
  it('out of credits: refused with the message and nothing stored', async () => {
    await spendCredits(w.db, {
      spaceId: w.admin.spaceId,
      category: 'ai_message',
      amount: TRIAL_CREDITS - 1,
      origin: 'auto',
    });
    await w.db.update(prospects).set({ enrichedEmail: null }).where(eq(prospects.id, w.p.ada));
    const res = await call('POST', `/api/profiles/${w.p.ada}/enrich`, { token: w.admin.token, query: w.q });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe('Run out of credits');
    const [ada] = await w.db.select().from(prospects).where(eq(prospects.id, w.p.ada));
    expect(ada!.enrichedEmail).toBeNull();
  });
  it('members only for their accounts’ prospects; history is per workspace', async () => {
    expect(
      (await call('POST', `/api/profiles/${w.p.cyd}/enrich`, { token: w.member.token, query: w.q })).status,
    ).toBe(404);
    const hist = await call('GET', '/api/credits/history', {
      token: w.admin.token,
      query: { ...w.q, usage_type: 'enrich_email_phone' },
    });
    expect(hist.body.payload.total).toBe(1);
    expect(hist.body.payload.items[0]).toMatchObject({
      amount: -1,
      origin: 'manual',
      details: { prospect_id: w.p.ada },
    });
    expect(
      (await call('GET', '/api/credits/history', { token: w.admin.token, query: { ...w.q, limit: '1000' } }))
        .status,
    ).toBe(400);
  });
});
