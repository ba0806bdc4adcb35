import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, lt } from 'drizzle-orm';
import { MESSAGES } from '@leadloop/domain';
import { creditBalances, creditLedger, prospects, sandboxInvitations } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { userWithSpace } from '../../test/fixtures.js';
import { engineWorld } from '../../test/engine-world.js';
import { runDepsUntil } from '../engine/index.js';
import { personalizeDueSteps } from './personalize.js';

const HOUR = 3_600_000;
const START = Date.parse('2026-01-12T08:00:00Z'); // a Monday
const TEXT = 'Hi {first_name}! {ai:icebreaker}';

let t: TestApp;
let call: ReturnType<typeof apiClient>;
let owner: Awaited<ReturnType<typeof userWithSpace>>;
let world: Awaited<ReturnType<typeof engineWorld>>;
let wf: Awaited<ReturnType<(typeof world)['campaign']>>;
let ids: string[];
let q: { space: string };

beforeAll(async () => {
  clock.advance(START - clock.nowMs());
  t = await createTestApp();
  call = apiClient(t.app);
  owner = await userWithSpace(t.app, 'AI builder');
  q = { space: owner.spaceId };
  world = await engineWorld(t.ctx.database, { population: 600, spaceId: owner.spaceId });
  const acc = await world.account({ username: 'ai-builder@example.com', timezone: 'UTC', start: 0, end: 0 });
  wf = await world.campaign(acc.id, [
    { type: 'connection_request', delay_days: 0, delay_hours: 0, content: TEXT },
  ]);
  ids = await world.audience(wf, 2);
}, 120_000);
afterAll(async () => {
  clock.reset();
  await t.close();
});

const balance = async () =>
  (await t.ctx.db.select().from(creditBalances).where(eq(creditBalances.spaceId, owner.spaceId)))[0]!.balance;
const prospect = async (id: string) =>
  (await t.ctx.db.select().from(prospects).where(eq(prospects.id, id)))[0]!;

describe('AI variables previewed and approved in the builder', () => {
  it('offers the campaign’s prospects as samples first', async () => {
    const res = await call('GET', '/api/ai/preview/samples', {
      token: owner.token,
      query: { ...q, workflow_id: wf.id },
    });
    expect(res.status).toBe(200);
    expect(
      res.body.payload.items
        .slice(0, 2)
        .map((i: { _id: string }) => i._id)
        .sort(),
    ).toEqual([...ids].sort());
    expect(res.body.payload.items[0].in_campaign).toBe(true);
  });

  let approvedText = '';
  it('previews the text for a sample prospect from their real fields, charging 1 credit', async () => {
    const p = await prospect(ids[0]!);
    const before = await balance();
    const body = { text: TEXT, profile_id: p.id, workflow_id: wf.id, node_id: wf.nodes[0]!.id };
    const res = await call('POST', '/api/ai/preview', { token: owner.token, query: q, body });
    expect(res.status).toBe(200);
    const expected = `I noticed you're ${p.position} at ${p.company}.`;
    expect(res.body.payload).toMatchObject({
      texts: { icebreaker: expected },
      message: `Hi ${p.firstName}! ${expected}`,
      approvable: true,
      offline: true,
      balance: before - 1,
    });
    const [spent] = await t.ctx.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.spaceId, owner.spaceId), lt(creditLedger.amount, 0)));
    expect(spent).toMatchObject({ category: 'personalized_message', amount: -1 });
    // Regenerate: another wording, from the same facts.
    const again = await call('POST', '/api/ai/preview', {
      token: owner.token,
      query: q,
      body: { ...body, attempt: 1 },
    });
    approvedText = again.body.payload.texts.icebreaker;
    expect(approvedText).not.toBe(expected);
    expect(approvedText).toContain(p.company!);
    expect(await balance()).toBe(before - 2);
  });

  it('refuses a text without an AI variable, and with no credits, before any call', async () => {
    const body = { text: 'Hi {first_name}', profile_id: ids[0] };
    const none = await call('POST', '/api/ai/preview', { token: owner.token, query: q, body });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(MESSAGES.aiNoVariableInText);
    const kept = await balance();
    await t.ctx.db
      .update(creditBalances)
      .set({ balance: 0 })
      .where(eq(creditBalances.spaceId, owner.spaceId));
    const broke = await call('POST', '/api/ai/preview', {
      token: owner.token,
      query: q,
      body: { text: TEXT, profile_id: ids[0] },
    });
    expect(broke.status).toBe(402);
    expect(broke.body.message).toBe('Run out of credits');
    await t.ctx.db
      .update(creditBalances)
      .set({ balance: kept })
      .where(eq(creditBalances.spaceId, owner.spaceId));
  });

  it('an approved text is the one sent; the others are written by the job; a sent step cannot change', async () => {
    const approve = (profileId: string, text: string) =>
      call('POST', '/api/ai/preview/approve', {
        token: owner.token,
        query: q,
        body: {
          workflow_id: wf.id,
          node_id: wf.nodes[0]!.id,
          profile_id: profileId,
          texts: { icebreaker: text },
        },
      });
    const p0 = await prospect(ids[0]!);
    const ok = await approve(p0.id, approvedText);
    expect(ok.status).toBe(200);
    expect(ok.body.payload).toEqual({ approved: 1, message: `Hi ${p0.firstName}! ${approvedText}` });

    // The approved prospect's step goes at once; the other waits for the job's text.
    await runDepsUntil(world.deps, new Date(START + HOUR));
    expect(await t.ctx.db.select().from(sandboxInvitations)).toHaveLength(1);
    expect(await personalizeDueSteps(t.ctx)).toBe(1); // only the other prospect's text
    await runDepsUntil(world.deps, new Date(START + 3 * HOUR));
    const notes = (await t.ctx.db.select().from(sandboxInvitations)).map((i) => i.note).sort();
    const p1 = await prospect(ids[1]!);
    expect(notes).toEqual(
      [
        `Hi ${p0.firstName}! ${approvedText}`,
        `Hi ${p1.firstName}! I noticed you're ${p1.position} at ${p1.company}.`,
      ].sort(),
    );
    const late = await approve(p0.id, 'Another text.');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MESSAGES.aiStepAlreadySent);
    // A workspace prospect outside the campaign cannot be approved for it.
    const [outsider] = await t.ctx.db
      .insert(prospects)
      .values({
        spaceId: owner.spaceId,
        profileLink: 'https://network.sandbox.local/in/outsider',
        firstName: 'Out',
      })
      .returning();
    const refused = await approve(outsider!.id, 'Hello.');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MESSAGES.aiProspectNotInCampaign);
  });
});

describe('the builder assistant and the personality type', () => {
  it('writes a step from a goal and improves a text, keeping placeholders for the facts', async () => {
    const write = await call('POST', '/api/ai/builder/step', {
      token: owner.token,
      query: q,
      body: { type: 'message', mode: 'write', goal: 'Book demos of our payroll tool.' },
    });
    expect(write.status).toBe(200);
    expect(write.body.payload.text).toContain('{first_name}');
    expect(write.body.payload.text).toContain('book demos of our payroll tool');
    const improve = await call('POST', '/api/ai/builder/step', {
      token: owner.token,
      query: q,
      body: { type: 'message', mode: 'improve', text: 'we   sell payroll software.' },
    });
    expect(improve.body.payload.text).toBe(
      'Hi {first_name}, we sell payroll software. Would a short call next week be useful?',
    );
  });

  it('generates a whole sequence from a goal, each step charged once', async () => {
    const before = await balance();
    const res = await call('POST', '/api/ai/builder/sequence', {
      token: owner.token,
      query: q,
      body: { goal: 'Book demos of our payroll tool' },
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.steps.map((s: { type: string }) => s.type)).toEqual([
      'connection_request',
      'message',
      'message',
    ]);
    expect(await balance()).toBe(before - 1);
  });

  it('reads a personality type from the profile and says which words decided it', async () => {
    const [p] = await t.ctx.db
      .insert(prospects)
      .values({
        spaceId: owner.spaceId,
        profileLink: 'https://network.sandbox.local/in/data-person',
        firstName: 'Dana',
        position: 'Senior data engineer',
        company: 'Numbers Ltd',
      })
      .returning();
    const res = await call('POST', '/api/ai/personality', {
      token: owner.token,
      query: q,
      body: { profile_id: p!.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ type: 'analytical', evidence: ['data', 'engineer'] });
  });
});
