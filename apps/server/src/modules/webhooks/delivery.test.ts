import http from 'node:http';
import { LOOPBACK_EGRESS } from '../../test/harness.js';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifications, webhookDeliveries, webhookEvents, webhooks } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { addMemberByCode, userWithSpace } from '../../test/fixtures.js';
import { DISABLE_AFTER_FAILED, LEASE_MS, MAX_ATTEMPTS, RETRY_DELAYS_S, deliverDue } from './delivery.js';
import { emitWebhookEvents, type ProductEvent } from './outbox.js';

/** A local receiver: every request's webhook-id and body; answers `status`. */
async function receiver() {
  const got: { id: string; body: string; headers: http.IncomingHttpHeaders }[] = [];
  const state = { status: 200 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      got.push({ id: String(req.headers['webhook-id']), body, headers: req.headers });
      res.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { got, state, url, close: () => new Promise((r) => server.close(r)) };
}

describe('webhooks: set-based outbox and pipelined delivery', { timeout: 120_000 }, () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let rx: Awaited<ReturnType<typeof receiver>>;
  let a: Awaited<ReturnType<typeof userWithSpace>>;
  beforeAll(async () => {
    t = await createTestApp({ egress: LOOPBACK_EGRESS });
    call = apiClient(t.app);
    rx = await receiver();
    a = await userWithSpace(t.app, 'A');
  });
  afterAll(async () => {
    await rx.close();
    await t.close();
  });
  afterEach(() => {
    clock.reset();
    rx.state.status = 200;
    rx.got.length = 0;
  });

  const subscribe = async (types: string[]) => {
    const res = await call('POST', '/api/integrations/webhooks', {
      token: a.token,
      query: { space: a.spaceId },
      body: { url: rx.url, update_types: types },
    });
    expect(res.status).toBe(200);
    return res.body.payload as { _id: string; secret: string };
  };
  const unsubscribe = (id: string) =>
    call('DELETE', `/api/integrations/webhooks/${id}`, { token: a.token, query: { space: a.spaceId } });
  const events = (prefix: string, n: number, type: ProductEvent['type'] = 'got_reply'): ProductEvent[] =>
    Array.from({ length: n }, (_, i) => ({ spaceId: a.spaceId, type, key: `${prefix}:${i}`, data: { i } }));
  const deliveriesOf = (eventIds: string[]) =>
    t.ctx.db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.eventId, eventIds));

  it('one statement fans a batch out: one outbox row per key, one delivery per listening subscription', async () => {
    const one = await subscribe(['got_reply']);
    const two = await subscribe(['got_reply', 'invite_sent']);
    const batch = [
      ...events('fan', 5),
      events('fan', 1)[0]!, // the same key twice in a batch
      ...events('fan-invite', 2, 'invite_sent'),
      ...events('fan-nobody', 2, 'meet_booked'), // nobody listens: no outbox row
    ];
    const written = await t.ctx.db.transaction((tx) => emitWebhookEvents(tx, batch));
    expect([...written.keys()].sort()).toEqual(
      ['fan:0', 'fan:1', 'fan:2', 'fan:3', 'fan:4', 'fan-invite:0', 'fan-invite:1'].sort(),
    );
    const rows = await deliveriesOf([...written.values()]);
    const per = (key: string) => rows.filter((r) => r.eventId === written.get(key)).map((r) => r.webhookId);
    expect(per('fan:0').sort()).toEqual([one._id, two._id].sort());
    expect(per('fan-invite:1')).toEqual([two._id]);
    expect(rows).toHaveLength(5 * 2 + 2);
    // Written again (a retried transaction): nothing more.
    expect((await emitWebhookEvents(t.ctx.db, batch)).size).toBe(0);
    // A batch whose transaction rolls back leaves no outbox row and no delivery.
    await t.ctx.db
      .transaction(async (tx) => {
        await emitWebhookEvents(tx, events('fan-crash', 3));
        throw new Error('crash');
      })
      .catch(() => undefined);
    expect(
      await t.ctx.db
        .select()
        .from(webhookEvents)
        .where(inArray(webhookEvents.key, ['fan-crash:0', 'fan-crash:1', 'fan-crash:2'])),
    ).toHaveLength(0);
    expect(await deliverDue(t.ctx)).toBe(12);
    await unsubscribe(one._id);
    await unsubscribe(two._id);
  });

  it('a crash between the attempts and their write-back re-delivers after the lease, with the same webhook-id', async () => {
    const hook = await subscribe(['got_reply']);
    const written = await emitWebhookEvents(t.ctx.db, events('crash', 250));
    await expect(
      deliverDue(t.ctx, {
        beforeWriteBack: () => {
          throw new Error('worker died');
        },
      }),
    ).rejects.toThrow('worker died');
    const firstIds = new Set(rx.got.map((r) => r.id));
    expect(firstIds.size).toBeGreaterThan(0);
    // Nothing was written back: every attempt made is still leased, none is counted.
    const leased = await deliveriesOf([...written.values()]);
    expect(leased.every((d) => d.status === 'pending' && d.attempts === 0)).toBe(true);
    // Other workers leave them alone while the lease runs…
    rx.got.length = 0;
    expect(await deliverDue(t.ctx)).toBe(0);
    expect(rx.got).toHaveLength(0);
    // …and send them once it has ended: each event is delivered, with the webhook-id it had before.
    clock.advance(LEASE_MS + 1000);
    expect(await deliverDue(t.ctx)).toBe(250);
    const all = rx.got.map((r) => r.id);
    for (const id of firstIds) expect(all).toContain(id);
    const done = await deliveriesOf([...written.values()]);
    expect(done.every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(true);
    expect(all).toHaveLength(250);
    expect(new Set(all).size).toBe(250);
    const secretCheck = rx.got[0]!;
    expect(() =>
      new Webhook(hook.secret).verify(secretCheck.body, secretCheck.headers as Record<string, string>),
    ).not.toThrow();
    await unsubscribe(hook._id);
  });

  it('two passes at once share the queue (SKIP LOCKED + lease): each delivery is sent once', async () => {
    const hook = await subscribe(['got_reply']);
    const written = await emitWebhookEvents(t.ctx.db, events('pair', 600));
    const [x, y] = await Promise.all([deliverDue(t.ctx), deliverDue(t.ctx)]);
    expect(x + y).toBe(600);
    expect(rx.got).toHaveLength(600);
    expect(new Set(rx.got.map((r) => r.id)).size).toBe(600);
    const done = await deliveriesOf([...written.values()]);
    expect(done.every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(true);
    await unsubscribe(hook._id);
  });

  it('a worker whose lease ran out cannot overwrite the attempt of the worker that took the row over', async () => {
    const hook = await subscribe(['got_reply']);
    const written = await emitWebhookEvents(t.ctx.db, events('late', 3));
    rx.state.status = 500;
    let tookOver = 0;
    await deliverDue(t.ctx, {
      beforeWriteBack: async () => {
        if (tookOver) return;
        // This worker stalls past its lease; another one claims the rows and succeeds.
        clock.advance(LEASE_MS + 1000);
        rx.state.status = 200;
        tookOver = await deliverDue(t.ctx);
      },
    });
    expect(tookOver).toBe(3);
    const rows = await deliveriesOf([...written.values()]);
    expect(rows.map((r) => [r.status, r.attempts, r.responseCode])).toEqual([
      ['delivered', 1, 200],
      ['delivered', 1, 200],
      ['delivered', 1, 200],
    ]);
    await unsubscribe(hook._id);
  });

  it('a subscription disabled by its streak drops what it still had queued and tells the workspace admins', async () => {
    const member = await addMemberByCode(t.app, a);
    const hook = await subscribe(['got_reply']);
    await emitWebhookEvents(t.ctx.db, events('drop', DISABLE_AFTER_FAILED));
    rx.state.status = 503;
    await deliverDue(t.ctx);
    for (const [i, delay] of RETRY_DELAYS_S.entries()) {
      clock.advance(delay * 1000);
      // Queued behind the streak: sent once, failing, in the pass that disables the subscription.
      if (i === RETRY_DELAYS_S.length - 1) await emitWebhookEvents(t.ctx.db, events('drop-late', 2));
      await deliverDue(t.ctx);
    }
    const [row] = await t.ctx.db.select().from(webhooks).where(eq(webhooks.id, hook._id));
    expect(row).toMatchObject({ enabled: false, failureStreak: DISABLE_AFTER_FAILED });
    const hits = DISABLE_AFTER_FAILED * MAX_ATTEMPTS + 2;
    expect(rx.got).toHaveLength(hits);
    // Their retries never come, however long the receiver is down.
    for (const delay of RETRY_DELAYS_S) {
      clock.advance(delay * 1000);
      await deliverDue(t.ctx);
    }
    expect(rx.got).toHaveLength(hits);
    const queued = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, hook._id));
    expect(queued.filter((d) => d.status === 'dropped').map((d) => [d.attempts, d.nextAttemptAt])).toEqual([
      [1, null],
      [1, null],
    ]);
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.event, 'webhook_disabled'));
    expect(told.map((n) => [n.userId, n.params, n.emailStatus])).toEqual([
      [a.user._id, { url: rx.url }, 'pending'],
    ]);
    expect(told.map((n) => n.userId)).not.toContain(member.user._id);
    await unsubscribe(hook._id);
  });

  it('a disabled subscription also tells its owner when the owner is no longer an admin', async () => {
    const owner = await addMemberByCode(t.app, a);
    const hook = await subscribe(['got_reply']);
    await t.ctx.db.update(webhooks).set({ createdBy: owner.user._id }).where(eq(webhooks.id, hook._id));
    await emitWebhookEvents(t.ctx.db, events('owner', DISABLE_AFTER_FAILED));
    rx.state.status = 503;
    await deliverDue(t.ctx);
    for (const delay of RETRY_DELAYS_S) {
      clock.advance(delay * 1000);
      await deliverDue(t.ctx);
    }
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.event, 'webhook_disabled'));
    expect(told.filter((n) => n.userId === owner.user._id).map((n) => n.params)).toEqual([{ url: rx.url }]);
    await unsubscribe(hook._id);
  });

  it('deliveries that give up in one batch lengthen the streak together and disable the subscription', async () => {
    const hook = await subscribe(['got_reply']);
    await emitWebhookEvents(t.ctx.db, events('streak', DISABLE_AFTER_FAILED));
    rx.state.status = 503;
    await deliverDue(t.ctx);
    for (const delay of RETRY_DELAYS_S) {
      clock.advance(delay * 1000);
      await deliverDue(t.ctx);
    }
    expect(rx.got).toHaveLength(DISABLE_AFTER_FAILED * MAX_ATTEMPTS);
    const [row] = await t.ctx.db.select().from(webhooks).where(eq(webhooks.id, hook._id));
    expect(row).toMatchObject({ enabled: false, failureStreak: DISABLE_AFTER_FAILED });
    // Re-enabled, one delivery that arrives ends the streak.
    await call('PUT', `/api/integrations/webhooks/${hook._id}`, {
      token: a.token,
      query: { space: a.spaceId },
      body: { url: rx.url, update_types: ['got_reply'], enabled: true },
    });
    rx.state.status = 200;
    await emitWebhookEvents(t.ctx.db, events('streak-ok', 1));
    await deliverDue(t.ctx);
    const [after] = await t.ctx.db.select().from(webhooks).where(eq(webhooks.id, hook._id));
    expect(after).toMatchObject({ enabled: true, failureStreak: 0 });
    expect(after!.lastDeliveryAt).not.toBeNull();
    await unsubscribe(hook._id);
  });
});
