import { TIERS } from '@leadloop/domain';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentials, finderPeople, spaceMembers, spaces } from '../../db/schema/index.js';
import { addMemberByCode, userWithSpace } from '../../test/fixtures.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let call: ReturnType<typeof apiClient>;
let owner: Awaited<ReturnType<typeof userWithSpace>>;
let accountId = '';
type Person = typeof finderPeople.$inferSelect;
let everyone: Person[] = [];

const q = (extra: Record<string, string> = {}) => ({ space: owner.spaceId, ...extra });
const profiles = (query: Record<string, string>, token = owner.token) =>
  call('GET', '/api/v2/looch/profiles', { token, query: q(query) });

beforeAll(async () => {
  t = await createTestApp({ sandbox: { seed: 7, population: 2_000 } });
  call = apiClient(t.app);
  owner = await userWithSpace(t.app);
  const [account] = await t.ctx.db
    .insert(credentials)
    .values({ spaceId: owner.spaceId, username: 'finder@example.com', firstName: 'Fay', lastName: 'Finder' })
    .returning();
  accountId = account!.id;
  // The first call writes the people database; the test then reads it whole to check answers independently.
  expect((await profiles({ count_only: 'true' })).body.payload.total).toBe(2_000);
  everyone = await t.ctx.db.select().from(finderPeople);
});
afterAll(() => t.close());

/** Three filters the sandbox population is sure to have: the most common seniority, size and industry. */
function threeFilters() {
  const commonest = (values: string[], n: number) =>
    [...values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<string, number>())]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, n)
      .map(([v]) => v);
  const seniority = commonest(
    everyone.map((p) => p.seniority),
    1,
  );
  const industry = commonest(
    everyone.map((p) => p.industry),
    3,
  );
  const sizes = [...new Set(everyone.map((p) => p.companySize))].sort().slice(0, 6);
  const expected = everyone.filter(
    (p) => seniority.includes(p.seniority) && industry.includes(p.industry) && sizes.includes(p.companySize),
  );
  return { filters: { seniority, industry, company_size: sizes }, expected };
}

describe('GET /v2/looch/profiles (001 §7)', () => {
  it('the people database is written with every index of the migration (dropped for the bulk insert)', async () => {
    const indexes = rowsOf<{ name: string }>(
      await t.ctx.db.execute(sql`select indexname as name from pg_indexes where tablename = 'finder_people'`),
    ).map((r) => r.name);
    expect(indexes.sort()).toEqual(
      [
        'company',
        'facets',
        'fresh',
        'industry',
        'keywords',
        'location',
        'pkey',
        'seniority',
        'seq',
        'size',
        'title',
      ].map((n) => `finder_people_${n}${n === 'pkey' ? '' : '_idx'}`),
    );
  });

  it('the people database is analysed and vacuumed once written: a three-filter count reads the index alone', async () => {
    const [stats] = rowsOf<{ analysed: number; visible: number; pages: number }>(
      await t.ctx.db.execute(
        sql`select (select count(*) from pg_stats where tablename = 'finder_people')::int as analysed,
              relallvisible as visible, relpages as pages from pg_class where relname = 'finder_people'`,
      ),
    );
    expect(stats!.analysed).toBeGreaterThan(0);
    expect(stats!.pages).toBeGreaterThan(0);
    expect(stats!.visible).toBe(stats!.pages);
    const { filters } = threeFilters();
    const plan = await t.ctx.db.transaction(async (tx) => {
      // the table is small here, so the planner would rather read it whole: make it show the index path
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(
          sql.raw(`explain (analyze, costs off) select count(*) from finder_people p
            where p.seniority = '${filters.seniority[0]}' and p.company_size in (${filters.company_size.join(', ')})
              and p.industry = any(array[${filters.industry.map((i) => `'${i}'`).join(', ')}])`),
        ),
      )
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toMatch(/Index Only Scan using finder_people_facets_idx/);
    expect(plan).toMatch(/Heap Fetches: 0/);
  });

  it('three filters: the count is everyone who matches, pages of 25 in a stable order without repeats', async () => {
    const { filters, expected } = threeFilters();
    expect(expected.length).toBeGreaterThan(25);
    const first = await profiles({ filters: JSON.stringify(filters) });
    expect(first.status).toBe(200);
    expect(first.body.payload.total).toBe(expected.length);
    expect(first.body.payload.page_size).toBe(25);
    expect(first.body.payload.items).toHaveLength(25);
    const second = await profiles({ filters: JSON.stringify(filters), page: '2' });
    const ids = [...first.body.payload.items, ...second.body.payload.items].map(
      (p: { _id: string }) => p._id,
    );
    expect(new Set(ids).size).toBe(ids.length);
    const bySeq = expected.sort((a, b) => a.seq - b.seq).map((p) => p.id);
    expect(ids).toEqual(bySeq.slice(0, ids.length));
    for (const p of first.body.payload.items) {
      expect(filters.seniority).toContain(p.seniority);
      expect(filters.industry).toContain(p.industry);
      expect(p).not.toHaveProperty('email');
    }
    const counted = await profiles({ filters: JSON.stringify(filters), count_only: 'true' });
    expect(counted.body.payload).toMatchObject({ total: expected.length, items: [] });
  });

  it('contact-info flags keep only people with an email, a phone, a verified email, a fresh job', async () => {
    const total = async (flag: string) =>
      (await profiles({ [flag]: 'true', count_only: 'true' })).body.payload.total;
    expect(await total('email')).toBe(everyone.filter((p) => p.email).length);
    expect(await total('phone')).toBe(everyone.filter((p) => p.phone).length);
    expect(await total('enriched_only')).toBe(everyone.filter((p) => p.emailStatus === 'verified').length);
    const since = Date.now() - 90 * 86_400_000;
    expect(await total('fresh_only')).toBe(
      everyone.filter((p) => p.jobLastUpdated.getTime() >= since).length,
    );
    const withPhone = await profiles({ phone: 'true' });
    expect(withPhone.body.payload.items.every((p: { has_phone: boolean }) => p.has_phone)).toBe(true);
  });

  it('keywords match any of the chosen values; malformed filters are refused with 400', async () => {
    const keyword = everyone[0]!.keywords[0]!;
    const found = await profiles({ filters: JSON.stringify({ keywords: [keyword] }), count_only: 'true' });
    expect(found.body.payload.total).toBe(everyone.filter((p) => p.keywords.includes(keyword)).length);
    expect((await profiles({ filters: '{not json' })).status).toBe(400);
    expect((await profiles({ filters: JSON.stringify({ seniority: ['emperor'] }) })).status).toBe(400);
    expect((await profiles({ filters: JSON.stringify({ colour: ['red'] }) })).status).toBe(400);
  });
});

describe('GET /looch/filters/{filterKey}', () => {
  it('type-ahead values match the query, most common first, without the excluded values, paged', async () => {
    const res = await call('GET', '/api/looch/filters/title', {
      token: owner.token,
      query: q({ query: 'vp' }),
    });
    expect(res.status).toBe(200);
    const items = res.body.payload.items as { string_value: string; saved_value: string }[];
    expect(items.length).toBeGreaterThan(1);
    expect(items.every((i) => /vp/i.test(i.string_value))).toBe(true);
    const count = (title: string) => everyone.filter((p) => p.title === title).length;
    expect(count(items[0]!.saved_value)).toBeGreaterThanOrEqual(count(items[1]!.saved_value));
    const without = await call('GET', '/api/looch/filters/title', {
      token: owner.token,
      query: q({ query: 'vp', excluded_values: items[0]!.saved_value }),
    });
    expect(without.body.payload.items.map((i: { saved_value: string }) => i.saved_value)).not.toContain(
      items[0]!.saved_value,
    );
    const one = await call('GET', '/api/looch/filters/company_size', {
      token: owner.token,
      query: q({ limit: '1' }),
    });
    expect(one.body.payload.items).toHaveLength(1);
    expect(one.body.payload.has_more).toBe(true);
    expect(Number(one.body.payload.items[0].saved_value)).toBeGreaterThan(0);
    const bad = await call('GET', '/api/looch/filters/shoe_size', { token: owner.token, query: q() });
    expect(bad.status).toBe(400);
  });
});

describe('POST /v2/looch/profiles/add_to_workflow', () => {
  let workflowId = '';
  const createCampaign = async (name: string) => {
    const res = await call('POST', '/api/workflows', {
      token: owner.token,
      query: q(),
      body: { credentials_id: accountId, name },
    });
    expect(res.status).toBe(200);
    return res.body.payload._id as string;
  };

  it('adds 25 chosen people to a new campaign; a second call finds them there already', async () => {
    workflowId = await createCampaign('Finder picks');
    const { filters } = threeFilters();
    const page = await profiles({ filters: JSON.stringify(filters) });
    const ids = page.body.payload.items.map((p: { _id: string }) => p._id).join(',');
    const add = (body: Record<string, unknown>) =>
      call('POST', '/api/v2/looch/profiles/add_to_workflow', {
        token: owner.token,
        query: q({ ids }),
        body: { workflow_id: workflowId, is_existing_people: true, ...body },
      });
    const added = await add({});
    expect(added.status).toBe(200);
    expect(added.body.payload).toMatchObject({
      workflow_id: workflowId,
      requested: 25,
      added: 25,
      duplicated: 0,
    });
    const listed = await call('GET', `/api/workflows/${workflowId}`, { token: owner.token, query: q() });
    expect(listed.body.payload.searches.some((s: { kind: string }) => s.kind === 'prospect_finder')).toBe(
      true,
    );
    expect((await add({})).body.payload).toMatchObject({ added: 0, duplicated: 25 });
    // They are prospects of the workspace now: the search marks them, and can leave them out.
    const again = await profiles({ filters: JSON.stringify(filters) });
    expect(again.body.payload.items.every((p: { in_workspace: boolean }) => p.in_workspace)).toBe(true);
    const excluded = await profiles({ filters: JSON.stringify(filters), exclude_existing_people: 'true' });
    expect(excluded.body.payload.total).toBe(page.body.payload.total - 25);
    expect(excluded.body.payload.items.some((p: { in_workspace: boolean }) => p.in_workspace)).toBe(false);
  });

  it('by filters and a limit; people already in the workspace are skipped unless is_existing_people', async () => {
    const other = await createCampaign('Finder by filters');
    const { filters } = threeFilters();
    const res = await call('POST', '/api/v2/looch/profiles/add_to_workflow', {
      token: owner.token,
      query: q({ filters: JSON.stringify(filters), limit: '30' }),
      body: { workflow_id: other, is_existing_people: false },
    });
    expect(res.status).toBe(200);
    // The first 25 matching are in the workspace (previous test): 5 new ones enter.
    expect(res.body.payload).toMatchObject({ requested: 30, skipped_existing: 25, added: 5 });
  });

  it('another workspace, a member without the account, and a plan without the finder are refused', async () => {
    const stranger = await userWithSpace(t.app, 'Stranger');
    expect((await profiles({}, stranger.token)).status).toBe(403);
    const strangerAdd = await call('POST', '/api/v2/looch/profiles/add_to_workflow', {
      token: stranger.token,
      query: { space: stranger.spaceId, ids: everyone[0]!.id },
      body: { workflow_id: workflowId },
    });
    expect(strangerAdd.status).toBe(404);
    const member = await addMemberByCode(t.app, owner);
    await t.ctx.db
      .update(spaceMembers)
      .set({ availableCredentials: [] })
      .where(and(eq(spaceMembers.spaceId, owner.spaceId), eq(spaceMembers.userId, member.user._id)));
    const memberAdd = await call('POST', '/api/v2/looch/profiles/add_to_workflow', {
      token: member.token,
      query: q({ ids: everyone[0]!.id }),
      body: { workflow_id: workflowId },
    });
    expect(memberAdd.status).toBe(404);
    expect((await profiles({ count_only: 'true' }, member.token)).status).toBe(200);
    await t.ctx.db.update(spaces).set({ tier: TIERS.free }).where(eq(spaces.id, stranger.spaceId));
    const free = await call('GET', '/api/looch/filters/title', {
      token: stranger.token,
      query: { space: stranger.spaceId },
    });
    expect(free.status).toBe(403);
    expect(free.body.message).toMatch(/plan|upgrade/i);
  });
});

describe('saved searches', () => {
  it('are saved, listed newest first and deleted within the workspace only', async () => {
    const body = { name: 'Directors', filters: { seniority: ['director'] }, contact_info: { email: true } };
    const saved = await call('POST', '/api/looch/saved_searches', { token: owner.token, query: q(), body });
    expect(saved.status).toBe(200);
    const list = await call('GET', '/api/looch/saved_searches', { token: owner.token, query: q() });
    expect(list.body.payload.items[0]).toMatchObject({ name: 'Directors', filters: body.filters });
    const stranger = await userWithSpace(t.app, 'Thief');
    const stolen = await call('DELETE', `/api/looch/saved_searches/${saved.body.payload._id}`, {
      token: stranger.token,
      query: { space: stranger.spaceId },
    });
    expect(stolen.status).toBe(404);
    const removed = await call('DELETE', `/api/looch/saved_searches/${saved.body.payload._id}`, {
      token: owner.token,
      query: q(),
    });
    expect(removed.status).toBe(200);
    expect(
      (await call('GET', '/api/looch/saved_searches', { token: owner.token, query: q() })).body.payload.items,
    ).toEqual([]);
  });
});
