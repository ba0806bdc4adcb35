import {
  FUNNEL_STAGES,
  STAT_SERIES,
  type ActivityReport,
  type FunnelReport,
  type ReportQuery,
} from '@leadloop/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { engineWorld } from '../../test/engine-world.js';
import { addMemberByCode, userWithSpace } from '../../test/fixtures.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';

/**
 * Reports by member (the campaigns each member created) and the funnel's interested / lead stages read
 * from the log: a small workspace with three campaigns (the admin's, a member's, one without creator) and
 * activity outside any campaign.
 */
describe('reports: by member, and the funnel from the log', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof userWithSpace>>;
  let member: Awaited<ReturnType<typeof addMemberByCode>>;
  const wf: Record<'admin' | 'member' | 'nobody', string> = { admin: '', member: '', nobody: '' };
  const people: Record<'admin' | 'member' | 'nobody', string[]> = { admin: [], member: [], nobody: [] };

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    admin = await userWithSpace(t.app, 'Members');
    member = await addMemberByCode(t.app, admin);
    const world = await engineWorld(t.ctx.database, { population: 600, seed: 5, spaceId: admin.spaceId });
    const acc = await world.account({ username: 'members@example.com', timezone: 'UTC', start: 0, end: 0 });
    const steps = [{ type: 'view_profile' as const, delay_days: 0, delay_hours: 0 }];
    const creators = { admin: admin.user._id, member: member.user._id, nobody: null };
    const sizes = { admin: 3, member: 2, nobody: 2 };
    for (const who of ['admin', 'member', 'nobody'] as const) {
      const campaign = await world.campaign(acc.id, steps, { createdBy: creators[who] });
      wf[who] = campaign.id;
      people[who] = await world.audience(campaign, sizes[who]);
    }
    // Profiles viewed in each campaign, and one outside any campaign (it belongs to no member).
    const now = clock.now();
    const viewed = (workflowId: string | null, prospectId: string) => ({
      spaceId: admin.spaceId,
      credentialId: acc.id,
      workflowId,
      prospectId,
      type: 'view_profile',
      idempotencyKey: randomUUID(),
      status: 'done',
      startedAt: now,
      performedAt: now,
    });
    await t.ctx.db
      .insert(actions)
      .values([
        ...people.admin.map((p) => viewed(wf.admin, p)),
        ...people.member.map((p) => viewed(wf.member, p)),
        viewed(wf.nobody, people.nobody[0]!),
        viewed(null, people.nobody[1]!),
      ]);
  }, 120_000);
  afterAll(() => t.close());

  const base = () => ({ space: admin.spaceId, period: 'weeks_1' as ReportQuery['period'] });
  async function report<T>(path: string, query: Record<string, string>): Promise<T> {
    const res = await call<T>('GET', `/api/reports/${path}`, {
      token: admin.token,
      query: { ...base(), ...query },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.payload;
  }
  const activity = (query: Record<string, string> = {}) => report<ActivityReport>('activity', query);
  const funnel = (query: Record<string, string> = {}) => report<FunnelReport>('funnel', query);
  const mark = async (prospectId: string, relation: string | null) => {
    const res = await call('PUT', `/api/profiles/${prospectId}/relation`, {
      token: admin.token,
      query: { space: admin.spaceId },
      body: { relation },
    });
    expect(res.status).toBe(200);
  };

  it('the figures per member are those of the campaigns each created, and sum to the totals', async () => {
    await mark(people.member[0]!, 'lead');
    await mark(people.nobody[0]!, 'customer');
    const report = await activity();
    // Every member with figures once, named; what belongs to no member last.
    expect(report.by_member.map((m) => m._id).sort()).toEqual([admin.user._id, member.user._id, null].sort());
    expect(report.by_member.at(-1)!._id).toBeNull();
    for (const s of STAT_SERIES)
      expect(
        report.by_member.reduce((n, m) => n + m.totals[s], 0),
        s,
      ).toBe(report.totals[s]);
    expect(report.totals.viewed_profiles).toBe(7);
    const row = (id: string | null) => report.by_member.find((m) => m._id === id)!;
    // A member's row is what the members filter gives for that member.
    for (const [who, id] of [
      ['admin', admin.user._id],
      ['member', member.user._id],
    ] as const) {
      expect(row(id).totals).toEqual((await activity({ members: id })).totals);
      expect(row(id).name).not.toBe('');
      expect(row(id).totals.viewed_profiles).toBe(people[who].length);
    }
    expect(row(member.user._id).totals.new_leads).toBe(1);
    // The campaign without creator and the activity outside campaigns: no member's.
    expect(row(null).totals).toMatchObject({ viewed_profiles: 2, new_interested: 1 });

    const f = await funnel();
    for (const s of FUNNEL_STAGES)
      expect(
        f.by_member.reduce((n, m) => n + m[s], 0),
        s,
      ).toBe(f.totals[s]);
    expect(f.by_member.find((m) => m._id === admin.user._id)).toMatchObject({ prospects: 3 });
    expect(f.by_member.find((m) => m._id === member.user._id)).toMatchObject({ prospects: 2, leads: 1 });
    expect(f.by_member.find((m) => m._id === null)).toMatchObject({ prospects: 2, interested: 1, leads: 0 });
  });

  it('a funnel figure does not change when a label changes afterwards: the stages come from the log', async () => {
    const [lead, interested] = people.admin;
    await mark(lead!, 'lead');
    await mark(interested!, 'customer');
    const before = (await funnel({ campaigns: wf.admin })).totals;
    expect(before).toMatchObject({ prospects: 3, interested: 2, leads: 1 });
    // Later the lead is relabelled "not interested" and the interested one loses its status.
    clock.advance(60_000);
    await mark(lead!, 'not_interested');
    await mark(interested!, null);
    expect((await funnel({ campaigns: wf.admin })).totals).toEqual(before);
    // The interested one becoming a lead later moves it on: a stage reached is added, never taken away.
    await mark(interested!, 'lead');
    expect((await funnel({ campaigns: wf.admin })).totals).toEqual({ ...before, leads: 2 });
  });
});
