import http from 'node:http';
import { LOOPBACK_EGRESS } from '../../test/harness.js';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_RESEARCH_MONTHLY_ATTEMPTS, MESSAGES, TIERS } from '@leadloop/domain';
import {
  aiPrompts,
  aiReplyLabels,
  creditBalances,
  prospects,
  spaces,
  workflowEvents,
  webhookEvents,
  webhooks,
} from '../../db/schema/index.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { inboxWorld } from '../../test/inbox-world.js';
import { OfflineAi, type AiProvider } from '../../providers/ai/index.js';
import { labelPendingReplies } from './index.js';
import { researchValuesOf } from '../prospects-core/index.js';
import { renderTemplate } from '@leadloop/domain/campaigns/placeholders';

let t: TestApp;
let call: ReturnType<typeof apiClient>;
let w: Awaited<ReturnType<typeof inboxWorld>>;
let site: http.Server;
let siteHost = '';

beforeAll(async () => {
  t = await createTestApp({ egress: LOOPBACK_EGRESS, aiTimeoutMs: 400 });
  call = apiClient(t.app);
  w = await inboxWorld(t.app, t.ctx);
  // A company site on 127.0.0.1 (allow-listed for the test like an operator would).
  site = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<html><head><title>Orbit Labs</title><meta name="description" content="Orbit Labs builds payroll software for restaurants."><script>var secret=1</script></head>
      <body><h1>Payroll for restaurants</h1><p>Orbit Labs serves 2,000 restaurants in France and Spain. Our payroll engine handles tips and shift work automatically. We are hiring sales people in Madrid this year.</p></body></html>`);
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  siteHost = `127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site.close();
  await t.close();
});

const sync = (credentialId: string) =>
  call('POST', '/api/inbox/sync', {
    token: w.admin.token,
    query: w.q,
    body: { credentials_id: credentialId },
  });
const setBalance = (spaceId: string, balance: number) =>
  t.ctx.db.update(creditBalances).set({ balance }).where(eq(creditBalances.spaceId, spaceId));

describe('AI labels on inbound replies', () => {
  let conversationId = '';

  it('labels every synced reply in a job, shows it per conversation and per prospect, emits add_ai_label', async () => {
    await t.ctx.db.insert(webhooks).values({
      spaceId: w.admin.spaceId,
      url: 'https://hooks.example.com/in',
      updateTypes: ['add_ai_label', 'add_label', 'mark_as_lead'],
      secretEnc: 'x',
    });
    await w.reply(w.c1.id, 0, 'Sounds great, can we book a demo next Tuesday?', 90_000);
    await w.reply(w.c2.id, 2, 'I am out of the office until Monday with limited email access.', 30_000);
    expect((await sync(w.c1.id)).status).toBe(200);
    expect((await sync(w.c2.id)).status).toBe(200);
    // Not in the request: nothing is labelled until the job runs.
    const before = await call('GET', '/api/ai/labels', {
      token: w.admin.token,
      query: { ...w.q, profile_id: w.pid(0) },
    });
    expect(before.body.payload.latest).toBeNull();
    expect(await labelPendingReplies(t.ctx)).toBe(2);
    expect(await labelPendingReplies(t.ctx)).toBe(0); // once per reply

    const p0 = await call('GET', '/api/ai/labels', {
      token: w.admin.token,
      query: { ...w.q, profile_id: w.pid(0) },
    });
    expect(p0.body.payload.latest).toMatchObject({
      label: 'interested',
      corrected: false,
      provider: 'offline',
    });
    conversationId = p0.body.payload.latest.conversation_id;
    const conv = await call('GET', '/api/ai/labels', {
      token: w.admin.token,
      query: { ...w.q, conversation_id: conversationId },
    });
    expect(conv.body.payload.items).toHaveLength(1);
    const p2 = await call('GET', '/api/ai/labels', {
      token: w.admin.token,
      query: { ...w.q, profile_id: w.pid(2) },
    });
    expect(p2.body.payload.latest.label).toBe('out_of_office');

    const events = await t.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.type, 'add_ai_label'));
    expect(events.map((e) => (e.payload as { data: { label: string } }).data.label).sort()).toEqual([
      'interested',
      'out_of_office',
    ]);
  });

  it('hides labels of accounts a member may not use, and of other workspaces', async () => {
    // The member may use c1 only: prospect 2 talks to c2.
    const hidden = await call('GET', '/api/ai/labels', {
      token: w.member.token,
      query: { ...w.q, profile_id: w.pid(2) },
    });
    expect(hidden.status).toBe(404);
    const own = await call('GET', '/api/ai/labels', {
      token: w.member.token,
      query: { ...w.q, conversation_id: conversationId },
    });
    expect(own.body.payload.items).toHaveLength(1);
    const foreign = await call('GET', '/api/ai/labels', {
      token: w.other.token,
      query: { space: w.other.spaceId, conversation_id: conversationId },
    });
    expect(foreign.status).toBe(404);
    const otherSpace = await call('GET', '/api/ai/labels', {
      token: w.other.token,
      query: { space: w.admin.spaceId, conversation_id: conversationId },
    });
    expect(otherSpace.status).toBe(403);
  });

  it('keeps and counts a user correction, and applies the auto-label rule of the new label', async () => {
    const label = await call('POST', '/api/labels/create', {
      token: w.admin.token,
      query: w.q,
      body: { name: 'Hot', color: '#ff0000', type: 'space', is_shared: true },
    });
    expect(label.status).toBe(200);
    const labelId = label.body.payload._id;
    const denied = await call('PUT', '/api/ai/auto_labels', {
      token: w.member.token,
      query: w.q,
      body: { rules: [{ ai_label: 'follow_up_later', label_id: labelId, relation: 'lead' }] },
    });
    expect(denied.status).toBe(403);
    const saved = await call('PUT', '/api/ai/auto_labels', {
      token: w.admin.token,
      query: w.q,
      body: { rules: [{ ai_label: 'follow_up_later', label_id: labelId, relation: 'lead' }] },
    });
    expect(
      saved.body.payload.rules.find((r: { ai_label: string }) => r.ai_label === 'follow_up_later'),
    ).toEqual({
      ai_label: 'follow_up_later',
      label_id: labelId,
      relation: 'lead',
    });
    const latest = (
      await call('GET', '/api/ai/labels', {
        token: w.admin.token,
        query: { ...w.q, conversation_id: conversationId },
      })
    ).body.payload.latest;
    const fixed = await call('PUT', `/api/ai/labels/${latest._id}`, {
      token: w.member.token,
      query: w.q,
      body: { label: 'follow_up_later' },
    });
    expect(fixed.body.payload).toMatchObject({
      label: 'follow_up_later',
      ai_label: 'interested',
      corrected: true,
    });
    const [p] = await t.ctx.db
      .select()
      .from(prospects)
      .where(eq(prospects.id, w.pid(0)));
    expect(p!.labels).toContain(labelId);
    expect(p!.relation).toBe('lead');
    // Logged like a manual mark: the funnel and the reports read the log, webhooks get the event.
    const marks = await t.ctx.db
      .select()
      .from(workflowEvents)
      .where(and(eq(workflowEvents.prospectId, w.pid(0)), eq(workflowEvents.type, 'mark_as_lead')));
    expect(marks).toHaveLength(1);
    // The rule's label and relation reach webhooks like manual ones: one add_label, one mark_as_lead.
    const ruleEvents = (
      await t.ctx.db
        .select()
        .from(webhookEvents)
        .where(inArray(webhookEvents.type, ['add_label', 'mark_as_lead']))
    ).map((e) => [e.type, (e.payload as { data: Record<string, unknown> }).data]);
    expect(ruleEvents.sort()).toEqual([
      ['add_label', expect.objectContaining({ prospect_id: w.pid(0), label_id: labelId })],
      ['mark_as_lead', expect.objectContaining({ prospect_id: w.pid(0) })],
    ]);
    const stats = await call('GET', '/api/ai/labels/stats', { token: w.admin.token, query: w.q });
    expect(stats.body.payload).toMatchObject({
      labelled: 2,
      corrected: 1,
      by_label: { interested: { labelled: 1, corrected: 1 } },
    });
  });

  it('lists the latest labelled replies with their words for the corrections screen (issue 36)', async () => {
    const recent = await call('GET', '/api/ai/labels/recent', { token: w.admin.token, query: w.q });
    expect(recent.status).toBe(200);
    const items = recent.body.payload.items as {
      _id: string;
      label: string;
      text: string;
      corrected: boolean;
    }[];
    expect(items).toHaveLength(2);
    const fixed = items.find((i) => i.corrected)!;
    expect(fixed).toMatchObject({ label: 'follow_up_later', ai_label: 'interested' });
    expect(fixed.text.length).toBeGreaterThan(0);
    const onlyFixed = await call('GET', '/api/ai/labels/recent', {
      token: w.admin.token,
      query: { ...w.q, label: 'follow_up_later' },
    });
    expect(onlyFixed.body.payload.items.map((i: { _id: string }) => i._id)).toEqual([fixed._id]);
    // Another workspace sees none of them.
    const other = await call('GET', '/api/ai/labels/recent', {
      token: w.other.token,
      query: { space: w.other.spaceId },
    });
    expect(other.body.payload.items).toEqual([]);
    const bad = await call('GET', '/api/ai/labels/recent', {
      token: w.admin.token,
      query: { ...w.q, label: 'maybe' },
    });
    expect(bad.status).toBe(400);
  });

  it('labels the replies of a workspace only while its plan has AI labels (ai.label honours the plan)', async () => {
    const other = { token: w.other.token, query: { space: w.other.spaceId } };
    const labelsOfOther = () =>
      t.ctx.db.select().from(aiReplyLabels).where(eq(aiReplyLabels.spaceId, w.other.spaceId));
    await t.ctx.db.update(spaces).set({ tier: TIERS.free }).where(eq(spaces.id, w.other.spaceId));
    try {
      await w.reply(w.c3.id, 4, 'Sounds great, can we book a demo next week?', 20_000);
      const synced = await call('POST', '/api/inbox/sync', { ...other, body: { credentials_id: w.c3.id } });
      expect(synced.status).toBe(200);
      expect(await labelPendingReplies(t.ctx)).toBe(0);
      expect(await labelsOfOther()).toEqual([]);
      // The same workspace on a plan with AI labels: its waiting reply is labelled at the next pass.
      await t.ctx.db.update(spaces).set({ tier: TIERS.basic }).where(eq(spaces.id, w.other.spaceId));
      expect(await labelPendingReplies(t.ctx)).toBe(1);
      expect((await labelsOfOther()).map((l) => l.aiLabel)).toEqual(['interested']);
    } finally {
      await t.ctx.db.update(spaces).set({ tier: TIERS.supreme }).where(eq(spaces.id, w.other.spaceId));
    }
  });
});

describe('inbox assistant', () => {
  let conversationId = '';
  beforeAll(async () => {
    conversationId = (
      await call('GET', '/api/ai/labels', { token: w.admin.token, query: { ...w.q, profile_id: w.pid(0) } })
    ).body.payload.latest.conversation_id;
  });

  it('suggests a reply from the thread with the prospect’s real name, charges 1 credit, keeps it in Recent Prompts', async () => {
    await setBalance(w.admin.spaceId, 5);
    const res = await call('POST', '/api/ai/assistant/suggest_reply', {
      token: w.admin.token,
      query: w.q,
      body: { conversation_id: conversationId },
    });
    expect(res.status).toBe(200);
    const [p] = await t.ctx.db
      .select()
      .from(prospects)
      .where(eq(prospects.id, w.pid(0)));
    expect(res.body.payload.text).toContain(`Hi ${p!.firstName},`);
    expect(res.body.payload).toMatchObject({ offline: true, provider: 'offline', balance: 4 });
    const history = await call('GET', '/api/credits/history', {
      token: w.admin.token,
      query: { ...w.q, skip: '0', limit: '5' },
    });
    expect(history.body.payload.items[0]).toMatchObject({ usage_type: 'inbox_ai_message', amount: -1 });
    const prompts = await call('GET', '/api/ai/prompts', { token: w.admin.token, query: w.q });
    expect(prompts.body.payload.items[0]).toMatchObject({
      kind: 'suggest_reply',
      status: 'done',
      credits: 1,
    });
    expect(prompts.body.payload.items[0].output).toBe(res.body.payload.text);
    // Recent Prompts are the caller's own.
    expect(
      (await call('GET', '/api/ai/prompts', { token: w.member.token, query: w.q })).body.payload.items,
    ).toEqual([]);
  });

  it('rewrites shorter, and refuses to translate offline without charging', async () => {
    const short = await call('POST', '/api/ai/assistant/rewrite', {
      token: w.admin.token,
      query: w.q,
      body: {
        text: 'Hi,\nI just wanted to follow up. I hope you are well. Our tool saves time. It is really fast.',
        mode: 'shorter',
      },
    });
    expect(short.status).toBe(200);
    expect(short.body.payload.text.length).toBeLessThan(80);
    const tr = await call('POST', '/api/ai/assistant/rewrite', {
      token: w.admin.token,
      query: w.q,
      body: { text: 'Hello', mode: 'translate', language: 'French' },
    });
    expect(tr.status).toBe(400);
    expect(tr.body.message).toBe(MESSAGES.aiCannotTranslateOffline);
    expect(tr.body.payload).toBeUndefined();
  });

  it('refuses before calling the provider when credits are short', async () => {
    await setBalance(w.admin.spaceId, 0);
    let called = 0;
    const configured = t.ctx.ai;
    t.ctx.ai = Object.assign(new OfflineAi(), {
      generate: async () => {
        called++;
        return { text: 'x' };
      },
    }) as unknown as AiProvider;
    const res = await call('POST', '/api/ai/assistant/suggest_reply', {
      token: w.admin.token,
      query: w.q,
      body: { conversation_id: conversationId },
    });
    t.ctx.ai = configured;
    expect(res.status).toBe(402);
    expect(res.body.message).toBe('Run out of credits');
    expect(called).toBe(0);
  });

  it('answers "AI query is taking too long" and the late answer lands in Recent Prompts', async () => {
    await setBalance(w.admin.spaceId, 5);
    const slow = new OfflineAi();
    const original = slow.generate.bind(slow);
    slow.generate = (async (req, opts) => {
      await new Promise((r) => setTimeout(r, 700));
      return original(req, opts);
    }) as typeof slow.generate;
    const configured = t.ctx.ai;
    t.ctx.ai = slow;
    const res = await call('POST', '/api/ai/assistant/suggest_reply', {
      token: w.admin.token,
      query: w.q,
      body: { conversation_id: conversationId },
    });
    expect(res.status).toBe(504);
    expect(res.body.message).toBe(MESSAGES.aiQueryTooLong);
    await new Promise((r) => setTimeout(r, 600));
    t.ctx.ai = configured;
    const [row] = await t.ctx.db
      .select()
      .from(aiPrompts)
      .where(and(eq(aiPrompts.spaceId, w.admin.spaceId), eq(aiPrompts.kind, 'suggest_reply')))
      .orderBy(aiPrompts.createdAt)
      .then((rows) => rows.slice(-1));
    expect(row).toMatchObject({ status: 'done', credits: 1 });
  });

  it('refuses a conversation of an account the member may not use', async () => {
    const c2conv = (
      await call('GET', '/api/ai/labels', { token: w.admin.token, query: { ...w.q, profile_id: w.pid(2) } })
    ).body.payload.latest.conversation_id;
    const res = await call('POST', '/api/ai/assistant/suggest_reply', {
      token: w.member.token,
      query: w.q,
      body: { conversation_id: c2conv },
    });
    expect(res.status).toBe(404);
  });
});

describe('company research', () => {
  it('reads the site (scripts left out), summarises against the objective, counts down attempts and charges', async () => {
    await setBalance(w.admin.spaceId, 5);
    const before = await call('GET', '/api/ai/company_researches', { token: w.admin.token, query: w.q });
    expect(before.body.payload).toMatchObject({
      remaining_attempts: COMPANY_RESEARCH_MONTHLY_ATTEMPTS,
      company_researches: [],
    });
    const res = await call('POST', '/api/ai/company_researches', {
      token: w.admin.token,
      query: w.q,
      body: { host_name: siteHost, research_objective: 'Are they hiring sales people?' },
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.summary).toBe('Orbit Labs builds payroll software for restaurants.');
    expect(res.body.payload.points[0]).toContain('hiring sales people in Madrid');
    expect(res.body.payload.points.join(' ')).not.toContain('secret');
    expect(res.body.payload).toMatchObject({
      remaining_attempts: COMPANY_RESEARCH_MONTHLY_ATTEMPTS - 1,
      balance: 4,
      offline: true,
    });
    const after = await call('GET', '/api/ai/company_researches', { token: w.admin.token, query: w.q });
    expect(after.body.payload.remaining_attempts).toBe(COMPANY_RESEARCH_MONTHLY_ATTEMPTS - 1);
    expect(after.body.payload.company_researches).toHaveLength(1);
    // Attempts are per user.
    const member = await call('GET', '/api/ai/company_researches', { token: w.member.token, query: w.q });
    expect(member.body.payload).toMatchObject({
      remaining_attempts: COMPANY_RESEARCH_MONTHLY_ATTEMPTS,
      company_researches: [],
    });
  });

  it('fills {research_summary} / {research_points} for a prospect of the researched company, else the fallback (issue 36)', async () => {
    const text = '{research_summary:Saw your site.} {research_points:}';
    const values = await researchValuesOf(t.ctx.db, w.admin.spaceId, {
      companyDomain: siteHost,
      website: null,
    });
    expect(renderTemplate(text, values)).toContain('Orbit Labs builds payroll software for restaurants.');
    expect(renderTemplate(text, values)).toContain('hiring sales people in Madrid');
    const byWebsite = await researchValuesOf(t.ctx.db, w.admin.spaceId, {
      companyDomain: null,
      website: `http://${siteHost}/about`,
    });
    expect(byWebsite).toEqual(values);
    const elsewhere = await researchValuesOf(t.ctx.db, w.other.spaceId, {
      companyDomain: siteHost,
      website: null,
    });
    expect(renderTemplate(text, elsewhere)).toBe('Saw your site. ');
  });

  it('refuses private addresses that are not allow-listed (SSRF) and malformed hosts', async () => {
    const priv = await call('POST', '/api/ai/company_researches', {
      token: w.admin.token,
      query: w.q,
      body: { host_name: '169.254.169.254', research_objective: 'metadata' },
    });
    expect(priv.status).toBe(400);
    const bad = await call('POST', '/api/ai/company_researches', {
      token: w.admin.token,
      query: w.q,
      body: { host_name: 'http://x/y', research_objective: 'metadata' },
    });
    expect(bad.status).toBe(400);
  });
});
