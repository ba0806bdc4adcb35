import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@leadloop/domain';
import { credentials, webhookDeliveries, webhookEvents, workflowEvents } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { addMemberByCode, userWithSpace } from '../../test/fixtures.js';
import { engineWorld, runThroughCrashes, seededCrashes } from '../../test/engine-world.js';
import { onInboundReply, runDepsUntil } from '../engine/index.js';
import { deliverDue, MAX_ATTEMPTS, RETRY_DELAYS_S } from './delivery.js';
import { emitWebhookEvent } from './outbox.js';
import { upsertProspects } from '../prospects-core/index.js';
import { recordMessage } from '../inbox/index.js';
import { egressWorld, type EgressWorld } from '../../test/egress-world.js';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local receiver: records what it gets and answers `status` (changeable mid-test). */
async function receiver() {
  const got: Received[] = [];
  const state = { status: 200 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      res.writeHead(state.status, { 'content-type': 'text/plain' }).end(`answer ${state.status}`);
    });
  });
  // on 127.0.0.2, which the test's egress allow-lists; 127.0.0.1 stays forbidden (egressWorld's secret server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  const url = `http://127.0.0.2:${(server.address() as AddressInfo).port}/hook`;
  return { got, state, url, close: () => new Promise((r) => server.close(r)) };
}

/** The Standard Webhooks library on the receiving side: throws unless the signature is right. */
const verify = (secret: string, r: Received) =>
  new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as {
    type: string;
    data: Record<string, unknown>;
  };

describe('webhooks: signed deliveries from the outbox, retries, replay, SSRF', { timeout: 120_000 }, () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let rx: Awaited<ReturnType<typeof receiver>>;
  let a: Awaited<ReturnType<typeof userWithSpace>>;
  let b: Awaited<ReturnType<typeof userWithSpace>>;
  let memberOfA: Awaited<ReturnType<typeof addMemberByCode>>;
  let world: EgressWorld;
  beforeAll(async () => {
    world = await egressWorld();
    t = await createTestApp({ egress: world.policy });
    call = apiClient(t.app);
    rx = await receiver();
    a = await userWithSpace(t.app, 'A');
    b = await userWithSpace(t.app, 'B');
    memberOfA = await addMemberByCode(t.app, a);
  });
  afterAll(async () => {
    await rx.close();
    await world.close();
    await t.close();
  });
  afterEach(() => {
    clock.reset();
    rx.state.status = 200;
    world.reset();
  });

  const create = (token: string, spaceId: string, body: unknown) =>
    call('POST', '/api/integrations/webhooks', { token, query: { space: spaceId }, body });

  it('the secret is shown once; the list never has it; members read, only admins change', async () => {
    const made = await create(a.token, a.spaceId, { url: rx.url, update_types: ['got_reply'] });
    expect(made.status).toBe(200);
    expect(made.body.payload.secret).toMatch(/^whsec_/);
    const list = await call('GET', '/api/integrations/webhooks', {
      token: memberOfA.token,
      query: { space: a.spaceId },
    });
    expect(list.status).toBe(200);
    expect(list.body.payload[0]).not.toHaveProperty('secret');
    expect(
      (await create(memberOfA.token, a.spaceId, { url: rx.url, update_types: ['got_reply'] })).status,
    ).toBe(403);
    const foreign = await call('GET', `/api/integrations/webhooks/${made.body.payload._id}/deliveries`, {
      token: b.token,
      query: { space: b.spaceId },
    });
    expect(foreign.status).toBe(404);
    expect(
      (await call('GET', '/api/integrations/webhooks', { token: b.token, query: { space: a.spaceId } }))
        .status,
    ).toBe(403);
    await call('DELETE', `/api/integrations/webhooks/${made.body.payload._id}`, {
      token: a.token,
      query: { space: a.spaceId },
    });
  });

  it('refuses private, loopback and metadata addresses that are not allow-listed (SSRF)', async () => {
    for (const url of [
      'http://10.0.0.5/h',
      'http://169.254.169.254/latest',
      'http://192.168.1.10/',
      'http://0.0.0.0:8080/',
      'http://127.0.0.1/x',
      'http://100.64.0.1/',
    ]) {
      const res = await create(a.token, a.spaceId, { url, update_types: ['got_reply'] });
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toBe(MESSAGES.webhookUrlRefused);
    }
    expect(
      (await create(a.token, a.spaceId, { url: 'hooks.example.com/x', update_types: ['got_reply'] })).body
        .message,
    ).toBe(MESSAGES.checkUrl);
    const noTypes = await create(a.token, a.spaceId, { url: rx.url, update_types: [] });
    expect(noTypes.body.message).toBe(MESSAGES.webhookUpdateTypeRequired);
  });

  it('a name that answers loopback at delivery (DNS rebinding) is refused at connection time', async () => {
    world.answer('evil.test', '127.0.0.1');
    const direct = await create(a.token, a.spaceId, {
      url: `http://evil.test:${world.port}/hook`,
      update_types: ['got_reply'],
    });
    expect(direct.body.message).toBe(MESSAGES.webhookUrlRefused);
    // Public-looking when saved, loopback from then on.
    world.answer('rebind.test', '127.0.0.2', '127.0.0.1');
    const made = await create(a.token, a.spaceId, {
      url: `http://rebind.test:${world.port}/hook`,
      update_types: ['mark_as_lead'],
    });
    expect(made.status).toBe(200);
    const sent = await call('POST', `/api/integrations/webhooks/${made.body.payload._id}/test`, {
      token: a.token,
      query: { space: a.spaceId },
    });
    expect(sent.body.payload).toMatchObject({
      status: 'retrying',
      response_code: null,
      error: MESSAGES.webhookUrlRefused,
    });
    expect(world.secretHits).toEqual([]);
    await call('DELETE', `/api/integrations/webhooks/${made.body.payload._id}`, {
      token: a.token,
      query: { space: a.spaceId },
    });
  });

  it('engine events reach the receiver once each, signed; retried with backoff; replayed on demand', async () => {
    const made = await create(a.token, a.spaceId, {
      url: rx.url,
      update_types: ['invite_sent', 'got_reply'],
    });
    const { secret, _id: hookId } = made.body.payload;
    const world = await engineWorld(t.ctx.database, { spaceId: a.spaceId, population: 300 });
    const acc = await world.account({ username: 'wh@example.com', timezone: 'UTC', start: 0, end: 0 });
    const wf = await world.campaign(acc.id, [
      { type: 'connection_request', delay_days: 0, delay_hours: 0 },
      { type: 'view_profile', delay_days: 3, delay_hours: 0 },
    ]);
    const [first] = await world.audience(wf, 3);
    await runDepsUntil(world.deps, new Date(clock.nowMs() + 2 * 3_600_000));
    await onInboundReply(t.ctx.db, { spaceId: a.spaceId, credentialId: acc.id, prospectId: first! });

    // Exactly one outbox row per product event of a subscribed type.
    const events = await t.ctx.db
      .select()
      .from(workflowEvents)
      .where(
        and(eq(workflowEvents.workflowId, wf.id), inArray(workflowEvents.type, ['invite_sent', 'got_reply'])),
      );
    const outbox = await t.ctx.db
      .select()
      .from(webhookEvents)
      .where(inArray(webhookEvents.type, ['invite_sent', 'got_reply']));
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(outbox.map((o) => o.key).sort()).toEqual(events.map((e) => `workflow_event:${e.id}`).sort());

    rx.got.length = 0;
    await deliverDue(t.ctx);
    expect(rx.got).toHaveLength(events.length);
    const bodies = rx.got.map((r) => verify(secret, r));
    expect(bodies.map((x) => x.type).sort()).toEqual(events.map((e) => e.type).sort());
    expect(bodies.find((x) => x.type === 'got_reply')!.data).toMatchObject({
      prospect_id: first,
      workflow_id: wf.id,
    });
    // A tampered body fails verification on the receiver.
    expect(() => verify(secret, { ...rx.got[0]!, body: rx.got[0]!.body.replace('}', ',"x":1}') })).toThrow();
    // A second pass sends nothing more.
    await deliverDue(t.ctx);
    expect(rx.got).toHaveLength(events.length);

    // The receiver fails: the delivery is retried after 5 s, then 5 min…, with the same webhook-id.
    rx.state.status = 500;
    rx.got.length = 0;
    const eventId = await t.ctx.db.transaction((tx) =>
      emitWebhookEvent(tx, { spaceId: a.spaceId, type: 'got_reply', key: 'manual:1', data: { n: 1 } }),
    );
    await deliverDue(t.ctx);
    let [row] = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, eventId!));
    expect(row).toMatchObject({ status: 'retrying', attempts: 1, responseCode: 500 });
    expect(row!.error).toBe('Webhook responded with status code 500');
    const wait = row!.nextAttemptAt!.getTime() - row!.lastAttemptAt!.getTime();
    expect(wait).toBeGreaterThanOrEqual(RETRY_DELAYS_S[0] * 1000);
    expect(wait).toBeLessThan(RETRY_DELAYS_S[0] * 1000 + 1000);
    await deliverDue(t.ctx);
    expect(rx.got).toHaveLength(1); // not due yet
    clock.advance(RETRY_DELAYS_S[0] * 1000);
    await deliverDue(t.ctx);
    expect(rx.got).toHaveLength(2);
    expect(rx.got[1]!.headers['webhook-id']).toBe(rx.got[0]!.headers['webhook-id']);
    for (const delay of RETRY_DELAYS_S.slice(1)) {
      clock.advance(delay * 1000);
      await deliverDue(t.ctx);
    }
    [row] = await t.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, eventId!));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(rx.got).toHaveLength(MAX_ATTEMPTS);

    // The same key again adds nothing (exactly one outbox row per event).
    expect(
      await emitWebhookEvent(t.ctx.db, { spaceId: a.spaceId, type: 'got_reply', key: 'manual:1', data: {} }),
    ).toBeNull();
    // An event whose transaction rolls back leaves no outbox row.
    await t.ctx.db
      .transaction(async (tx) => {
        await emitWebhookEvent(tx, { spaceId: a.spaceId, type: 'got_reply', key: 'manual:crash', data: {} });
        throw new Error('crash');
      })
      .catch(() => undefined);
    expect(
      await t.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.key, 'manual:crash')),
    ).toHaveLength(0);

    // Replay after the receiver is fixed: a new line of the log, delivered, same event.
    rx.state.status = 204;
    const replay = await call('POST', `/api/integrations/webhooks/${hookId}/deliveries/${row!.id}/replay`, {
      token: a.token,
      query: { space: a.spaceId },
    });
    expect(replay.status).toBe(200);
    expect(replay.body.payload).toMatchObject({
      status: 'delivered',
      response_code: 204,
      replay_of: row!.id,
      attempts: 1,
    });
    expect(verify(secret, rx.got.at(-1)!).data).toMatchObject({ n: 1 });
    const log = await call('GET', `/api/integrations/webhooks/${hookId}/deliveries`, {
      token: memberOfA.token,
      query: { space: a.spaceId },
    });
    expect(log.body.payload[0]._id).toBe(replay.body.payload._id);
    expect(
      (
        await call('POST', `/api/integrations/webhooks/${hookId}/deliveries/${row!.id}/replay`, {
          token: memberOfA.token,
          query: { space: a.spaceId },
        })
      ).status,
    ).toBe(403);
  });

  it('marking a lead and changing labels reach subscribers, once each', async () => {
    const made = await create(a.token, a.spaceId, {
      url: rx.url,
      update_types: ['mark_as_lead', 'add_label', 'delete_label'],
    });
    const ids = await upsertProspects(t.ctx.db, a.spaceId, [
      {
        profileLink: 'https://network.sandbox.local/in/lead-1',
        networkId: 'lead-1',
        firstName: 'Lea',
        lastName: 'D',
      },
    ]);
    const prospect = [...ids.values()][0]!;
    const label = await call('POST', '/api/labels/create', {
      token: a.token,
      query: { space: a.spaceId },
      body: { name: 'Hot', color: '#1a2b3c', is_shared: true },
    });
    expect(label.status).toBe(200);
    const q = { token: a.token, query: { space: a.spaceId } };
    expect(
      (await call('PUT', `/api/profiles/${prospect}/relation`, { ...q, body: { relation: 'lead' } })).status,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/profiles/${prospect}/relation`, { ...q, body: { relation: 'lead' } })).status,
    ).toBe(200);
    await call('PUT', `/api/profiles/${prospect}/labels`, {
      ...q,
      body: { labels: [label.body.payload._id] },
    });
    await call('PUT', `/api/profiles/${prospect}/labels`, { ...q, body: { labels: [] } });
    rx.got.length = 0;
    await deliverDue(t.ctx);
    const types = rx.got
      .map((r) => verify(made.body.payload.secret, r))
      .map((b) => [b.type, b.data.prospect_id]);
    expect(types.sort()).toEqual(
      [
        ['add_label', prospect],
        ['delete_label', prospect],
        ['mark_as_lead', prospect],
      ].sort(),
    );
    await call('DELETE', `/api/integrations/webhooks/${made.body.payload._id}`, q);
  });

  it('an inbound message is new_message, an inbound email new_email, once each (re-synced pages add nothing)', async () => {
    const made = await create(a.token, a.spaceId, {
      url: rx.url,
      update_types: ['new_message', 'new_email'],
    });
    const ids = await upsertProspects(t.ctx.db, a.spaceId, [
      {
        profileLink: 'https://network.sandbox.local/in/in-1',
        networkId: 'in-1',
        firstName: 'Ina',
        lastName: 'B',
      },
    ]);
    const prospect = [...ids.values()][0]!;
    const [cred] = await t.ctx.db
      .insert(credentials)
      .values({ spaceId: a.spaceId, username: 'inbox@example.com', timezone: 'UTC' })
      .returning({ id: credentials.id });
    const credentialId = cred!.id;
    const base = {
      spaceId: a.spaceId,
      credentialId,
      prospectId: prospect,
      status: 'received' as const,
      sentAt: clock.now(),
    };
    for (let i = 0; i < 2; i++) {
      await recordMessage(t.ctx.db, {
        ...base,
        channel: 'linkedIn',
        direction: 'inbound',
        text: 'Hi',
        externalId: 'm-1',
      });
      await recordMessage(t.ctx.db, {
        ...base,
        channel: 'email',
        direction: 'inbound',
        text: 'Mail',
        subject: 'Re',
        externalId: 'e-1',
      });
    }
    await recordMessage(t.ctx.db, {
      ...base,
      channel: 'linkedIn',
      direction: 'outbound',
      text: 'Ours',
      status: 'sent',
      externalId: 'm-2',
    });
    rx.got.length = 0;
    await deliverDue(t.ctx);
    const got = rx.got.map((r) => verify(made.body.payload.secret, r)).map((b) => [b.type, b.data.channel]);
    expect(got.sort()).toEqual([
      ['new_email', 'email'],
      ['new_message', 'linkedIn'],
    ]);
    await call('DELETE', `/api/integrations/webhooks/${made.body.payload._id}`, {
      token: a.token,
      query: { space: a.spaceId },
    });
  });

  it('exactly one outbox row per event while the engine crashes at random points', async () => {
    const made = await create(a.token, a.spaceId, { url: rx.url, update_types: ['invite_sent'] });
    const world = await engineWorld(t.ctx.database, { spaceId: a.spaceId, population: 300, seed: 5 });
    world.deps.options = { ...world.deps.options, minGapSeconds: 1, maxGapSeconds: 2 };
    const acc = await world.account({
      username: 'crashy-hooks@example.com',
      timezone: 'UTC',
      start: 0,
      end: 0,
      limits: { connection_requests: 1e6, weekly_connection_requests: 1e6 },
    });
    const wf = await world.campaign(acc.id, [{ type: 'connection_request', delay_days: 0, delay_hours: 0 }]);
    const people = await world.audience(wf, 40);
    let crashes = 0;
    world.deps.crashHook = seededCrashes(777, 0.1, () => crashes++);
    await runThroughCrashes(world.deps, () => new Date(clock.nowMs() + 3 * 86_400_000), {
      maxRestarts: 1000,
    });
    expect(crashes).toBeGreaterThan(0);
    const events = await t.ctx.db
      .select()
      .from(workflowEvents)
      .where(and(eq(workflowEvents.workflowId, wf.id), eq(workflowEvents.type, 'invite_sent')));
    // One event per invited prospect, and one outbox row per event (keyed by it), no more.
    expect(new Set(events.map((e) => e.prospectId)).size).toBe(events.length);
    expect(events.length).toBeGreaterThan(people.length / 2);
    const outbox = await t.ctx.db
      .select()
      .from(webhookEvents)
      .where(
        inArray(
          webhookEvents.key,
          events.map((e) => `workflow_event:${e.id}`),
        ),
      );
    expect(outbox).toHaveLength(events.length);
    const deliveries = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, made.body.payload._id));
    expect(deliveries).toHaveLength(events.length);
    await call('DELETE', `/api/integrations/webhooks/${made.body.payload._id}`, {
      token: a.token,
      query: { space: a.spaceId },
    });
  });

  it('a test event is signed, sent at once and logged', async () => {
    const made = await create(a.token, a.spaceId, { url: rx.url, update_types: ['mark_as_lead'] });
    rx.got.length = 0;
    const res = await call('POST', `/api/integrations/webhooks/${made.body.payload._id}/test`, {
      token: a.token,
      query: { space: a.spaceId },
    });
    expect(res.body.payload).toMatchObject({
      status: 'delivered',
      response_code: 200,
      event_type: 'mark_as_lead',
    });
    expect(verify(made.body.payload.secret, rx.got[0]!)).toMatchObject({
      type: 'mark_as_lead',
      data: { test: true },
    });
  });
});
