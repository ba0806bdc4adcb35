import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestDatabase } from '../../../../test/harness.js';
import { engineWorld } from '../../../../test/engine-world.js';
import type { Database } from '../../../../db/client.js';
import type { AppContext } from '../../../../lib/context.js';
import { actions, campaignProspects, prospects, tasks } from '../../../../db/schema/index.js';
import { clock } from '../../../../lib/clock.js';
import { installSteps } from '../../../steps.js';
import { runDepsUntil } from '../../engine.js';
import { wakeTaskStep } from '../../task-step.js';

/** Call (made by `npm run new:step call`): a campaign uses the step end to end. */
describe('the call step', () => {
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
    expect(registry.handlerOf('call')?.runs).toBe('move');
  });

  it('gives a person a call task with the script and the prospect, then moves on once it is done', async () => {
    const world = await engineWorld(database, { population: 600 });
    const account = await world.account({ username: 'call@example.com', timezone: 'UTC', start: 0, end: 24 });
    const wf = await world.campaign(account.id, [
      {
        type: 'call',
        delay_days: 0,
        delay_hours: 0,
        content: 'Ask {first_name} about the demo',
        call: { due_days: 1 },
      },
      { type: 'view_profile', delay_days: 0, delay_hours: 0 },
    ]);
    const ids = await world.audience(wf, 2);
    // the second prospect opted out: no task for them, the step is passed with that reason
    await world.db.update(prospects).set({ optedOutAt: clock.now() }).where(eq(prospects.id, ids[1]!));

    await runDepsUntil(world.deps, new Date(clock.nowMs() + 3_600_000));
    const made = await world.db.select().from(tasks).where(eq(tasks.workflowId, wf.id));
    const [first] = await world.db.select().from(prospects).where(eq(prospects.id, ids[0]!));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      type: 'call',
      prospectId: ids[0],
      name: `Call ${first!.fullName}`,
      info: `Ask ${first!.firstName} about the demo`,
      status: 'open',
    });
    await world.db.update(tasks).set({ status: 'completed' }).where(eq(tasks.id, made[0]!.id));
    await wakeTaskStep(world.db, {
      spaceId: wf.spaceId,
      campaignProspectId: made[0]!.campaignProspectId!,
      at: clock.now(),
    });
    await runDepsUntil(world.deps, new Date(clock.nowMs() + 86_400_000));

    const done = await world.db
      .select()
      .from(actions)
      .where(eq(actions.workflowId, wf.id))
      .orderBy(asc(actions.startedAt));
    // the one who opted out is held at the next step too (the consent gate)
    expect(
      done.filter((a) => a.type === 'view_profile' && a.status === 'done').map((a) => a.prospectId),
    ).toEqual([ids[0]]);
    const rows = await world.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.workflowId, wf.id));
    const byProspect = new Map(rows.map((r) => [r.prospectId, r]));
    const stepOf = (id: string) => Object.values(byProspect.get(id)!.steps)[0];
    expect(stepOf(ids[0]!)).toMatchObject({ status: 'complete', reason: 'task_done' });
    expect(stepOf(ids[1]!)).toMatchObject({ status: 'complete', reason: 'opted_out' });
    expect(byProspect.get(ids[1]!)).toMatchObject({ status: 'paused', pausedReason: 'opted_out' });
  });
});
