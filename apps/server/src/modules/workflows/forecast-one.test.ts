import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentials, workflows } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { enrollProspects } from '../engine/enroll.js';
import { upsertProspects } from '../prospects-core/upsert.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { userWithSpace } from '../../test/fixtures.js';

/**
 * Issue 35: ONE forecast. The builder's Review (POST /workflows/forecast), the campaign page
 * (GET /workflows/{id}/rates and /workflows/{id}) and the list (GET /workflows/rates) read the same
 * function with the same inputs, so they give the same date; a step-less campaign has no date and never
 * borrows another campaign's actions.
 */
describe('one forecast for the Review, the campaign page and the list', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let owner: Awaited<ReturnType<typeof userWithSpace>>;
  let credentialId: string;
  const steps = [
    { type: 'view_profile', delay_days: 0, delay_hours: 0 },
    { type: 'follow', delay_days: 1, delay_hours: 0 },
  ];

  const campaign = async (name: string, sequence: object[], people: number) => {
    const res = await call('POST', '/api/workflows', {
      token: owner.token,
      query: { space: owner.spaceId },
      body: { credentials_id: credentialId, name, sequence, status: 'active' },
    });
    expect(res.status).toBe(200);
    const id = res.body.payload._id as string;
    const [wf] = await t.ctx.db.select().from(workflows).where(eq(workflows.id, id));
    const ids = await upsertProspects(
      t.ctx.db,
      owner.spaceId,
      Array.from({ length: people }, (_, i) => ({
        profileLink: `https://network.sandbox.local/in/${name}-${i}`,
        networkId: `${name}-${i}`,
        firstName: `P${i}`,
        lastName: name,
      })),
    );
    await enrollProspects(t.ctx.db, wf!, [...ids.values()], { now: clock.now() });
    return id;
  };
  const get = (path: string, query: Record<string, string> = {}) =>
    call('GET', path, { token: owner.token, query: { space: owner.spaceId, ...query } });

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    owner = await userWithSpace(t.app, 'Forecast');
    const [row] = await t.ctx.db
      .insert(credentials)
      .values({
        spaceId: owner.spaceId,
        username: `${randomUUID()}@example.com`,
        timezone: 'Europe/Paris',
        workHoursStart: 9,
        workHoursEnd: 18,
        limits: { profile_views: 20 },
      })
      .returning();
    credentialId = row!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the same end date to the Review, the campaign page and the list', async () => {
    const id = await campaign('Busy', steps, 70);
    const [rates, list, detail, review] = [
      await get(`/api/workflows/${id}/rates`),
      await get('/api/workflows/rates', { ids: id }),
      await get(`/api/workflows/${id}`),
      await call('POST', '/api/workflows/forecast', {
        token: owner.token,
        query: { space: owner.spaceId },
        body: { credentials_id: credentialId, workflow_id: id, sequence: steps, prospects: 0 },
      }),
    ];
    const page = rates.body.payload.forecast;
    expect(page).toMatchObject({
      state: 'scheduled',
      prospects_remaining: 70,
      actions_remaining: { profile_views: 70 },
    });
    // 70 views at 20 a day: the fourth local day, then the follow a day after.
    expect(page.days_needed).toBeGreaterThanOrEqual(4);
    expect(list.body.payload[id].forecast.ends_at).toBe(page.ends_at);
    expect(detail.body.payload.forecast.ends_at).toBe(page.ends_at);
    expect(review.status).toBe(200);
    expect(review.body.payload.ends_at).toBe(page.ends_at);
  });

  it('a step-less campaign of imported prospects has no actions and no date, beside a busy one', async () => {
    const id = await campaign('Stepless', [], 500);
    const res = await get(`/api/workflows/${id}/rates`);
    expect(res.body.payload.forecast).toMatchObject({
      state: 'no_steps',
      ends_at: null,
      last_prospect_reached_at: null,
      actions_remaining: {},
      prospects_remaining: 0,
    });
  });

  it("another campaign on the account only takes capacity: its actions are never counted as this one's", async () => {
    const alone = await call('POST', '/api/workflows/forecast', {
      token: owner.token,
      query: { space: owner.spaceId },
      body: { credentials_id: credentialId, sequence: [steps[0]], prospects: 10 },
    });
    expect(alone.body.payload).toMatchObject({
      state: 'scheduled',
      prospects_remaining: 10,
      actions_remaining: { profile_views: 10 },
    });
    expect(alone.body.payload.shared_with_campaigns).toBeGreaterThanOrEqual(1);
    // Busy's 70 views at 20 a day go first: the draft's 10 come after them, not on the first day.
    const busy = Object.values(
      (await get('/api/workflows/rates', { ids: (await busyIds()).join(',') })).body.payload,
    ) as { forecast: { last_prospect_reached_at: string } }[];
    expect(Date.parse(alone.body.payload.ends_at)).toBeGreaterThanOrEqual(
      Date.parse(busy[0]!.forecast.last_prospect_reached_at),
    );
  });

  async function busyIds() {
    const rows = await t.ctx.db.select().from(workflows).where(eq(workflows.name, 'Busy'));
    return rows.map((r) => r.id);
  }
});
