import { and, count, eq, inArray, lte, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { actions, campaignProspects, workflows } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { engineWorld } from '../../test/engine-world.js';
import { createTestDatabase } from '../../test/harness.js';
import { runDepsUntil } from '../engine/index.js';
import { paceSchedule } from '@leadloop/domain/campaigns/forecast';
import { forecastWorkflow } from './forecast.js';

const DAY = 86_400_000;

/** The forecast a user reads (GET /workflows/{id}) against what the engine then does on the sandbox. */
describe('campaign forecast', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    clock.reset();
    await database.close();
  });

  it('says on which day the last prospect is reached, and the engine reaches them that day', async () => {
    const start = Date.parse('2026-04-06T00:00:00Z');
    clock.advance(start - clock.nowMs());
    const world = await engineWorld(database, { population: 400 });
    world.deps.options = { ...world.deps.options, minGapSeconds: 1, maxGapSeconds: 2 };
    const acc = await world.account({
      username: 'forecast@example.com',
      timezone: 'UTC',
      start: 0,
      end: 0,
      limits: { profile_views: 10 },
    });
    const wf = await world.campaign(acc.id, [
      { type: 'view_profile', delay_days: 0, delay_hours: 0 },
      { type: 'follow', delay_days: 0, delay_hours: 0 },
    ]);
    await world.audience(wf, 35);
    const [row] = await database.db.select().from(workflows).where(eq(workflows.id, wf.id));

    const forecast = (await forecastWorkflow(database.db, row!, clock.now()))!;
    expect(forecast.bottleneck).toBe('profile_views');
    expect(forecast.actions_remaining).toEqual({ profile_views: 35 }); // following counts against nothing
    expect(forecast.days_needed).toBe(4); // 35 views at 10 a day

    const views = async (until: number) =>
      (
        await database.db
          .select({ n: count() })
          .from(actions)
          .where(
            and(
              eq(actions.workflowId, wf.id),
              eq(actions.type, 'view_profile'),
              eq(actions.status, 'done'),
              lte(actions.performedAt, new Date(until)),
            ),
          )
      )[0]!.n;
    await runDepsUntil(world.deps, new Date(start + (forecast.days_needed - 1) * DAY - 1));
    expect(await views(start + (forecast.days_needed - 1) * DAY)).toBe(30); // not all by the day before
    await runDepsUntil(world.deps, new Date(start + forecast.days_needed * DAY - 1));
    expect(await views(start + forecast.days_needed * DAY)).toBe(35); // all on the forecast's last day
  }, 300_000);

  it('paces a weekly limit day by day as the engine spends it (not a week per weekly limit)', async () => {
    const start = Date.parse('2026-05-04T00:00:00Z');
    clock.advance(start - clock.nowMs());
    const world = await engineWorld(database, { population: 400 });
    const limits = { profile_views: 4, connection_requests: 3, weekly_connection_requests: 10 };
    const acc = await world.account({
      username: 'weekly@example.com',
      timezone: 'UTC',
      start: 8,
      end: 18,
      limits,
    });
    const wf = await world.campaign(acc.id, [
      { type: 'view_profile', delay_days: 0, delay_hours: 0 },
      { type: 'connection_request', delay_days: 0, delay_hours: 1, content: 'Hi {first_name}' },
    ]);
    await world.audience(wf, 12);
    const [row] = await database.db.select().from(workflows).where(eq(workflows.id, wf.id));
    const forecast = (await forecastWorkflow(database.db, row!, clock.now()))!;
    expect(forecast.actions_remaining).toEqual({ profile_views: 12, connection_requests: 12 });
    // 3 a day, at most 10 in any 7 days: 3,3,3,1, then the week's first day frees up on day 8.
    const schedule = paceSchedule(forecast.actions_remaining, {
      daily: { profile_views: 4, connection_requests: 3 },
      weekly: { connection_requests: 10 },
    });
    expect(schedule.get('connection_requests')).toEqual([3, 3, 3, 1, 0, 0, 0, 2]);
    expect(forecast.days_needed).toBe(8);
    expect(forecast.bottleneck).toBe('connection_requests');

    await runDepsUntil(world.deps, new Date(start + 21 * DAY));
    const done = await database.db
      .select()
      .from(actions)
      .where(and(eq(actions.workflowId, wf.id), eq(actions.status, 'done')));
    const perDay = new Map<string, number[]>();
    for (const a of done) {
      if (!a.limitKind) continue;
      const day = Math.floor((a.performedAt!.getTime() - start) / DAY);
      const days = perDay.get(a.limitKind) ?? [];
      days[day] = (days[day] ?? 0) + 1;
      perDay.set(a.limitKind, days);
    }
    for (const [kind, expected] of schedule) {
      const actual = Array.from(
        { length: Math.max(expected.length, perDay.get(kind)?.length ?? 0) },
        (_, i) => perDay.get(kind)?.[i] ?? 0,
      );
      expect(actual, kind).toEqual(expected);
    }
  }, 300_000);

  it("property on the real engine: for seeded random campaigns the engine is through by the forecast's end", async () => {
    let seed = 35;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const zones = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata'];
    for (let n = 0; n < 5; n++) {
      clock.advance(Math.floor((1 + rnd() * 40) * 3_600_000));
      const world = await engineWorld(database, { population: 400 });
      world.deps.options = { ...world.deps.options, minGapSeconds: 1, maxGapSeconds: 30 };
      const hours = pick([
        { start: 9, end: 18 },
        { start: 0, end: 0 },
        { start: 22, end: 4 },
      ]);
      const limits = {
        profile_views: 1 + Math.floor(rnd() * 4),
        connection_requests: 1 + Math.floor(rnd() * 3),
      };
      const timezone = pick(zones);
      // The sandbox gives each username its own profile among the first 500 members; try the next name
      // when this one's profile is beyond the 400 generated here.
      let acc: Awaited<ReturnType<typeof world.account>> | undefined;
      for (let k = 0; !acc && k < 20; k++)
        acc = await world
          .account({ username: `property-${n}-${k}@example.com`, timezone, ...hours, limits })
          .catch(() => undefined);
      const types = ['view_profile', 'follow', 'connection_request'].filter(() => rnd() < 0.7);
      const steps = (types.length ? types : ['view_profile']).map((type) => ({
        type: type as 'view_profile',
        delay_days: 0,
        delay_hours: pick([0, 1, 3]),
        ...(type === 'connection_request' ? { content: 'Hi {first_name}' } : {}),
      }));
      const wf = await world.campaign(acc!.id, steps);
      await world.audience(wf, 3 + Math.floor(rnd() * 6));
      const [row] = await database.db.select().from(workflows).where(eq(workflows.id, wf.id));
      const forecast = (await forecastWorkflow(database.db, row!, clock.now(), { maxGapSeconds: 30 }))!;
      const context = JSON.stringify({ n, hours, steps, forecast });
      expect(forecast.state, context).toBe('scheduled');
      const endsAt = Date.parse(forecast.ends_at!);
      await runDepsUntil(world.deps, new Date(endsAt));
      const left = await database.db
        .select({ n: count() })
        .from(campaignProspects)
        .where(
          and(
            eq(campaignProspects.workflowId, wf.id),
            inArray(campaignProspects.status, ['pending', 'active']),
          ),
        );
      expect(left[0]!.n, context).toBe(0); // everyone through by the forecast's end
      const [last] = await database.db
        .select({ at: max(actions.performedAt) })
        .from(actions)
        .where(and(eq(actions.workflowId, wf.id), eq(actions.status, 'done')));
      expect(last!.at!.getTime(), context).toBeLessThanOrEqual(endsAt);
    }
  }, 120_000);
});
