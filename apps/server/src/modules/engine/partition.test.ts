import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { clock } from '../../lib/clock.js';
import { engineWorld } from '../../test/engine-world.js';
import { enginePartition, PARTITION_GRACE_MS, type EngineDeps } from './deps.js';
import { tick } from './engine.js';

const START = Date.parse('2026-01-06T10:00:00Z');
const GRACE_MS = 600_000;
const setClock = (ms: number) => clock.advance(ms - clock.nowMs());

describe('ENGINE_PARTITION', () => {
  it('reads "i/n" and refuses anything else', () => {
    expect(enginePartition('2/3')).toEqual({ index: 2, count: 3, graceMs: PARTITION_GRACE_MS });
    expect(enginePartition(' 1 / 2 ')).toMatchObject({ index: 1, count: 2 });
    for (const bad of [undefined, '', '0/2', '3/2', '1/1', '1-2', 'a/b', '1/2/3'])
      expect(enginePartition(bad)).toBeUndefined();
  });
});

describe('two workers partitioned by account', () => {
  let database: Database;
  let world: Awaited<ReturnType<typeof engineWorld>>;
  const accountIds: string[] = [];
  let first: EngineDeps;
  let second: EngineDeps;

  beforeAll(async () => {
    database = await createTestDatabase();
    setClock(START);
    world = await engineWorld(database, { population: 500 });
    // At least 8 accounts, and more until both shares hold one (the share hashes a random id: 8 fall in one
    // share once in 128 runs, and the test would then prove nothing).
    for (let i = 0; i < 8 || new Set((await shares()).map((a) => a.share)).size < 2; i++) {
      const acc = await world.account({ username: `p${i}@example.com`, timezone: 'UTC', start: 0, end: 0 });
      accountIds.push(acc.id);
      const wf = await world.campaign(acc.id, [{ type: 'view_profile', delay_days: 0, delay_hours: 0 }]);
      await world.audience(wf, 2);
    }
    // A grace longer than the spacing (60–180 s), so the steps below are clear-cut.
    const partitionOf = (index: number) => ({ index, count: 2, graceMs: GRACE_MS });
    first = { ...world.deps, partition: partitionOf(1) };
    second = { ...world.deps, partition: partitionOf(2) };
  }, 120_000);
  afterAll(() => database?.close());

  /** Accounts that acted, by the worker's share PostgreSQL computes (the same hash the due read uses). */
  async function actedBy() {
    return rowsOf<{ credential_id: string; share: number }>(
      await database.db.execute(sql`select distinct credential_id,
        mod(abs(hashtext(credential_id::text)), 2) + 1 as share from actions where status = 'done'`),
    );
  }
  async function shares() {
    return rowsOf<{ id: string; share: number }>(
      await database.db.execute(sql`select id, mod(abs(hashtext(id::text)), 2) + 1 as share
        from credentials where id in ${sql`(${sql.join(
          accountIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`}`),
    );
  }

  it("each worker acts for its own accounts only, and takes another's once they are overdue", async () => {
    const all = await shares();
    // Both shares are populated (8 accounts: the test would prove nothing otherwise).
    expect(new Set(all.map((a) => a.share))).toEqual(new Set([1, 2]));
    const mine = all.filter((a) => a.share === 1).map((a) => a.id);

    // The first worker alone: only its accounts act (first looks, then one view each).
    for (let i = 0; i < 4; i++) await tick(first);
    let acted = await actedBy();
    expect(acted.length).toBe(mine.length);
    expect(acted.every((a) => a.share === 1)).toBe(true);

    // The second worker: its own accounts, none of the first's again.
    for (let i = 0; i < 4; i++) await tick(second);
    acted = await actedBy();
    expect(acted.length).toBe(all.length);

    // After the spacing, the second worker is "down": the first leaves its rows alone until they are
    // the grace overdue, then takes them.
    const doneBefore = await doneCount();
    setClock(START + 200_000);
    for (let i = 0; i < 4; i++) await tick(first);
    const afterOwn = await doneCount();
    const ownDone = await doneByShare();
    expect(ownDone.get(2)).toBe(all.length - mine.length);
    expect(afterOwn).toBeGreaterThan(doneBefore);
    setClock(START + 200_000 + GRACE_MS);
    for (let i = 0; i < 4; i++) await tick(first);
    expect((await doneByShare()).get(2)).toBeGreaterThan(all.length - mine.length);
  });

  async function doneCount() {
    const [row] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from actions where status = 'done'`),
    );
    return row!.n;
  }
  async function doneByShare() {
    const rows = rowsOf<{ share: number; n: number }>(
      await database.db.execute(sql`select mod(abs(hashtext(credential_id::text)), 2) + 1 as share,
        count(*)::int as n from actions where status = 'done' group by 1`),
    );
    return new Map(rows.map((r) => [Number(r.share), r.n]));
  }
});
