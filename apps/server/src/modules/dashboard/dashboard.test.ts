import { STAT_SERIES, delta, type ActivityReport } from '@leadloop/domain';
import type { ActivityEntry, ActivityFeed, MyDashboard } from '@leadloop/domain/dashboard/entities';
import { and, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actions,
  campaignProspects,
  inboxMessages,
  prospects,
  sandboxInvitations,
  sandboxMessages,
  spaceMembers,
  workflowEvents,
  workflowSearches,
} from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { engineWorld, runThroughCrashes } from '../../test/engine-world.js';
import { addMemberByCode, userWithSpace } from '../../test/fixtures.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { syncAll } from '../inbox/index.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const START = Date.parse('2026-04-06T06:00:00Z');

let t: TestApp;
let call: ReturnType<typeof apiClient>;
let admin: Awaited<ReturnType<typeof userWithSpace>>;
let member: Awaited<ReturnType<typeof addMemberByCode>>;
let other: Awaited<ReturnType<typeof userWithSpace>>;
const ids = { acc1: '', acc2: '', running: '', inmails: '', second: '', nobody: '' };

beforeAll(async () => {
  clock.advance(START - clock.nowMs());
  t = await createTestApp();
  call = apiClient(t.app);
  admin = await userWithSpace(t.app, 'Dashboard');
  member = await addMemberByCode(t.app, admin);
  other = await userWithSpace(t.app, 'Other');
  const world = await engineWorld(t.ctx.database, { population: 400, seed: 7, spaceId: admin.spaceId });
  world.deps.options = { ...world.deps.options, minGapSeconds: 60, maxGapSeconds: 600 };
  const acc1 = await world.account({ username: 'dash1@example.com', timezone: 'UTC', start: 0, end: 0 });
  const acc2 = await world.account({
    username: 'dash2@example.com',
    timezone: 'Europe/Paris',
    start: 0,
    end: 0,
  });
  const steps = [
    { type: 'view_profile' as const, delay_days: 0, delay_hours: 0 },
    { type: 'connection_request' as const, delay_days: 0, delay_hours: 1, content: 'Hi {first_name}' },
    { type: 'message' as const, delay_days: 1, delay_hours: 0, content: 'Thanks, {first_name}.' },
  ];
  const running = await world.campaign(acc1.id, steps, { name: 'Founders' });
  // An InMail to people whose profile is not open needs a premium account: the sandbox account is not.
  const inmails = await world.campaign(
    acc1.id,
    [{ type: 'inmail', delay_days: 0, delay_hours: 0, subject: 'Hi', content: 'Hello {first_name}' }],
    { name: 'InMails' },
  );
  const second = await world.campaign(acc2.id, steps, { name: 'Paris' });
  const nobody = await world.campaign(acc2.id, steps, { name: 'Nobody' });
  await world.audience(running, 12);
  await world.audience(second, 10);
  await t.ctx.db.insert(workflowSearches).values({
    spaceId: admin.spaceId,
    workflowId: nobody.id,
    source: 'url',
    url: 'https://www.linkedin.com/search/results/people/?keywords=nobody',
    kind: 'people_search',
    status: 'absent',
  });
  Object.assign(ids, {
    acc1: acc1.id,
    acc2: acc2.id,
    running: running.id,
    inmails: inmails.id,
    second: second.id,
    nobody: nobody.id,
  });
  await t.ctx.db
    .update(spaceMembers)
    .set({ availableCredentials: [acc2.id] })
    .where(and(eq(spaceMembers.spaceId, admin.spaceId), eq(spaceMembers.userId, member.user._id)));
  const runUntil = async (end: number) => {
    while (clock.nowMs() < end) {
      const until = Math.min(end, clock.nowMs() + 6 * HOUR);
      await runThroughCrashes(world.deps, () => new Date(until), { maxRestarts: 10 });
      await syncAll({ db: t.ctx.db, network: world.network, realtime: t.ctx.realtime });
    }
  };
  await runUntil(START + 5 * DAY);
  // Replies depend on the engine's random pacing: one person of the running campaign surely writes back.
  const [writer] = await t.ctx.db
    .select({ memberId: prospects.networkId })
    .from(campaignProspects)
    .innerJoin(prospects, eq(prospects.id, campaignProspects.prospectId))
    .where(eq(campaignProspects.workflowId, running.id))
    .limit(1);
  const at = new Date(clock.nowMs() - HOUR);
  await t.ctx.db
    .insert(sandboxInvitations)
    .values({
      id: `dash-inv-${writer!.memberId}`,
      credentialId: acc1.id,
      memberId: writer!.memberId!,
      sentAt: at,
      acceptAt: at,
    })
    .onConflictDoNothing();
  await t.ctx.db.insert(sandboxMessages).values({
    id: `dash-msg-${writer!.memberId}`,
    credentialId: acc1.id,
    memberId: writer!.memberId!,
    direction: 'inbound',
    kind: 'message',
    text: 'Happy to talk next week.',
    sentAt: at,
  });
  // Acceptances also depend on the random pacing: one invited person who has not written accepts, so the
  // message step's connection check records an acceptance in the last day's run.
  const [invited] = await t.ctx.db
    .select({ memberId: prospects.networkId })
    .from(campaignProspects)
    .innerJoin(prospects, eq(prospects.id, campaignProspects.prospectId))
    .where(
      and(
        eq(campaignProspects.workflowId, running.id),
        eq(campaignProspects.status, 'active'),
        isNotNull(campaignProspects.invitedAt),
        isNull(campaignProspects.connectedAt),
        ne(prospects.networkId, writer!.memberId!),
      ),
    )
    .limit(1);
  if (invited)
    await t.ctx.db
      .insert(sandboxInvitations)
      .values({
        id: `dash-acc-${invited.memberId}`,
        credentialId: acc1.id,
        memberId: invited.memberId!,
        sentAt: at,
        acceptAt: at,
      })
      .onConflictDoNothing();
  // The InMail campaign gets its people last: the engine retries a held step a few times, then skips it.
  await world.audience(inmails, 8);
  await runUntil(START + 6 * DAY);
}, 300_000);
afterAll(async () => {
  clock.reset();
  await t?.close();
});

const dashboard = (token: string, query: Record<string, string>) =>
  call<MyDashboard>('GET', '/api/dashboard/my-dashboard', { token, query });
const feed = (token: string, query: Record<string, string>) =>
  call<ActivityFeed>('GET', '/api/dashboard/activity', { token, query });

/** Every page of the feed, following next_cursor. */
async function allPages(token: string, query: Record<string, string>) {
  const items: ActivityEntry[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 500; page++) {
    const res = await feed(token, { ...query, ...(cursor ? { cursor } : {}) });
    expect(res.status).toBe(200);
    items.push(...res.body.payload.items);
    cursor = res.body.payload.next_cursor;
    if (!cursor) return items;
  }
  throw new Error('the feed never ended');
}

describe('my-dashboard', () => {
  it('the KPIs are the activity report’s totals, with the same change against the previous period', async () => {
    for (const period of ['days_3', 'weeks_1', 'months_1']) {
      const query = { space: admin.spaceId, period, tz: 'Europe/Paris' };
      const [mine, report] = await Promise.all([
        dashboard(admin.token, query),
        call<ActivityReport>('GET', '/api/reports/activity', { token: admin.token, query }),
      ]);
      expect(mine.status).toBe(200);
      expect(mine.body.payload.range).toEqual(report.body.payload.range);
      for (const kpi of mine.body.payload.kpis) {
        expect(STAT_SERIES).toContain(kpi.series);
        expect(kpi.value).toBe(report.body.payload.totals[kpi.series]);
        expect(kpi.previous).toBe(report.body.payload.previous_totals[kpi.series]);
        expect(kpi.delta).toBe(delta(kpi.value, kpi.previous));
      }
    }
    const week = await dashboard(admin.token, { space: admin.spaceId, period: 'weeks_1' });
    const sent = week.body.payload.kpis.find((k) => k.series === 'request_sent')!;
    expect(sent.value).toBeGreaterThan(0);
  });

  it('a stalled campaign is listed with the engine’s explanation; a search that found nobody too', async () => {
    const res = await dashboard(admin.token, { space: admin.spaceId });
    expect(res.status).toBe(200);
    const { attention } = res.body.payload;
    const stalled = attention.find((a) => a.kind === 'stalled' && a.workflow_id === ids.inmails);
    expect(stalled).toMatchObject({
      workflow_name: 'InMails',
      credentials_id: ids.acc1,
      reason_code: 'needs_sales_navigator',
      reason_text: 'Needs Sales Navigator subscription',
    });
    expect(stalled!.prospects).toBeGreaterThan(0);
    expect(attention.find((a) => a.workflow_id === ids.nobody)).toMatchObject({
      kind: 'found_nobody',
      reason_code: 'found_nobody',
    });
    // The running campaign paces itself: it is not stalled.
    expect(attention.some((a) => a.kind === 'stalled' && a.workflow_id === ids.running)).toBe(false);
  });

  it('today’s planned actions per account come from the forecast and stay within the daily limit', async () => {
    const res = await dashboard(admin.token, { space: admin.spaceId });
    const planned = res.body.payload.planned;
    expect(planned.map((p) => p.credentials_id).sort()).toEqual([ids.acc1, ids.acc2].sort());
    const acc1 = planned.find((p) => p.credentials_id === ids.acc1)!;
    expect(acc1.running_campaigns).toBe(2);
    for (const a of planned.flatMap((p) => p.actions)) {
      expect(a.planned_today).toBeGreaterThanOrEqual(0);
      expect(a.planned_today + a.done_today).toBeLessThanOrEqual(Math.max(a.limit, a.done_today));
    }
    expect(acc1.actions.some((a) => a.kind === 'inmails')).toBe(true);
  });

  it('recent replies are the latest inbound messages, newest first', async () => {
    const res = await dashboard(admin.token, { space: admin.spaceId });
    const replies = res.body.payload.recent_replies;
    const inbound = await t.ctx.db
      .select()
      .from(inboxMessages)
      .where(and(eq(inboxMessages.spaceId, admin.spaceId), eq(inboxMessages.direction, 'inbound')));
    expect(replies.length).toBe(Math.min(8, inbound.length));
    const times = replies.map((r) => r.sent_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('activity feed', () => {
  it('pages walk the whole log once, newest first, with no gap and no duplicate', async () => {
    const items = await allPages(admin.token, { space: admin.spaceId, limit: '7' });
    const keys = items.map((i) => `${i.at}|${i._id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual([...keys].sort().reverse());
    const done = await t.ctx.db
      .select({ id: actions.id })
      .from(actions)
      .where(and(eq(actions.spaceId, admin.spaceId), eq(actions.status, 'done')));
    const replies = await t.ctx.db
      .select({ id: inboxMessages.id })
      .from(inboxMessages)
      .where(and(eq(inboxMessages.spaceId, admin.spaceId), eq(inboxMessages.direction, 'inbound')));
    const events = await t.ctx.db
      .select({ id: workflowEvents.id })
      .from(workflowEvents)
      .where(
        and(
          eq(workflowEvents.spaceId, admin.spaceId),
          inArray(workflowEvents.type, ['invite_accepted', 'mark_as_lead', 'mark_as_customer']),
        ),
      );
    const expected = [...done, ...replies, ...events].map((r) => r.id).sort();
    expect(items.map((i) => i._id).sort()).toEqual(expected);
    expect(items.some((i) => i.kind === 'acceptance')).toBe(true);
    expect(items.some((i) => i.kind === 'reply')).toBe(true);
    const action = items.find((i) => i.kind === 'action')!;
    expect(action.prospect_name).toBeTruthy();
    expect(action.workflow_name).toBeTruthy();
    expect(action.account_name).toMatch(/^dash[12]@example.com$/);
  });

  it('filters by type, account and campaign', async () => {
    const replies = await allPages(admin.token, { space: admin.spaceId, types: 'reply', limit: '50' });
    expect(replies.length).toBeGreaterThan(0);
    expect(replies.every((i) => i.kind === 'reply')).toBe(true);
    const paris = await allPages(admin.token, { space: admin.spaceId, accounts: ids.acc2, limit: '50' });
    expect(paris.length).toBeGreaterThan(0);
    expect(paris.every((i) => i.credentials_id === ids.acc2)).toBe(true);
    const founders = await allPages(admin.token, {
      space: admin.spaceId,
      campaigns: ids.running,
      types: 'action,acceptance',
      limit: '50',
    });
    expect(founders.length).toBeGreaterThan(0);
    expect(founders.every((i) => i.workflow_id === ids.running)).toBe(true);
  });
});

describe('activity feed: labels and tasks', () => {
  it('labels put on and taken off a person and tasks created and done are entries; a personal label only for its author', async () => {
    const q = { space: admin.spaceId };
    const label = async (name: string, shared: boolean) =>
      (
        await call<{ _id: string }>('POST', '/api/labels/create', {
          token: admin.token,
          query: q,
          body: { name, color: '#1a1a1a', is_shared: shared },
        })
      ).body.payload._id;
    const hot = await label('Hot', true);
    const mine = await label('Mine', false);
    const [person] = await t.ctx.db
      .select({ id: campaignProspects.prospectId })
      .from(campaignProspects)
      .where(eq(campaignProspects.workflowId, ids.second))
      .limit(1);
    const labelled = async (labels: string[]) =>
      expect(
        (
          await call('PUT', `/api/profiles/${person!.id}/labels`, {
            token: admin.token,
            query: q,
            body: { labels },
          })
        ).status,
      ).toBe(200);
    await labelled([hot, mine]);
    await labelled([mine]);
    const created = await call<{ _id: string }>('POST', '/api/tasks', {
      token: admin.token,
      query: q,
      body: { name: 'Call about the pilot', prospect: person!.id, account: ids.acc2, type: 'call' },
    });
    expect(created.status).toBe(200);
    const done = await call('PUT', `/api/tasks/${created.body.payload._id}`, {
      token: admin.token,
      query: q,
      body: { status: 'completed' },
    });
    expect(done.status).toBe(200);
    // A task of the account the member may not use.
    await call('POST', '/api/tasks', {
      token: admin.token,
      query: q,
      body: { name: 'Private follow-up', account: ids.acc1 },
    });

    const entries = (items: ActivityEntry[]) =>
      items
        .map((i) => [i.kind, i.type, i.text, i.prospect_id])
        .sort((a, b) => String(a).localeCompare(String(b)));
    const admins = await allPages(admin.token, { ...q, types: 'prospect_label,task', limit: '2' });
    expect(entries(admins)).toEqual(
      entries([
        { kind: 'prospect_label', type: 'added', text: 'Hot', prospect_id: person!.id },
        { kind: 'prospect_label', type: 'added', text: 'Mine', prospect_id: person!.id },
        { kind: 'prospect_label', type: 'removed', text: 'Hot', prospect_id: person!.id },
        { kind: 'task', type: 'created', text: 'Call about the pilot', prospect_id: person!.id },
        { kind: 'task', type: 'completed', text: 'Call about the pilot', prospect_id: person!.id },
        { kind: 'task', type: 'created', text: 'Private follow-up', prospect_id: null },
      ] as ActivityEntry[]),
    );
    expect(new Set(admins.map((i) => i._id)).size).toBe(admins.length);
    // The member uses the person's account: they see the shared label and the task, not the personal label
    // nor the other account's task.
    const members = await allPages(member.token, { ...q, types: 'prospect_label,task', limit: '50' });
    expect(entries(members)).toEqual(
      entries([
        { kind: 'prospect_label', type: 'added', text: 'Hot', prospect_id: person!.id },
        { kind: 'prospect_label', type: 'removed', text: 'Hot', prospect_id: person!.id },
        { kind: 'task', type: 'created', text: 'Call about the pilot', prospect_id: person!.id },
        { kind: 'task', type: 'completed', text: 'Call about the pilot', prospect_id: person!.id },
      ] as ActivityEntry[]),
    );
    expect(members.every((i) => i.credentials_id === ids.acc2)).toBe(true);
    // A campaign filter leaves out what belongs to no campaign.
    const campaignOnly = await allPages(admin.token, {
      ...q,
      types: 'prospect_label,task',
      campaigns: ids.second,
    });
    expect(campaignOnly).toEqual([]);
  });
});

describe('who sees what', () => {
  it('a member sees only the accounts available to them; another workspace is refused', async () => {
    const mine = await dashboard(member.token, { space: admin.spaceId });
    expect(mine.status).toBe(200);
    expect(mine.body.payload.planned.map((p) => p.credentials_id)).toEqual([ids.acc2]);
    expect(mine.body.payload.attention.every((a) => a.credentials_id === ids.acc2)).toBe(true);
    expect(mine.body.payload.attention.some((a) => a.workflow_id === ids.nobody)).toBe(true);
    const report = await call<ActivityReport>('GET', '/api/reports/activity', {
      token: member.token,
      query: { space: admin.spaceId },
    });
    for (const kpi of mine.body.payload.kpis) expect(kpi.value).toBe(report.body.payload.totals[kpi.series]);
    // Asking for the other account by name gives nothing more.
    const asked = await dashboard(member.token, { space: admin.spaceId, accounts: ids.acc1 });
    expect(asked.body.payload.planned).toEqual([]);
    expect(asked.body.payload.kpis.every((k) => k.value === 0)).toBe(true);
    const items = await allPages(member.token, { space: admin.spaceId, limit: '100' });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.credentials_id === ids.acc2)).toBe(true);
    const none = await feed(member.token, { space: admin.spaceId, accounts: ids.acc1 });
    expect(none.body.payload).toEqual({ items: [], next_cursor: null });

    for (const path of ['/api/dashboard/my-dashboard', '/api/dashboard/activity']) {
      const foreign = await call('GET', path, { token: other.token, query: { space: admin.spaceId } });
      expect(foreign.status).toBe(403);
      const own = await call<MyDashboard & ActivityFeed>('GET', path, {
        token: other.token,
        query: { space: other.spaceId },
      });
      expect(own.status).toBe(200);
    }
  });

  it('bad input is a 400 with the spec’s text', async () => {
    const bad: [string, Record<string, string>, string][] = [
      ['my-dashboard', { period: 'days_9' }, 'Choose a report period'],
      ['my-dashboard', { tz: 'Mars/Olympus' }, ''],
      ['my-dashboard', { accounts: 'not-a-uuid' }, 'Invalid request'],
      ['activity', { cursor: 'yesterday' }, 'Invalid request'],
      ['activity', { limit: '0' }, 'Invalid request'],
      ['activity', { limit: '1000' }, 'Invalid request'],
      ['activity', { types: 'gossip' }, 'Invalid request'],
    ];
    for (const [path, query, text] of bad) {
      const res = await call('GET', `/api/dashboard/${path}`, {
        token: admin.token,
        query: { space: admin.spaceId, ...query },
      });
      expect({ path, query, status: res.status }).toEqual({ path, query, status: 400 });
      expect(res.body.ok).toBe(false);
      expect(res.body.message).toContain(text);
    }
  });
});
