import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { actions, campaignProspects } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { updateWorkflowStatus, type Caller } from '../workflows/index.js';
import { onInboundReply, runDepsUntil } from './engine.js';
import { engineWorld } from '../../test/engine-world.js';

const HOUR = 3_600_000;

describe('pause and resume from a chosen step', () => {
  let database: Database;
  let world: Awaited<ReturnType<typeof engineWorld>>;
  let ctx: AppContext;
  let caller: Caller;
  let workflowId: string;
  const doneCount = async () =>
    (
      await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(actions)
        .where(eq(actions.status, 'done'))
    )[0]!.n;
  const rows = () =>
    database.db.select().from(campaignProspects).where(eq(campaignProspects.workflowId, workflowId));

  beforeAll(async () => {
    database = await createTestDatabase();
    clock.advance(Date.parse('2026-04-06T00:00:00Z') - clock.nowMs());
    world = await engineWorld(database, { population: 400 });
    world.deps.options = { ...world.deps.options, minGapSeconds: 1, maxGapSeconds: 2 };
    const acc = await world.account({ username: 'pr@example.com', timezone: 'UTC', start: 0, end: 0 });
    const wf = await world.campaign(acc.id, [
      { type: 'view_profile', delay_days: 0, delay_hours: 0 },
      { type: 'follow', delay_days: 1, delay_hours: 0 },
      { type: 'view_profile', delay_days: 1, delay_hours: 0 },
    ]);
    workflowId = wf.id;
    await world.audience(wf, 3);
    ctx = { db: database.db, log: undefined } as unknown as AppContext;
    caller = { space: world.space, member: { isAdmin: true, availableCredentials: [] } } as unknown as Caller;
  }, 300_000);
  afterAll(async () => {
    clock.reset();
    await database.close();
  });

  it('runs the first step, then a paused campaign sends nothing, then resumes from the chosen step', async () => {
    await runDepsUntil(world.deps, new Date(clock.nowMs() + 2 * HOUR));
    for (const r of await rows()) {
      expect(r.steps.s1?.status).toBe('complete');
      expect(r.currentNodeId).toBe('s2');
    }
    const before = await doneCount();
    await updateWorkflowStatus(ctx, caller, workflowId, { status: 'inactive' });
    for (const r of await rows()) expect(r.status).toBe('campaign_paused');
    await runDepsUntil(world.deps, new Date(clock.nowMs() + 3 * 24 * HOUR));
    expect(await doneCount()).toBe(before);
    // A person who answers while the campaign is paused is paused 'got reply': the resume leaves them be.
    const [replier] = await rows();
    await onInboundReply(database.db, {
      spaceId: replier!.spaceId,
      credentialId: replier!.credentialId,
      prospectId: replier!.prospectId,
    });

    await updateWorkflowStatus(ctx, caller, workflowId, { status: 'active', resume_from_step: 's3' });
    await runDepsUntil(world.deps, new Date(clock.nowMs() + 2 * HOUR));
    const after = await rows();
    expect(after.find((r) => r.id === replier!.id)).toMatchObject({
      status: 'paused',
      pausedReason: 'got_reply',
    });
    expect(after.find((r) => r.id === replier!.id)!.repliedAt).not.toBeNull();
    for (const r of after.filter((r) => r.id !== replier!.id)) {
      expect(
        r.status,
        JSON.stringify({ w: r.waitReason, n: r.currentNodeId, s: r.steps, a: r.attempts }),
      ).toBe('finished');
      expect(r.steps.s2).toMatchObject({ status: 'skipped', reason: 'manual_resume' });
      expect(r.steps.s3?.status).toBe('complete');
    }
    expect(await doneCount()).toBe(before + 2);
  });

  it('a reply after the last step counts as a reply of the campaign; the row stays finished', async () => {
    const row = (await rows()).find((r) => r.status === 'finished');
    expect(row!.repliedAt).toBeNull();
    await onInboundReply(database.db, {
      spaceId: row!.spaceId,
      credentialId: row!.credentialId,
      prospectId: row!.prospectId,
    });
    const after = (await rows()).find((r) => r.id === row!.id)!;
    expect(after.status).toBe('finished');
    expect(after.pausedReason).toBeNull();
    expect(after.repliedAt).not.toBeNull();
    expect((await rows()).filter((r) => r.repliedAt).length).toBe(2);
  });
});
