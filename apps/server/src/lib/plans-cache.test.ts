import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { featureNotInPlan } from '@leadloop/domain/messages/format';
import { TIERS } from '@leadloop/domain';
import { spaces } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { userWithSpace } from '../test/fixtures.js';

/**
 * The plans catalogue each process keeps is dropped as a change to it commits (migration 0033's triggers
 * notify the auth cache's channel): the gate follows an edit of the catalogue on the very next request,
 * whoever made it (here: straight in the database), not after a timer.
 */
describe('plans cache: a catalogue change is seen at once', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    // Over HTTP, as in production: the database's notices are read between requests.
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const setTasks = (status: 'active' | 'upgrade') =>
    t.ctx.db.execute(
      sql`update billing_plans set plan = jsonb_set(plan, '{features,dash_tasks}', ${JSON.stringify(status)}::jsonb) where tier = ${TIERS.free}`,
    );

  it('a feature taken off the free plan is refused on the next request, and given back the same way', async () => {
    const owner = await userWithSpace(t.app, 'Plans cache');
    await t.ctx.db.update(spaces).set({ tier: TIERS.free }).where(eq(spaces.id, owner.spaceId));
    const tasks = async () => {
      const res = await fetch(`${base}/api/tasks?space=${owner.spaceId}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      return { status: res.status, body: (await res.json()) as { message?: string } };
    };
    expect((await tasks()).status).toBe(200);
    expect((await tasks()).status).toBe(200); // the catalogue is cached now
    const started = Date.now();
    await setTasks('upgrade');
    const refused = await tasks();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(featureNotInPlan('dash_tasks'));
    await setTasks('active');
    expect((await tasks()).status).toBe(200);
    // Well inside the old 5-second timer: the notices did it.
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
