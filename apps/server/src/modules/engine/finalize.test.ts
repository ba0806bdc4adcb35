import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { actions, campaignProspects } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { engineWorld } from '../../test/engine-world.js';
import { claimStep } from './claim.js';
import { onInboundReply, tick } from './engine.js';
import { finalizeStep } from './finalize.js';

/**
 * Finalize writes in one statement only while the row is the version its claim leased (issue 13); a row
 * changed between the claim and the finalize (here a reply while the step was on the network) is decided
 * from the row as it stands, as before — the reply is never undone.
 */
describe('finalize after the row changed', () => {
  let database: Database;
  let world: Awaited<ReturnType<typeof engineWorld>>;
  const rowsOf = (workflowId: string) =>
    database.db.select().from(campaignProspects).where(eq(campaignProspects.workflowId, workflowId));
  const actionOf = async (id: string) =>
    (await database.db.select().from(actions).where(eq(actions.id, id)))[0]!;

  beforeAll(async () => {
    database = await createTestDatabase();
    clock.advance(Date.parse('2026-04-06T09:00:00Z') - clock.nowMs());
    world = await engineWorld(database, { population: 500 });
  }, 300_000);
  afterAll(async () => {
    clock.reset();
    await database.close();
  });

  /** A campaign of two profile views, its one prospect claimed for the first. */
  async function claimed(username: string) {
    const acc = await world.account({ username, timezone: 'UTC', start: 0, end: 0 });
    const wf = await world.campaign(acc.id, [
      { type: 'view_profile', delay_days: 0, delay_hours: 0 },
      { type: 'view_profile', delay_days: 1, delay_hours: 0 },
    ]);
    await world.audience(wf, 1);
    await tick(world.deps); // the first look starts the sequence
    const [row] = await rowsOf(wf.id);
    const claim = await claimStep(world.deps, row!.id);
    if (claim.kind !== 'act') throw new Error(`expected a step to act on, got ${claim.kind}`);
    return { wf, row: row!, claim };
  }

  it('a reply that lands while the step is on the network keeps the prospect paused', async () => {
    const { wf, row, claim } = await claimed('reply-race@example.com');
    await onInboundReply(database.db, {
      spaceId: row.spaceId,
      credentialId: row.credentialId,
      prospectId: row.prospectId,
    });
    await finalizeStep(world.deps, claim, { kind: 'done', externalId: 'view-1' });

    const [after] = await rowsOf(wf.id);
    expect(after).toMatchObject({ status: 'paused', pausedReason: 'got_reply', nextRunAt: null });
    expect(after!.steps.s1?.status).toBe('complete');
    expect(await actionOf(claim.action.id)).toMatchObject({ status: 'done' });
  });

  it('an untouched row moves on to the next step; finalizing the same claim again changes nothing', async () => {
    const { wf, claim } = await claimed('untouched@example.com');
    const before = clock.nowMs();
    await finalizeStep(world.deps, claim, { kind: 'done', externalId: 'view-2' });
    const [moved] = await rowsOf(wf.id);
    expect(moved).toMatchObject({ status: 'active', currentNodeId: 's2', waitReason: 'delay' });
    const dueIn = moved!.nextRunAt!.getTime() - 24 * 3_600_000;
    expect(dueIn).toBeGreaterThanOrEqual(before);
    expect(dueIn).toBeLessThanOrEqual(clock.nowMs());

    await finalizeStep(world.deps, claim, { kind: 'skipped', reason: 'no_actions' });
    const [again] = await rowsOf(wf.id);
    expect(again).toEqual(moved);
    expect(await actionOf(claim.action.id)).toMatchObject({ status: 'done', reason: null });
  });
});
