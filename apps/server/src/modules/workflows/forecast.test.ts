import { and, count, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { actions, workflows } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { engineWorld } from '../../test/engine-world.js';
import { createTestDatabase } from '../../test/harness.js';
import { runDepsUntil } from '../engine/index.js';
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
});
