import { and, eq } from 'drizzle-orm';
import { LOOPBACK_EGRESS } from '../../test/harness.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@leadloop/domain';
import {
  calendlyConnections,
  campaignProspects,
  prospects,
  tasks,
  users,
  webhookEvents,
} from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { userWithSpace } from '../../test/fixtures.js';
import { calendlyFake } from '../../test/calendly-fake.js';
import { engineWorld } from '../../test/engine-world.js';
import { signCalendly } from '../../providers/calendar/index.js';
import { loadConfig } from '../../config.js';

const TOKEN = 'eyJraWQiOiJ0ZXN0LXBhdC1mb3ItY2FsZW5kbHkifQ.personal-access-token';

describe(
  'Calendly: connect, users and event types, bookings pause the prospect',
  { timeout: 120_000 },
  () => {
    let t: TestApp;
    let call: ReturnType<typeof apiClient>;
    let fake: Awaited<ReturnType<typeof calendlyFake>>;
    let a: Awaited<ReturnType<typeof userWithSpace>>;
    const bodies: string[] = [];
    beforeAll(async () => {
      fake = await calendlyFake({ token: TOKEN, pageSize: 10 });
      t = await createTestApp({
        calendlyApiUrl: fake.url,
        egress: LOOPBACK_EGRESS,
      });
      const raw = apiClient(t.app);
      call = async (method, url, options) => {
        const res = await raw(method, url, options);
        bodies.push(JSON.stringify(res.body));
        return res;
      };
      a = await userWithSpace(t.app, 'A');
    });
    afterAll(async () => {
      await t.close();
      await fake.close();
    });
    const q = () => ({ token: a.token, query: { space: a.spaceId } });

    it('a wrong token is refused; the right one connects, subscribes to bookings and is never returned', async () => {
      const bad = await call('POST', '/api/integrations/calendly/connect', {
        ...q(),
        body: { token: 'not-the-right-token' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(MESSAGES.calendlyTokenInvalid);

      const res = await call('POST', '/api/integrations/calendly/connect', {
        ...q(),
        body: { token: TOKEN },
      });
      expect(res.status).toBe(200);
      expect(res.body.payload).toMatchObject({
        connected: true,
        calendly_user_id: 'ME',
        name: 'Maya Owner',
        webhook_active: true,
      });
      const [sub] = [...fake.state.subscriptions.values()];
      expect(sub).toMatchObject({ events: ['invitee.created', 'invitee.canceled'], scope: 'user' });
      expect(sub!.url).toMatch(/\/api\/integrations\/calendly\/webhook\/[0-9a-f-]{36}$/);

      const me = await call('GET', '/api/users/fetch_user', { token: a.token });
      expect(me.body.payload.calendly_token).toEqual({ id: expect.any(String), calendly_user_id: 'ME' });
      // Sealed at rest, never in an answer.
      const [row] = await t.ctx.db.select().from(calendlyConnections);
      expect(row!.tokenEnc).not.toContain(TOKEN);
      expect(bodies.join('\n')).not.toContain(TOKEN);
    });

    it('a real token reaches Calendly’s API (the default is api.calendly.com); a sandbox… token the offline sandbox', async () => {
      expect(loadConfig({}).calendlyApiUrl).toBe('https://api.calendly.com');
      // The connect above reached the API configured (the fake) with the user's token.
      expect(fake.state.calls).toContain('GET /users/me');
      const callsBefore = fake.state.calls.length;
      const b = await userWithSpace(t.app, 'B');
      // the sandbox refuses its own invalid token as Calendly refuses a wrong one (the browser flow shows it)
      const refused = await call('POST', '/api/integrations/calendly/connect', {
        token: b.token,
        query: { space: b.spaceId },
        body: { token: 'sandbox-invalid-token' },
      });
      expect(refused.body).toMatchObject({ code: 400, message: MESSAGES.calendlyTokenInvalid });
      const res = await call('POST', '/api/integrations/calendly/connect', {
        token: b.token,
        query: { space: b.spaceId },
        body: { token: 'sandbox-calendar-token' },
      });
      expect(res.status).toBe(200);
      expect(res.body.payload).toMatchObject({ connected: true, name: 'Sandbox Calendar' });
      await call('DELETE', '/api/integrations/calendly', { token: b.token, query: { space: b.spaceId } });
      expect(fake.state.calls.length).toBe(callsBefore);
    });

    it('users and event types (all pages read from Calendly), paged by 16 or 100; reload; the refresh error', async () => {
      const people = await call('GET', '/api/integrations/calendly/users', q());
      expect(people.body.payload).toEqual([
        {
          id: 'ME',
          first_name: 'Maya',
          last_name: 'Owner',
          user_avatar: 'https://assets.calendly.test/me.png',
        },
        { id: 'U2', first_name: 'Noah', last_name: 'Colleague', user_avatar: null },
      ]);
      const first = await call('GET', '/api/integrations/calendly/event_types', {
        token: a.token,
        query: { space: a.spaceId, limit: '16', offset: '0' },
      });
      expect(first.body.payload).toMatchObject({ total: 20, limit: 16, offset: 0 });
      expect(first.body.payload.items).toHaveLength(16);
      expect(first.body.payload.items[0]).toEqual({ _id: 'ET1', name: 'Call 1' });
      const second = await call('GET', '/api/integrations/calendly/event_types', {
        token: a.token,
        query: { space: a.spaceId, limit: '16', offset: '16' },
      });
      expect(second.body.payload.items.map((e: { _id: string }) => e._id)).toEqual([
        'ET17',
        'ET18',
        'ET19',
        'ET20',
      ]);
      const all = await call('GET', '/api/integrations/calendly/event_types', {
        token: a.token,
        query: { space: a.spaceId, limit: '100' },
      });
      expect(all.body.payload.items).toHaveLength(20);
      const odd = await call('GET', '/api/integrations/calendly/event_types', {
        token: a.token,
        query: { space: a.spaceId, limit: '20' },
      });
      expect(odd.status).toBe(400);
      const noah = await call('GET', '/api/integrations/calendly/U2/event_types', q());
      expect(noah.body.payload.items).toEqual([{ _id: 'ET-U2', name: 'Demo with Noah' }]);
      expect((await call('GET', '/api/integrations/calendly/NOBODY/event_types', q())).status).toBe(404);

      expect((await call('POST', '/api/integrations/calendly/reload', q())).status).toBe(200);
      fake.state.failing = true;
      const failed = await call('POST', '/api/integrations/calendly/reload', q());
      fake.state.failing = false;
      expect(failed.status).toBe(502);
      expect(failed.body.message).toBe(MESSAGES.cannotRefreshCalendly);
    });

    it('a signed invitee.created for a prospect pauses it (Calendly meeting booked), emits meet_booked once and gives the owner a task', async () => {
      await call('POST', '/api/integrations/webhooks', {
        ...q(),
        body: { url: 'http://127.0.0.1:9/leadloop', update_types: ['meet_booked'] },
      });
      const world = await engineWorld(t.ctx.database, { spaceId: a.spaceId, population: 300 });
      const acc = await world.account({ username: 'wh@example.com', timezone: 'UTC', start: 0, end: 0 });
      const wf = await world.campaign(acc.id, [
        { type: 'view_profile', delay_days: 0, delay_hours: 0 },
        { type: 'view_profile', delay_days: 5, delay_hours: 0 },
      ]);
      const [booked, other] = await world.audience(wf, 2);
      await t.ctx.db
        .update(prospects)
        .set({ workEmail: 'Ana.Buyer@Example.com' })
        .where(eq(prospects.id, booked!));

      const [sub] = [...fake.state.subscriptions.values()];
      const path = new URL(sub!.url).pathname;
      const payload = JSON.stringify({
        event: 'invitee.created',
        created_at: clock.now().toISOString(),
        payload: {
          uri: `${fake.url}/scheduled_events/EV1/invitees/INV1`,
          email: 'ana.buyer@example.com',
          name: 'Ana Buyer',
          scheduled_event: {
            uri: `${fake.url}/scheduled_events/EV1`,
            name: 'Call 1',
            start_time: '2031-05-01T10:00:00Z',
          },
        },
      });
      const post = (body: string, signature: string) =>
        t.app.inject({
          method: 'POST',
          url: path,
          payload: body,
          headers: { 'content-type': 'application/json', 'calendly-webhook-signature': signature },
        });
      // A forged or stale signature is refused, and changes nothing.
      expect(
        (await post(payload, signCalendly('wrong-key', payload, Math.floor(clock.nowMs() / 1000))))
          .statusCode,
      ).toBe(401);
      expect(
        (
          await post(
            payload,
            signCalendly(sub!.signing_key, payload, Math.floor(clock.nowMs() / 1000) - 3600),
          )
        ).statusCode,
      ).toBe(401);

      const signed = () => signCalendly(sub!.signing_key, payload, Math.floor(clock.nowMs() / 1000));
      const ok = await post(payload, signed());
      expect(ok.statusCode).toBe(200);
      expect(ok.json().payload).toEqual({ handled: true, prospects: 1, paused: 1 });
      // Calendly redelivers: nothing happens twice.
      expect((await post(payload, signed())).json().payload).toMatchObject({ handled: false });

      const rows = await t.ctx.db
        .select()
        .from(campaignProspects)
        .where(eq(campaignProspects.workflowId, wf.id));
      expect(rows.find((r) => r.prospectId === booked)).toMatchObject({
        status: 'paused',
        pausedReason: 'calendly_meeting_booked',
      });
      expect(rows.find((r) => r.prospectId === other)!.status).not.toBe('paused');
      const outbox = await t.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.type, 'meet_booked'));
      expect(outbox).toHaveLength(1);
      expect(outbox[0]!.payload).toMatchObject({
        data: { prospect_id: booked, workflow_id: wf.id, start_time: '2031-05-01T10:00:00.000Z' },
      });
      const [task] = await t.ctx.db
        .select()
        .from(tasks)
        .where(and(eq(tasks.prospectId, booked!), eq(tasks.type, 'meeting')));
      expect(task).toMatchObject({
        assigneeId: a.user._id as string,
        status: 'open',
        dueDate: new Date('2031-05-01T10:00:00Z'),
      });
      // The prospect list shows the spec's reason.
      const detail = await call('GET', `/api/profiles/${booked}`, q());
      expect(JSON.stringify(detail.body.payload)).toContain('calendly_meeting_booked');

      // Canceled: the owner's task is canceled.
      const canceled = payload.replace('invitee.created', 'invitee.canceled');
      const c = await post(
        canceled,
        signCalendly(sub!.signing_key, canceled, Math.floor(clock.nowMs() / 1000)),
      );
      expect(c.json().payload).toMatchObject({ handled: true });
      const [after] = await t.ctx.db.select().from(tasks).where(eq(tasks.id, task!.id));
      expect(after!.status).toBe('canceled');
    });

    it('disconnect removes the Calendly webhook and clears calendly_token', async () => {
      const res = await call('DELETE', '/api/integrations/calendly', q());
      expect(res.body.payload).toMatchObject({ connected: false });
      expect(fake.state.subscriptions.size).toBe(0);
      const [u] = await t.ctx.db
        .select()
        .from(users)
        .where(eq(users.id, a.user._id as string));
      expect(u!.calendlyToken).toBeNull();
      expect(await t.ctx.db.select().from(calendlyConnections)).toHaveLength(0);
      const later = await call('GET', '/api/integrations/calendly/users', q());
      expect(later.status).toBe(400);
      expect(later.body.message).toBe(MESSAGES.calendlyNotConnected);
    });
  },
);
