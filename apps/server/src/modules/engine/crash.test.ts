import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { actions, campaignProspects, sandboxInvitations } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { SandboxNetwork } from '../../providers/network/index.js';
import type { CrashPoint } from './deps.js';
import { engineWorld, runThroughCrashes, seededCrashes } from '../../test/engine-world.js';

const SENDS = Number(process.env.CRASH_SENDS ?? 1000);
const DAY = 24 * 3_600_000;

/**
 * The engine "process" dies at random points — after the claim commit, between the network call and
 * the commit, inside the finalize transaction (rolled back), after the commit — and starts again.
 * In-process simulation: the crash abandons the run exactly where it is (nothing after the throw
 * runs, an open transaction rolls back), and the restart is a fresh engine pass over the same database.
 */
describe(`exactly once under crashes (${SENDS} sends)`, () => {
  let database: Database;
  const crashes: Record<CrashPoint, number> = {
    after_claim: 0,
    after_driver: 0,
    during_finalize: 0,
    after_finalize: 0,
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    clock.advance(Date.parse('2026-02-02T00:00:00Z') - clock.nowMs());
    const world = await engineWorld(database, { population: Math.ceil(SENDS * 1.1) + 50 });
    world.deps.network = new SandboxNetwork(database.db, {
      seed: 11,
      population: Math.ceil(SENDS * 1.1) + 50,
      challengeRate: 0,
      weeklyInvitationLimit: 1e6,
      pendingInvitationCap: 1e6,
      freeNotesPer30Days: 1e6,
    });
    world.deps.options = { ...world.deps.options, minGapSeconds: 1, maxGapSeconds: 2 };
    const acc = await world.account({
      username: 'crashy@example.com',
      timezone: 'UTC',
      start: 0,
      end: 0,
      limits: { connection_requests: 1e6, weekly_connection_requests: 1e6 },
    });
    const wf = await world.campaign(acc.id, [
      { type: 'connection_request', delay_days: 0, delay_hours: 0, content: 'Hi {first_name}' },
    ]);
    await world.audience(wf, SENDS);
    world.deps.crashHook = seededCrashes(12345, 0.03, (point) => crashes[point]++);
    await runThroughCrashes(world.deps, () => new Date(clock.nowMs() + 30 * DAY), { maxRestarts: 10_000 });
  }, 1_200_000);
  afterAll(async () => {
    clock.reset();
    await database.close();
  });

  it('crashed at every kind of point', () => {
    for (const n of Object.values(crashes)) expect(n).toBeGreaterThan(0);
  });

  it('the network received each invitation exactly once', async () => {
    const rows = await database.db
      .select({ member: sandboxInvitations.memberId, n: sql<number>`count(*)::int` })
      .from(sandboxInvitations)
      .groupBy(sandboxInvitations.memberId);
    expect(rows.length).toBe(SENDS);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
  });

  it('the log holds one done action per prospect and every prospect finished', async () => {
    const done = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(actions)
      .where(eq(actions.status, 'done'));
    expect(done[0]!.n).toBe(SENDS);
    const open = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(campaignProspects)
      .where(sql`${campaignProspects.status} <> 'finished'`);
    expect(open[0]!.n).toBe(0);
    const recovered = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(actions)
      .where(eq(actions.reason, 'request_already_sent'));
    expect(recovered[0]!.n).toBeGreaterThan(0);
  });
});
