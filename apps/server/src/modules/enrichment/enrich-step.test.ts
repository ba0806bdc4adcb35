import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestDatabase } from '../../../../test/harness.js';
import { engineWorld } from '../../../../test/engine-world.js';
import type { Database } from '../../../../db/client.js';
import type { AppContext } from '../../../../lib/context.js';
import { actions, campaignProspects } from '../../../../db/schema/index.js';
import { clock } from '../../../../lib/clock.js';
import { installSteps } from '../../../steps.js';
import { runDepsUntil } from '../../engine.js';

/** Enrich (made by `npm run new:step enrich`): a campaign uses the step end to end. */
describe('the enrich step', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    clock.advance(Date.parse('2026-03-02T08:00:00Z') - clock.nowMs());
  });
  afterAll(async () => {
    clock.reset();
    await database.close();
  });

  it('is registered at start-up', () => {
    const registry = installSteps({ db: database.db } as AppContext);
    expect(registry.handlerOf('enrich')?.runs).toBe('act');
  });

  it('runs for each prospect of a campaign, which then moves on to its next step', async () => {
    const world = await engineWorld(database, { population: 600 });
    const account = await world.account({
      username: 'enrich@example.com',
      timezone: 'UTC',
      start: 0,
      end: 24,
    });
    const wf = await world.campaign(account.id, [
      { type: 'enrich', delay_days: 0, delay_hours: 0, enrich: { note: 'hello' } },
      { type: 'view_profile', delay_days: 0, delay_hours: 0 },
    ]);
    const ids = await world.audience(wf, 2);

    await runDepsUntil(world.deps, new Date(clock.nowMs() + 2 * 86_400_000));

    const done = await world.db
      .select()
      .from(actions)
      .where(eq(actions.workflowId, wf.id))
      .orderBy(asc(actions.startedAt));
    const ours = done.filter((a) => a.type === 'enrich');
    expect(ours.map((a) => a.status)).toEqual(['done', 'done']);
    expect(new Set(ours.map((a) => a.prospectId))).toEqual(new Set(ids));
    expect(ours[0]!.payload).toMatchObject({ note: 'hello' });
    // …and each prospect moved on: the next step ran, and the campaign is finished for them.
    expect(done.filter((a) => a.type === 'view_profile' && a.status === 'done')).toHaveLength(2);
    const rows = await world.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.workflowId, wf.id));
    expect(rows.map((r) => r.status)).toEqual(['finished', 'finished']);
  });
});
