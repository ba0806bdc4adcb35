import http from 'node:http';
import { LOOPBACK_EGRESS } from '../../test/harness.js';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { actions, campaignProspects, spaces } from '../../db/schema/index.js';
import { TIERS } from '@leadloop/domain';
import { clock } from '../../lib/clock.js';
import { runDepsUntil } from './engine.js';
import { SimulatedCrash } from './deps.js';
import { engineWorld, runThroughCrashes } from '../../test/engine-world.js';

const DAY = 24 * 3_600_000;

interface Received {
  key: string | undefined;
  body: { event: string; workflow_id: string; prospect: { _id: string; profile_link: string } };
}

/**
 * Webhook steps are delivered at least once: a crash between the HTTP call and the commit, or a lost
 * response, repeats the call. Each call carries the step's key (campaign prospect : step) in an
 * `Idempotency-Key` header, the same on every repeat, so the receiver can drop the repeat. Tested
 * against a real HTTP server on 127.0.0.1.
 */
describe('webhook steps: Idempotency-Key', () => {
  let database: Database;
  let server: http.Server;
  let url: string;
  const received: Received[] = [];
  /** The next responses: a status, or 'drop' to close the connection after reading the request. */
  const replies: (number | 'drop')[] = [];
  const stepKey = (actionKey: string) => actionKey.replace(/:\d+$/, '');

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => {
        received.push({ key: req.headers['idempotency-key'] as string | undefined, body: JSON.parse(data) });
        const reply = replies.shift() ?? 200;
        if (reply === 'drop') req.socket.destroy();
        else res.writeHead(reply).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    database = await createTestDatabase();
    clock.advance(Date.parse('2026-03-02T08:00:00Z') - clock.nowMs());
  });
  afterAll(async () => {
    clock.reset();
    await database.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the step key in the header; a crash before the commit repeats the call with the same key', async () => {
    const world = await engineWorld(database, { population: 600 });
    world.deps.egress = LOOPBACK_EGRESS;
    const account = await world.account({
      username: 'hooks@example.com',
      timezone: 'UTC',
      start: 9,
      end: 18,
    });
    const wf = await world.campaign(account.id, [{ type: 'webhook', delay_days: 0, delay_hours: 0, url }]);
    const prospectIds = await world.audience(wf, 3);
    // The first delivery of the second prospect "crashes" after the HTTP call, before the commit.
    let crashed = false;
    world.deps.crashHook = (point) => {
      if (point === 'after_driver' && received.length === 2 && !crashed) {
        crashed = true;
        throw new SimulatedCrash(point);
      }
    };
    await runThroughCrashes(world.deps, () => new Date(clock.nowMs() + DAY), { maxRestarts: 5 });
    expect(crashed).toBe(true);
    const done = await world.db.select().from(actions).where(eq(actions.workflowId, wf.id));
    expect(done.map((a) => a.status)).toEqual(['done', 'done', 'done']);
    // Three prospects, four calls: the repeat carries the same key; every key is the step's key.
    expect(received).toHaveLength(4);
    const keys = received.map((r) => r.key);
    expect(new Set(keys).size).toBe(3);
    // The repeat (after the claim's lease ran out) is the crashed call, under the same key.
    expect(keys.filter((k) => k === keys[1])).toHaveLength(2);
    expect(new Set(keys)).toEqual(new Set(done.map((a) => stepKey(a.idempotencyKey))));
    expect(new Set(received.map((r) => r.body.prospect._id))).toEqual(new Set(prospectIds));
    expect(received.every((r) => r.body.event === 'workflow_step' && r.body.workflow_id === wf.id)).toBe(
      true,
    );
  });

  it('a lost response is retried with the same key; a receiver error skips the step as failed', async () => {
    received.length = 0;
    const world = await engineWorld(database, { population: 600, seed: 12 });
    world.deps.egress = LOOPBACK_EGRESS;
    const account = await world.account({
      username: 'hooks2@example.com',
      timezone: 'UTC',
      start: 9,
      end: 18,
    });
    const lost = await world.campaign(account.id, [{ type: 'webhook', delay_days: 0, delay_hours: 0, url }]);
    await world.audience(lost, 1);
    replies.push('drop');
    await runDepsUntil(world.deps, new Date(clock.nowMs() + DAY));
    const attempts = await world.db.select().from(actions).where(eq(actions.workflowId, lost.id));
    expect(attempts.map((a) => [a.status, a.reason])).toEqual([
      ['failed', 'unavailable'],
      ['done', null],
    ]);
    expect(received).toHaveLength(2);
    expect(received[0]!.key).toBe(received[1]!.key);
    expect(received[0]!.key).toBe(stepKey(attempts[0]!.idempotencyKey));

    received.length = 0;
    const failing = await world.campaign(account.id, [
      { type: 'webhook', delay_days: 0, delay_hours: 0, url },
    ]);
    await world.audience(failing, 1);
    replies.push(500);
    await runDepsUntil(world.deps, new Date(clock.nowMs() + DAY));
    const [failed] = await world.db.select().from(actions).where(eq(actions.workflowId, failing.id));
    expect(failed).toMatchObject({ status: 'skipped', reason: 'task_failed' });
    expect(received).toHaveLength(1);
  });

  it('a step of a feature the plan no longer has waits (no call) until the workspace upgrades', async () => {
    received.length = 0;
    const world = await engineWorld(database, { population: 600, seed: 21 });
    world.deps.egress = LOOPBACK_EGRESS;
    const account = await world.account({
      username: 'hooks3@example.com',
      timezone: 'UTC',
      start: 9,
      end: 18,
    });
    const wf = await world.campaign(account.id, [{ type: 'webhook', delay_days: 0, delay_hours: 0, url }]);
    await world.audience(wf, 1);
    // the trial ended: the free tier has no webhook integration
    await world.db.update(spaces).set({ tier: TIERS.free }).where(eq(spaces.id, world.space.id));
    await runDepsUntil(world.deps, new Date(clock.nowMs() + DAY / 4));
    expect(received).toHaveLength(0);
    const [waiting] = await world.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.workflowId, wf.id));
    expect(waiting).toMatchObject({ status: 'active', waitReason: 'feature_not_in_plan' });
    // an upgrade: the step goes out at the engine's next look
    await world.db.update(spaces).set({ tier: TIERS.supreme }).where(eq(spaces.id, world.space.id));
    await runDepsUntil(world.deps, new Date(clock.nowMs() + DAY));
    expect(received).toHaveLength(1);
  });
});
