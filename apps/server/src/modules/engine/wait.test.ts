import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { CampaignWait } from '@leadloop/domain/prospects/entities';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { actions, campaignProspects, credentials, workflows } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { engineWorld } from '../../test/engine-world.js';
import { runDepsUntil } from './engine.js';
import { loadWaitContext, nextWait } from './wait.js';

// A Monday, 02:00 UTC: outside the account's 09–17 (UTC) hours.
const START = Date.parse('2026-04-06T02:00:00Z');

/**
 * Issue 35: the explanation of every waiting prospect is the engine's next decision. Each test reads the
 * explanation, runs the engine to just before the time it gives (nothing goes out), then to that time
 * (the action goes out).
 */
describe('what a prospect waits for is what the engine then does', () => {
  let database: Database;
  let world: Awaited<ReturnType<typeof engineWorld>>;
  let wf: typeof workflows.$inferSelect;
  let credentialId: string;

  const invitations = async () =>
    (
      await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(actions)
        .where(
          and(
            eq(actions.workflowId, wf.id),
            eq(actions.type, 'connection_request'),
            eq(actions.status, 'done'),
          ),
        )
    )[0]!.n;
  const explain = async (): Promise<CampaignWait[]> => {
    const now = clock.now();
    const ctx = await loadWaitContext(database.db, credentialId, now, world.deps.options);
    const [fresh] = await database.db.select().from(workflows).where(eq(workflows.id, wf.id));
    const rows = await database.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.workflowId, wf.id));
    return rows.map((cp) => nextWait(ctx, fresh!, cp, now)).filter((w): w is CampaignWait => w !== null);
  };
  const runTo = (at: number) => runDepsUntil(world.deps, new Date(at));

  beforeAll(async () => {
    database = await createTestDatabase();
    clock.advance(START - clock.nowMs());
    world = await engineWorld(database, { population: 400 });
    world.deps.options = { ...world.deps.options, minGapSeconds: 60, maxGapSeconds: 120 };
    const acc = await world.account({
      username: 'pr@example.com',
      timezone: 'UTC',
      start: 9,
      end: 17,
      limits: { connection_requests: 2 },
    });
    credentialId = acc.id;
    wf = await world.campaign(acc.id, [{ type: 'connection_request', delay_days: 0, delay_hours: 0 }]);
    await world.audience(wf, 4);
  }, 300_000);
  afterAll(async () => {
    clock.reset();
    await database.close();
  });

  it('outside work hours: every row waits for the hours start; nothing before it, the first invitation at it', async () => {
    const before = await explain();
    expect(before).toHaveLength(4);
    const at = before[0]!.at!;
    for (const w of before) expect(w).toEqual({ kind: 'outside_work_hours', at, detail: null });
    const startsAt = Date.parse(at);
    expect(startsAt).toBeGreaterThanOrEqual(Date.parse('2026-04-06T09:00:00Z'));
    expect(startsAt).toBeLessThan(Date.parse('2026-04-06T09:11:00Z'));

    await runTo(startsAt - 1000);
    expect(await invitations()).toBe(0);
    // The engine ran (first looks, a claim that held the account): the explanation has not moved.
    for (const w of await explain()) expect(w).toEqual({ kind: 'outside_work_hours', at, detail: null });

    await runTo(startsAt);
    expect(await invitations()).toBe(1);
  });

  it('pacing: the others wait for the account next slot, taken at that time', async () => {
    const waits = await explain();
    expect(waits).toHaveLength(3);
    const slot = waits[0]!.at!;
    for (const w of waits) expect(w).toEqual({ kind: 'pacing', at: slot, detail: null });
    expect(Date.parse(slot)).toBeGreaterThan(clock.nowMs());
    await runTo(Date.parse(slot) - 1000);
    expect(await invitations()).toBe(1);
    await runTo(Date.parse(slot));
    expect(await invitations()).toBe(2);
  });

  it('daily limit: the rest wait for the next working day, and go out then', async () => {
    const waits = await explain();
    expect(waits).toHaveLength(2);
    const nextDay = '2026-04-07T09:00:00.000Z';
    for (const w of waits)
      expect(w).toEqual({ kind: 'daily_limit', at: nextDay, detail: 'connection_requests' });
    await runTo(Date.parse(nextDay) - 1000);
    expect(await invitations()).toBe(2);
    for (const w of await explain()) expect(w).toMatchObject({ kind: 'daily_limit', at: nextDay });
    await runTo(Date.parse(nextDay));
    expect(await invitations()).toBe(3);
  });

  it('an account not usable, and a paused campaign, say so', async () => {
    await database.db.update(credentials).set({ status: 'blocked' }).where(eq(credentials.id, credentialId));
    for (const w of await explain())
      expect(w).toMatchObject({ kind: 'account_not_usable', detail: 'blocked' });
    await database.db.update(credentials).set({ status: 'active' }).where(eq(credentials.id, credentialId));
    await database.db.update(workflows).set({ status: 'inactive' }).where(eq(workflows.id, wf.id));
    for (const w of await explain()) expect(w.kind).toBe('campaign_paused');
  });
});
