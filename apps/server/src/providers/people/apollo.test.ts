import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EGRESS, EgressError } from '../../lib/egress/index.js';
import { userWithSpace } from '../../test/fixtures.js';
import { startFakeApollo, type FakeApollo } from '../../test/fakes/apollo.js';
import { apiClient, createTestApp, LOOPBACK_EGRESS, type TestApp } from '../../test/harness.js';
import { ApolloPeople } from './apollo.js';

let apollo: FakeApollo;
let t: TestApp;
let call: ReturnType<typeof apiClient>;
let owner: Awaited<ReturnType<typeof userWithSpace>>;

beforeAll(async () => {
  apollo = await startFakeApollo();
  t = await createTestApp({
    egress: LOOPBACK_EGRESS,
    peopleSearch: { provider: 'apollo', apolloUrl: apollo.url, apolloApiKey: apollo.apiKey },
    sandbox: { seed: 5, population: 300 },
  });
  call = apiClient(t.app);
  owner = await userWithSpace(t.app);
});
afterAll(async () => {
  await t.close();
  await apollo.close();
});

const search = (query: Record<string, string>) =>
  call('GET', '/api/v2/looch/profiles', { token: owner.token, query: { space: owner.spaceId, ...query } });

describe('Apollo people search (PEOPLE_PROVIDER=apollo) against a local fake', () => {
  it('sends the documented request for three filters and maps the answer', async () => {
    const filters = { title: ['VP of Sales'], seniority: ['vp'], company_size: [4, 2] };
    const res = await search({ filters: JSON.stringify(filters), email: 'true' });
    expect(res.status).toBe(200);
    const sent = apollo.requests.at(-1)!;
    expect(sent.headers['x-api-key']).toBe(apollo.apiKey);
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.body).toEqual({
      page: 1,
      per_page: 25,
      person_titles: ['VP of Sales'],
      person_seniorities: ['vp'],
      organization_num_employees_ranges: ['51,200', '201,500'],
      contact_email_status: ['verified'],
    });
    // The fake's own answer: vp people (i % 7 = 1) in companies of 120 or 300, with a verified email.
    const expected = apollo.people.filter(
      (p) =>
        p.seniority === 'vp' &&
        [120, 300].includes(p.organization.estimated_num_employees) &&
        p.email_status === 'verified',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(res.body.payload.total).toBe(expected.length);
    expect(res.body.payload.items.map((p: { _id: string }) => p._id)).toEqual(expected.map((p) => p.id));
    const first = res.body.payload.items[0];
    expect(first).toMatchObject({
      seniority: 'vp',
      title: 'VP of Sales',
      has_email: true,
      company_domain: expected[0]!.organization.primary_domain,
    });
    expect(['51-200', '201-500']).toContain(first.company_size);
  });

  it('pages through Apollo (page 2 of 25), counts with one row, and seniorities map both ways', async () => {
    const page2 = await search({ page: '2' });
    expect(apollo.requests.at(-1)!.body).toMatchObject({ page: 2, per_page: 25 });
    expect(page2.body.payload.items[0]._id).toBe('apollo-26');
    const counted = await search({
      filters: JSON.stringify({ seniority: ['c_level', 'owner'] }),
      count_only: 'true',
    });
    expect(apollo.requests.at(-1)!.body).toMatchObject({
      per_page: 1,
      person_seniorities: ['c_suite', 'owner', 'founder', 'partner'],
    });
    expect(counted.body.payload).toMatchObject({
      items: [],
      total: apollo.people.filter((p) => ['c_suite', 'owner'].includes(p.seniority)).length,
    });
  });

  it('an outage or a refused key answers 503 with the reason, never a 500', async () => {
    apollo.trouble.down = true;
    try {
      const down = await search({});
      expect(down.status).toBe(503);
      expect(down.body.message).toMatch(/people database did not answer/);
    } finally {
      apollo.trouble.down = false;
    }
  });

  it('goes through the guarded egress: a loopback fake is refused unless the operator allows it', async () => {
    const before = apollo.requests.length;
    const unguarded = new ApolloPeople(
      { baseUrl: apollo.url, apiKey: apollo.apiKey, egress: DEFAULT_EGRESS },
      { filterValues: async () => ({ items: [], hasMore: false }) },
    );
    await expect(
      unguarded.search({ filters: {}, contactInfo: {}, page: 0, pageSize: 25 }),
    ).rejects.toBeInstanceOf(EgressError);
    expect(apollo.requests.length).toBe(before);
  });
});
