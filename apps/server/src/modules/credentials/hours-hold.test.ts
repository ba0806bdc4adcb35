import { afterAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { actions, engineAccountHolds } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { engineWorld } from '../../test/engine-world.js';
import { runDepsUntil } from '../engine/index.js';
import { updateCredential } from './manage.js';

const HOUR = 3_600_000;
let t: TestApp | undefined;
afterAll(async () => {
  clock.reset();
  await t?.close();
});

it("new work hours act at once: the account's engine hold ends and its waiting step goes out", async () => {
  t = await createTestApp();
  const world = await engineWorld(t.ctx.database, { population: 2000 });
  // 20:00 UTC, outside the account's 9–18.
  const now = clock.nowMs();
  const evening = new Date(now);
  evening.setUTCHours(20, 0, 0, 0);
  clock.advance((evening.getTime() - now + 24 * HOUR) % (24 * HOUR));
  const account = await world.account({ username: 'hours@example.com', timezone: 'UTC', start: 9, end: 18 });
  const wf = await world.campaign(account.id, [
    { type: 'connection_request', delay_days: 0, delay_hours: 0 },
  ]);
  await world.audience(wf, 1);
  const done = () =>
    world.db
      .select()
      .from(actions)
      .where(and(eq(actions.credentialId, account.id), eq(actions.status, 'done')));
  const holds = () =>
    world.db.select().from(engineAccountHolds).where(eq(engineAccountHolds.credentialId, account.id));

  await runDepsUntil(world.deps, new Date(clock.nowMs() + 60_000));
  expect(await done()).toHaveLength(0);
  const [hold] = await holds();
  expect(hold?.reason).toBe('outside_work_hours');
  expect(hold!.until.getTime()).toBeGreaterThan(clock.nowMs() + 10 * HOUR);

  // The evening is now inside the account's hours: the hold computed from the old ones is gone…
  await updateCredential(t.ctx, account, { work_hours_start: 18, work_hours_end: 23 });
  expect(await holds()).toHaveLength(0);
  // …and the step goes out within the next minute, not the next morning.
  await runDepsUntil(world.deps, new Date(clock.nowMs() + 60_000));
  expect(await done()).toHaveLength(1);
}, 120_000);
