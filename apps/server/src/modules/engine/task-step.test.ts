import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { campaignProspects, tasks } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { engineWorld } from '../../test/engine-world.js';
import { runDepsUntil } from './engine.js';
import { wakeTaskStep } from './task-step.js';

const HOUR = 3_600_000;
const START = Date.parse('2026-01-12T08:00:00Z'); // a Monday

describe('manual task step', () => {
  let database: Database;
  let world: Awaited<ReturnType<typeof engineWorld>>;
  let wf: Awaited<ReturnType<Awaited<ReturnType<typeof engineWorld>>['campaign']>>;
  let ids: string[];
  const taskNode = () => wf.nodes[0]!.id;
  const rows = () =>
    database.db.select().from(campaignProspects).where(eq(campaignProspects.workflowId, wf.id));
  const rowOf = async (prospectId: string) => (await rows()).find((r) => r.prospectId === prospectId)!;

  beforeAll(async () => {
    database = await createTestDatabase();
    clock.advance(START - clock.nowMs());
    world = await engineWorld(database, { population: 200 });
    const acc = await world.account({ username: 'tasks@example.com', timezone: 'UTC', start: 0, end: 0 });
    wf = await world.campaign(acc.id, [
      {
        type: 'manual_task',
        delay_days: 0,
        delay_hours: 0,
        content: 'Call {first_name} about the demo',
        task: { type: 'call', priority: 400, due_days: 1 },
      },
      { type: 'view_profile', delay_days: 0, delay_hours: 0 },
    ]);
    ids = await world.audience(wf, 2);
  }, 120_000);
  afterAll(async () => {
    clock.reset();
    await database.close();
  });

  it('creates one task per prospect and step, and the prospect waits for it', async () => {
    await runDepsUntil(world.deps, new Date(START + HOUR));
    await runDepsUntil(world.deps, new Date(START + 2 * HOUR));
    const created = await database.db.select().from(tasks).where(eq(tasks.workflowId, wf.id));
    expect(created).toHaveLength(2);
    // The step's text with the prospect's placeholders filled in.
    expect(created.map((t) => t.name).every((n) => /^Call \S+ about the demo$/.test(n))).toBe(true);
    expect(created[0]).toMatchObject({
      type: 'call',
      priority: 400,
      status: 'open',
      nodeId: taskNode(),
    });
    // Due at the end of the next local day.
    expect(created[0]!.dueDate!.toISOString()).toBe('2026-01-13T23:59:59.999Z');
    for (const id of ids) {
      const cp = await rowOf(id);
      expect(cp.waitReason).toBe('waiting_for_task');
      expect(cp.nextRunAt!.toISOString()).toBe('2026-01-13T23:59:59.999Z');
    }
  });

  it('moves on as soon as the task is done', async () => {
    const [task] = await database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.workflowId, wf.id), eq(tasks.prospectId, ids[0]!)));
    await database.db.update(tasks).set({ status: 'completed' }).where(eq(tasks.id, task!.id));
    await wakeTaskStep(database.db, {
      spaceId: world.space.id,
      campaignProspectId: task!.campaignProspectId!,
      at: clock.now(),
    });
    await runDepsUntil(world.deps, new Date(START + 3 * HOUR));
    const done = await rowOf(ids[0]!);
    expect(done.steps[taskNode()]).toMatchObject({ status: 'complete', reason: 'task_done' });
    expect(done.status).toBe('finished'); // the next step (view profile) ran too
    const waiting = await rowOf(ids[1]!);
    expect(waiting.waitReason).toBe('waiting_for_task');
  });

  it('moves on when the due date passes, without a second task', async () => {
    await runDepsUntil(world.deps, new Date(START + 3 * 24 * HOUR));
    const late = await rowOf(ids[1]!);
    expect(late.steps[taskNode()]).toMatchObject({ status: 'complete', reason: 'task_overdue' });
    expect(late.status).toBe('finished');
    expect(await database.db.$count(tasks, eq(tasks.workflowId, wf.id))).toBe(2);
  });
});
