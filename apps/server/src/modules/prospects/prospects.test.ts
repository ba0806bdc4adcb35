import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { campaignProspects, prospects, workflows } from '../../db/schema/index.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { prospectsWorld } from '../../test/prospects-world.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof prospectsWorld>>;
let call: ReturnType<typeof apiClient>;
const names = (res: { body: { payload: { items: { first_name: string }[] } } }) =>
  res.body.payload.items.map((i) => i.first_name).sort();

beforeAll(async () => {
  t = await createTestApp();
  call = apiClient(t.app);
  w = await prospectsWorld(t.app, t.ctx);
});
afterAll(() => t.close());

describe('GET /profiles — list, filters, scope', () => {
  it('an admin sees the whole workspace, never another one', async () => {
    const res = await call('GET', '/api/profiles', { token: w.admin.token, query: w.q });
    expect(res.status).toBe(200);
    expect(res.body.payload.total).toBe(4);
    expect(names(res)).toEqual(['ada', 'bob', 'cyd', 'dee']);
  });
  it('credentials_id narrows to the prospects of that account', async () => {
    const res = await call('GET', '/api/profiles', {
      token: w.admin.token,
      query: { ...w.q, credentials_id: w.c2.id },
    });
    expect(names(res)).toEqual(['cyd']);
    expect(res.body.payload.items[0].campaigns).toMatchObject([
      { _id: w.w2.id, name: 'Agencies', status: 'pending' },
    ]);
  });
  it('a member sees only the accounts in available_credentials', async () => {
    const all = await call('GET', '/api/profiles', { token: w.member.token, query: w.q });
    expect(names(all)).toEqual(['ada', 'bob']);
    const foreign = await call('GET', '/api/profiles', {
      token: w.member.token,
      query: { ...w.q, credentials_id: w.c2.id },
    });
    expect(foreign.status).toBe(404);
    const detail = await call('GET', `/api/profiles/${w.p.cyd}`, { token: w.member.token, query: w.q });
    expect(detail.status).toBe(404);
  });
  it('nothing across workspaces: another workspace, its account or its prospect', async () => {
    expect((await call('GET', '/api/profiles', { token: w.other.token, query: w.q })).status).toBe(403);
    expect(
      (
        await call('GET', '/api/profiles', {
          token: w.admin.token,
          query: { ...w.q, credentials_id: w.c3.id },
        })
      ).status,
    ).toBe(404);
    expect((await call('GET', `/api/profiles/${w.p.eve}`, { token: w.admin.token, query: w.q })).status).toBe(
      404,
    );
    expect((await call('GET', '/api/profiles', { query: w.q })).status).toBe(401);
  });
  it.each([
    [{ campaign: 'w1' }, ['ada', 'bob']],
    [{ campaign_status: 'paused' }, ['bob']],
    [{ has_email: 'true' }, ['ada']],
    [{ has_email: 'false' }, ['bob', 'cyd', 'dee']],
    [{ has_phone: '1' }, ['bob']],
    [{ q: 'dance' }, ['cyd']],
    [{ q: 'CTO' }, ['bob']],
    [{ relation: 'none' }, ['ada', 'bob', 'cyd', 'dee']],
    [{ lead_status: 'new' }, ['ada', 'bob', 'cyd', 'dee']],
  ])('filter %j', async (filter, expected) => {
    const query: Record<string, string> = { ...w.q, ...filter };
    if (query.campaign === 'w1') query.campaign = w.w1.id;
    const res = await call('GET', '/api/profiles', { token: w.admin.token, query });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(expected);
  });
  it('sorts and pages', async () => {
    const first = await call('GET', '/api/profiles', {
      token: w.admin.token,
      query: { ...w.q, sort: 'name', order: 'asc', page_size: '3' },
    });
    expect(first.body.payload.items.map((i: { first_name: string }) => i.first_name)).toEqual([
      'ada',
      'bob',
      'cyd',
    ]);
    expect(first.body.payload).toMatchObject({ total: 4, total_is_exact: true });
    const second = await call('GET', '/api/profiles', {
      token: w.admin.token,
      query: { ...w.q, sort: 'name', order: 'asc', page_size: '3', page: '2' },
    });
    expect(second.body.payload.items.map((i: { first_name: string }) => i.first_name)).toEqual(['dee']);
    expect(second.body.payload.total).toBe(4);
    const past = await call('GET', '/api/profiles', {
      token: w.admin.token,
      query: { ...w.q, page_size: '3', page: '5' },
    });
    expect(past.body.payload).toMatchObject({ total: 4, total_is_exact: true, items: [] });
  });
  it('refuses bad filters with 400', async () => {
    const bads: Record<string, string>[] = [
      { relation: 'friend' },
      { page_size: '1000' },
      { sort: 'password' },
      { campaign: 'x' },
      { q: 'x'.repeat(201) },
    ];
    for (const bad of bads) {
      const res = await call('GET', '/api/profiles', { token: w.admin.token, query: { ...w.q, ...bad } });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('GET /profiles/{id} — the prospect card', () => {
  it('has every field, campaigns with what happens next, notes, labels and the timeline', async () => {
    const res = await call('GET', `/api/profiles/${w.p.bob}`, { token: w.admin.token, query: w.q });
    expect(res.status).toBe(200);
    const p = res.body.payload;
    for (const field of [
      'first_name',
      'last_name',
      'full_name',
      'position',
      'location',
      'company',
      'company_domain',
      'personal_email',
      'work_email',
      'enriched_email',
      'phone',
      'twitter',
      'website',
      'custom_fields',
      'relation',
    ]) {
      expect(p).toHaveProperty(field);
    }
    expect(p.company).toBe('Builders Ltd');
    expect(p.campaigns[0]).toMatchObject({ _id: w.w1.id, status: 'paused', paused_reason: 'got_reply' });
    expect(p.campaigns[0].next).toBe('Paused: Got reply');
    expect(p.notes).toEqual([]);
    expect(p.timeline).toEqual([]);
  });
  it("explains each campaign with the engine's explanation, the same the campaign's prospect list gives", async () => {
    // ada waits in w1 for a delay; the card and GET /workflows/{id}/prospects/{pid} must say the same thing.
    const nextRunAt = new Date(Date.now() + 3_600_000);
    await w.db
      .update(workflows)
      .set({ nodes: [{ id: 'visit', type: 'view_profile' }] })
      .where(eq(workflows.id, w.w1.id));
    await w.db
      .update(campaignProspects)
      .set({ status: 'active', waitReason: 'delay', nextRunAt, currentNodeId: 'visit' })
      .where(eq(campaignProspects.prospectId, w.p.ada));
    const card = await call('GET', `/api/profiles/${w.p.ada}`, { token: w.admin.token, query: w.q });
    const fromCampaign = await call('GET', `/api/workflows/${w.w1.id}/prospects/${w.p.ada}`, {
      token: w.admin.token,
      query: w.q,
    });
    expect(fromCampaign.status).toBe(200);
    const c = card.body.payload.campaigns[0];
    expect(c.explanation.held_by).toEqual(fromCampaign.body.payload.held_by);
    expect(c.explanation.held_by).toMatchObject({ code: 'delay' });
    expect(c.explanation.next_step).toEqual(fromCampaign.body.payload.next_step);
    expect(c.explanation.earliest_at).toBe(nextRunAt.toISOString());
    expect(c.next).toBe(fromCampaign.body.payload.held_by.text);
    // Nothing holds it any more: the card names the next step and when.
    await w.db
      .update(campaignProspects)
      .set({ waitReason: null })
      .where(eq(campaignProspects.prospectId, w.p.ada));
    const free = await call('GET', `/api/profiles/${w.p.ada}`, { token: w.admin.token, query: w.q });
    expect(free.body.payload.campaigns[0].next).toBe(
      `Next step: View profile (from ${nextRunAt.toISOString()})`,
    );
    // A campaign that is not running says so instead of a step.
    await w.db.update(workflows).set({ status: 'inactive' }).where(eq(workflows.id, w.w1.id));
    const stopped = await call('GET', `/api/profiles/${w.p.ada}`, { token: w.admin.token, query: w.q });
    expect(stopped.body.payload.campaigns[0].next).toMatch(/campaign is not running/);
    await w.db.update(workflows).set({ status: 'active' }).where(eq(workflows.id, w.w1.id));
    await w.db
      .update(campaignProspects)
      .set({ status: 'pending', nextRunAt: null, currentNodeId: null })
      .where(eq(campaignProspects.prospectId, w.p.ada));
  });
  it('is "stuck" only when its hold needs the user, never for pacing (issue 12)', async () => {
    const leadStatus = async () =>
      (await call('GET', `/api/profiles/${w.p.ada}`, { token: w.admin.token, query: w.q })).body.payload
        .lead_status;
    const hold = (waitReason: string | null) =>
      w.db.update(campaignProspects).set({ waitReason }).where(eq(campaignProspects.prospectId, w.p.ada));
    for (const pacing of ['spacing', 'delay', 'outside_work_hours', 'daily_limit:connection_requests']) {
      await hold(pacing);
      expect([pacing, await leadStatus()]).not.toEqual([pacing, 'stuck']);
    }
    await hold('out_of_credits');
    expect(await leadStatus()).toBe('stuck');
    const stuckList = await call('GET', '/api/profiles', {
      token: w.admin.token,
      query: { ...w.q, lead_status: 'stuck' },
    });
    expect(stuckList.body.payload.items.map((p: { _id: string }) => p._id)).toEqual([w.p.ada]);
    await hold(null);
  });
  it('relation changes by hand and filters', async () => {
    const res = await call('PUT', `/api/profiles/${w.p.ada}/relation`, {
      token: w.admin.token,
      query: w.q,
      body: { relation: 'lead' },
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.relation).toBe('lead');
    const list = await call('GET', '/api/profiles', {
      token: w.admin.token,
      query: { ...w.q, relation: 'lead' },
    });
    expect(names(list)).toEqual(['ada']);
    const lead = await call('GET', '/api/profiles', {
      token: w.admin.token,
      query: { ...w.q, lead_status: 'lead' },
    });
    expect(names(lead)).toEqual(['ada']);
    expect(
      (
        await call('PUT', `/api/profiles/${w.p.ada}/relation`, {
          token: w.admin.token,
          query: w.q,
          body: { relation: 'friend' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('PUT', `/api/profiles/${w.p.ada}/relation`, {
          token: w.admin.token,
          query: w.q,
          body: { relation: null },
        })
      ).body.payload.relation,
    ).toBeNull();
  });
  it('labels: only known labels of the workspace; the label filter finds them', async () => {
    const label = await call('POST', '/api/labels/create', {
      token: w.admin.token,
      query: w.q,
      body: { name: 'Hot', color: '#ff0000', is_shared: true },
    });
    const foreign = await call('POST', '/api/labels/create', {
      token: w.other.token,
      query: { space: w.other.spaceId },
      body: { name: 'Theirs', color: '#00ff00', is_shared: true },
    });
    const bad = await call('PUT', `/api/profiles/${w.p.cyd}/labels`, {
      token: w.admin.token,
      query: w.q,
      body: { labels: [foreign.body.payload._id] },
    });
    expect(bad.status).toBe(400);
    const ok = await call('PUT', `/api/profiles/${w.p.cyd}/labels`, {
      token: w.admin.token,
      query: w.q,
      body: { labels: [label.body.payload._id] },
    });
    expect(ok.body.payload.labels).toEqual([label.body.payload._id]);
    const list = await call('GET', '/api/profiles', {
      token: w.admin.token,
      query: { ...w.q, label: label.body.payload._id },
    });
    expect(names(list)).toEqual(['cyd']);
    const card = await call('GET', `/api/profiles/${w.p.cyd}`, { token: w.admin.token, query: w.q });
    expect(card.body.payload.labels[0]).toMatchObject({
      name: 'Hot',
      color: '#ff0000',
      text_color: '#ffffff',
    });
  });
});

describe('POST /profiles/bulk and GET /profiles/export_csv', () => {
  it('adds and removes a label for a filtered selection', async () => {
    const label = (
      await call('POST', '/api/labels/create', {
        token: w.admin.token,
        query: w.q,
        body: { name: 'Bulk', color: '#eeeeee' },
      })
    ).body.payload;
    const add = await call('POST', '/api/profiles/bulk', {
      token: w.admin.token,
      query: w.q,
      body: { action: 'add_label', label_id: label._id, filters: { campaign: w.w1.id } },
    });
    expect(add.body.payload).toMatchObject({ selected: 2, affected: 2 });
    const again = await call('POST', '/api/profiles/bulk', {
      token: w.admin.token,
      query: w.q,
      body: { action: 'add_label', label_id: label._id, ids: [w.p.ada] },
    });
    expect(again.status).toBe(200);
    const [ada] = await w.db.select().from(prospects).where(eq(prospects.id, w.p.ada));
    expect(ada!.labels.filter((l) => l === label._id)).toHaveLength(1);
    const remove = await call('POST', '/api/profiles/bulk', {
      token: w.admin.token,
      query: w.q,
      body: { action: 'remove_label', label_id: label._id, ids: [w.p.ada, w.p.bob] },
    });
    expect(remove.body.payload.affected).toBe(2);
  });
  it('a member cannot touch prospects outside their accounts', async () => {
    const res = await call('POST', '/api/profiles/bulk', {
      token: w.member.token,
      query: w.q,
      body: { action: 'exclude', ids: [w.p.cyd, w.p.eve] },
    });
    expect(res.body.payload).toMatchObject({ selected: 0, affected: 0 });
  });
  it('excludes from running campaigns, then moves to another campaign', async () => {
    const ex = await call('POST', '/api/profiles/bulk', {
      token: w.admin.token,
      query: w.q,
      body: { action: 'exclude', ids: [w.p.ada] },
    });
    expect(ex.body.payload.affected).toBe(1);
    const [cp] = await w.db.select().from(campaignProspects).where(eq(campaignProspects.prospectId, w.p.ada));
    expect(cp).toMatchObject({ status: 'excluded', nextRunAt: null });
    const move = await call('POST', '/api/profiles/bulk', {
      token: w.admin.token,
      query: w.q,
      body: { action: 'move_to_campaign', workflow_id: w.w2.id, ids: [w.p.bob, w.p.dee] },
    });
    expect(move.body.payload).toMatchObject({ selected: 2, affected: 2 });
    const rows = await w.db.select().from(campaignProspects).where(eq(campaignProspects.prospectId, w.p.bob));
    expect(rows.map((r) => [r.workflowId, r.status]).sort()).toEqual(
      [
        [w.w1.id, 'excluded'],
        [w.w2.id, 'pending'],
      ].sort(),
    );
    const foreignWf = await call('POST', '/api/profiles/bulk', {
      token: w.admin.token,
      query: w.q,
      body: { action: 'move_to_campaign', workflow_id: w.w3.id, ids: [w.p.bob] },
    });
    expect(foreignWf.status).toBe(404);
  });
  it('refuses unknown actions, missing selections and unknown fields', async () => {
    const bad = [
      { action: 'delete_all', ids: [] },
      { action: 'add_label', ids: [w.p.ada] },
      { action: 'exclude' },
      { action: 'exclude', ids: [w.p.ada], extra: 1 },
      { action: 'exclude', ids: ['not-a-uuid'] },
    ];
    for (const body of bad) {
      expect(
        (await call('POST', '/api/profiles/bulk', { token: w.admin.token, query: w.q, body })).status,
        JSON.stringify(body),
      ).toBe(400);
    }
  });
  it('exports CSV of the filtered prospects, guarded against formulas', async () => {
    await w.db
      .update(prospects)
      .set({ customFields: { note: '=HYPERLINK("x")' } })
      .where(eq(prospects.id, w.p.cyd));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/profiles/export_csv',
      query: { ...w.q, q: 'dance' },
      headers: { authorization: `Bearer ${w.admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toContain('first_name,last_name,full_name');
    expect(lines[0]).toContain(',note');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Dance Co');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
