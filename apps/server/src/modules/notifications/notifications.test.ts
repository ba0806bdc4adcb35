import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { campaignProspects, credentials, users, whitelabels } from '../../db/schema/index.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { inboxWorld } from '../../test/inbox-world.js';
import { watchCampaigns } from '../workflows/watch.js';
import { brandOf } from '../brand/index.js';
import { sendDigests, sendPendingEmails } from './mail.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof inboxWorld>>;
let call: ReturnType<typeof apiClient>;
const pushed: { user: string; event: string; data: any }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  call = apiClient(t.app);
  w = await inboxWorld(t.app, t.ctx);
  const original = t.ctx.realtime.emitToUser.bind(t.ctx.realtime);
  t.ctx.realtime.emitToUser = (user, event, data) => {
    pushed.push({ user, event, data });
    original(user, event, data);
  };
});
afterAll(() => t.close());

const sync = (credentialId: string) =>
  call('POST', '/api/inbox/sync', {
    token: w.admin.token,
    query: w.q,
    body: { credentials_id: credentialId },
  });
const bell = (token: string, query: Record<string, string> = {}) =>
  call('GET', '/api/notifications', { token, query: { ...w.q, ...query } });

describe('notifications: a reply received through the inbox sync', () => {
  it('reaches the bell of everyone who may use the account, in real time, once', async () => {
    await w.reply(w.c1.id, 0, 'Sounds great, tell me more');
    expect((await sync(w.c1.id)).status).toBe(200);
    const admin = await bell(w.admin.token);
    expect(admin.status).toBe(200);
    expect(admin.body.payload.unread).toBe(1);
    expect(admin.body.payload.items[0]).toMatchObject({
      event: 'reply_received',
      type: 'success',
      text: 'Sounds great, tell me more',
      is_read: false,
      is_closed: false,
      action: { type: 'router', meta: { path: expect.stringMatching(/^\/inbox\//) } },
    });
    expect((await bell(w.member.token)).body.payload.unread).toBe(1);
    const live = pushed.filter((p) => p.event === 'new_notification');
    expect(new Set(live.map((p) => p.user))).toEqual(new Set([w.admin.user._id, w.member.user._id]));
    // A second pass sees nothing new, and the reply is not notified twice.
    await sync(w.c1.id);
    expect((await bell(w.admin.token)).body.payload.total).toBe(1);
  });

  it('a reply on an account the member may not use reaches only the admin', async () => {
    await w.reply(w.c2.id, 2, 'Not now');
    await sync(w.c2.id);
    expect((await bell(w.admin.token)).body.payload.unread).toBe(2);
    expect((await bell(w.member.token)).body.payload.unread).toBe(1);
  });

  it('other users and workspaces never see a user’s notifications', async () => {
    expect((await bell(w.other.token, { space: w.other.spaceId })).body.payload.total).toBe(0);
    expect((await bell(w.other.token)).status).toBe(403);
    const adminItem = (await bell(w.admin.token)).body.payload.items[0];
    // The member is in the workspace but the notification is the admin's.
    const byMember = await call('POST', `/api/notifications/${adminItem._id}/read`, {
      token: w.member.token,
      query: w.q,
    });
    expect(byMember.status).toBe(404);
    const byOther = await call('POST', `/api/notifications/${adminItem._id}/close`, {
      token: w.other.token,
      query: { space: w.other.spaceId },
    });
    expect(byOther.status).toBe(404);
    expect((await bell(w.admin.token)).body.payload.items[0].is_read).toBe(false);
  });
});

describe('notifications: read and closed state kept on the server', () => {
  it('mark read, mark all read; a closed one never comes back', async () => {
    const before = (await bell(w.admin.token)).body.payload;
    const [first, second] = before.items;
    const read = await call('POST', `/api/notifications/${first._id}/read`, {
      token: w.admin.token,
      query: w.q,
    });
    expect(read.status).toBe(200);
    expect(read.body.payload.is_read).toBe(true);
    expect((await bell(w.admin.token)).body.payload.unread).toBe(1);
    expect(pushed.at(-1)).toMatchObject({
      user: w.admin.user._id,
      event: 'update_notifications',
      data: { unread: 1 },
    });
    const closed = await call('POST', `/api/notifications/${second._id}/close`, {
      token: w.admin.token,
      query: w.q,
    });
    expect(closed.body.payload).toEqual({ unread: 0 });
    const after = (await bell(w.admin.token)).body.payload;
    expect(after.items.map((n: any) => n._id)).toEqual([first._id]);
    expect(after.total).toBe(1);
    // The member's copy of the same reply is theirs: still unread.
    expect((await bell(w.member.token)).body.payload.unread).toBe(1);
    const all = await call('POST', '/api/notifications/read_all', { token: w.member.token, query: w.q });
    expect(all.body).toMatchObject({ ok: true, payload: { unread: 0 } });
    expect((await bell(w.member.token, { unread: 'true' })).body.payload.items).toEqual([]);
  });

  it('bad input is a 400 or 404, never a 500', async () => {
    expect((await bell(w.admin.token, { limit: '0' })).status).toBe(400);
    expect((await bell(w.admin.token, { offset: '-1' })).status).toBe(400);
    expect(
      (await call('POST', '/api/notifications/not-an-id/read', { token: w.admin.token, query: w.q })).status,
    ).toBe(404);
    const put = (body: unknown) =>
      call('PUT', '/api/preferences/user/notifications', { token: w.admin.token, body });
    expect((await put({ events: { nonsense: { in_app: false } } })).status).toBe(400);
    expect((await put({ events: { reply_received: { in_app: 'maybe' } } })).status).toBe(400);
    expect((await put({ email_mode: 'weekly' })).status).toBe(400);
    expect((await put({ extra: 1 })).status).toBe(400);
    expect((await call('GET', '/api/preferences/user/notifications')).status).toBe(401);
  });
});

describe('notifications: preferences per user and event', () => {
  it('defaults: everything in the app, account problems also by email', async () => {
    const res = await call('GET', '/api/preferences/user/notifications', { token: w.member.token });
    expect(res.status).toBe(200);
    expect(res.body.payload.email_mode).toBe('instant');
    expect(res.body.payload.events.reply_received).toEqual({ in_app: true, email: false });
    expect(res.body.payload.events.account_restricted).toEqual({ in_app: true, email: true });
  });

  it('an event switched off in the app is not notified; by email it is sent, instantly or in the digest', async () => {
    const saved = await call('PUT', '/api/preferences/user/notifications', {
      token: w.member.token,
      body: { events: { reply_received: { in_app: false, email: true } } },
    });
    expect(saved.body.payload.events.reply_received).toEqual({ in_app: false, email: true });
    // A partial change keeps the rest.
    await call('PUT', '/api/preferences/user/notifications', {
      token: w.member.token,
      body: { events: { campaign_finished: { email: true } } },
    });
    const prefs = await call('GET', '/api/preferences/user/notifications', { token: w.member.token });
    expect(prefs.body.payload.events.reply_received).toEqual({ in_app: false, email: true });
    expect(prefs.body.payload.events.campaign_finished).toEqual({ in_app: true, email: true });

    const memberBefore = (await bell(w.member.token)).body.payload.total;
    const adminBefore = (await bell(w.admin.token)).body.payload.unread;
    await w.reply(w.c1.id, 1, 'Call me tomorrow');
    await sync(w.c1.id);
    expect((await bell(w.member.token)).body.payload.total).toBe(memberBefore);
    expect((await bell(w.admin.token)).body.payload.unread).toBe(adminBefore + 1);
    // The member belongs to a white label: the mail wears its name and colour (issue 17).
    const [base] = await t.ctx.db.select().from(whitelabels).where(eq(whitelabels.brand, 'leadloop'));
    const { createdAt: _c, updatedAt: _u, ...look } = base!;
    await t.ctx.db.insert(whitelabels).values({
      ...look,
      brand: 'acme-mail',
      name: 'Acme Mail',
      colors: { ...look.colors, primary: '#fa5252' },
    });
    await t.ctx.db.update(users).set({ brand: 'acme-mail' }).where(eq(users.email, w.member.email));
    // Written past the admin API (which reloads the brands itself): on PostgreSQL this process hears of the
    // new brand through its cache notice, a moment later.
    await vi.waitFor(async () => expect((await brandOf(t.ctx.db, 'acme-mail')).name).toBe('Acme Mail'));
    expect(await sendPendingEmails(t.ctx)).toBe(1);
    const outbox = await t.ctx.mailer.outbox(w.member.email);
    expect(outbox[0]).toMatchObject({ kind: 'notification' });
    expect(outbox[0]!.text).toContain('Call me tomorrow');
    expect(outbox[0]!.from).toContain('Acme Mail');
    expect(outbox[0]!.html).toContain('#fa5252');
    expect(await sendPendingEmails(t.ctx)).toBe(0);

    await call('PUT', '/api/preferences/user/notifications', {
      token: w.member.token,
      body: { email_mode: 'daily_digest' },
    });
    await w.reply(w.c1.id, 0, 'One more thing');
    await w.reply(w.c1.id, 1, 'And another');
    await sync(w.c1.id);
    expect(await sendPendingEmails(t.ctx)).toBe(0);
    expect(await sendDigests(t.ctx)).toBe(1);
    const digest = (await t.ctx.mailer.outbox(w.member.email))[0]!;
    expect(digest.kind).toBe('notification_digest');
    expect(digest.text).toContain('One more thing');
    expect(digest.text).toContain('And another');
    // Once a day: a new reply waits for tomorrow's digest.
    await w.reply(w.c1.id, 0, 'Still there?');
    await sync(w.c1.id);
    expect(await sendDigests(t.ctx)).toBe(0);
  });
});

describe('notifications: account and campaign events', () => {
  it('an account restricted by the network notifies its users once', async () => {
    const { recordNetworkFailure } = await import('../credentials/maintenance.js');
    await recordNetworkFailure(t.ctx, w.c2.id, 'account_restricted');
    await recordNetworkFailure(t.ctx, w.c2.id, 'account_restricted');
    const items = (await bell(w.admin.token)).body.payload.items.filter(
      (n: any) => n.event === 'account_restricted',
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ type: 'error', withoutDuration: true, params: { name: 'Sam Sender' } });
    expect(
      (await bell(w.member.token)).body.payload.items.some((n: any) => n.event === 'account_restricted'),
    ).toBe(false);
  });

  it('a challenge found in the background asks for verification; the same answer to the user’s own sign-in does not ring the bell', async () => {
    const { recordNetworkFailure } = await import('../credentials/maintenance.js');
    const { saveAndEmit, patchForError } = await import('../credentials/login.js');
    const { credentials } = await import('../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const rowOf = async () =>
      (await t.ctx.db.select().from(credentials).where(eq(credentials.id, w.c1.id)))[0]!;
    const verifications = async () =>
      (await bell(w.admin.token)).body.payload.items.filter((n: any) => n.event === 'account_verification');
    const row = await rowOf();
    // the wizard's sign-in (a user's own request): the screen shows it, no toast over the wizard
    await saveAndEmit(t.ctx, row, patchForError(row, 'challenge_required'));
    expect(await verifications()).toHaveLength(0);
    await saveAndEmit(t.ctx, await rowOf(), { authStatus: { ...row.authStatus, challenged_at: null } });
    // the engine meets the same challenge while acting
    await recordNetworkFailure(t.ctx, w.c1.id, 'challenge_required');
    expect(await verifications()).toHaveLength(1);
  });

  it('a finished campaign and a daily limit are noticed by the watch, once', async () => {
    await t.ctx.db
      .update(campaignProspects)
      .set({ status: 'finished', nextRunAt: null, waitReason: null })
      .where(eq(campaignProspects.workflowId, w.w1.id));
    await t.ctx.db
      .update(campaignProspects)
      .set({
        status: 'active',
        waitReason: 'daily_limit:invitations',
        nextRunAt: new Date(Date.now() + 3600_000),
      })
      .where(eq(campaignProspects.workflowId, w.w2.id));
    await watchCampaigns(t.ctx);
    await watchCampaigns(t.ctx);
    const events = (await bell(w.admin.token, { limit: '100' })).body.payload.items.map((n: any) => n.event);
    expect(events.filter((e: string) => e === 'campaign_finished')).toHaveLength(1);
    expect(events.filter((e: string) => e === 'daily_limit_reached')).toHaveLength(1);
    const memberEvents = (await bell(w.member.token, { limit: '100' })).body.payload.items.map(
      (n: any) => n.event,
    );
    // The member may use c1 (Founders finished) but not c2 (the daily limit).
    expect(memberEvents).toContain('campaign_finished');
    expect(memberEvents).not.toContain('daily_limit_reached');
  });

  it('a campaign whose every running prospect is held is stalled, with the engine’s explanation', async () => {
    await t.ctx.db.update(credentials).set({ status: 'active' }).where(eq(credentials.id, w.c2.id));
    await t.ctx.db
      .update(campaignProspects)
      .set({ status: 'active', waitReason: 'account_not_active', nextRunAt: new Date(Date.now() + 3600_000) })
      .where(eq(campaignProspects.workflowId, w.w2.id));
    await watchCampaigns(t.ctx);
    const stalled = (await bell(w.admin.token, { limit: '100' })).body.payload.items.find(
      (n: any) => n.event === 'campaign_stalled',
    );
    expect(stalled).toMatchObject({
      title: 'Agencies is stalled',
      text: 'The account is not active (check its status in Settings)',
    });
  });

  it('a campaign search that found nobody tells the account’s users, with the way to edit it', async () => {
    const wf = await call('POST', '/api/workflows', {
      token: w.admin.token,
      query: w.q,
      body: {
        credentials_id: w.c1.id,
        name: 'Nobody here',
        sequence: [{ type: 'view_profile' }],
        searches: [
          { url: 'https://www.linkedin.com/search/results/people/?keywords=founder%20qqzzyy', limit: 10 },
        ],
        status: 'active',
      },
    });
    expect(wf.status).toBe(200);
    for (const user of [w.admin, w.member]) {
      const found = (await bell(user.token, { limit: '100' })).body.payload.items.find(
        (n: any) => n.event === 'search_found_nobody',
      );
      expect(found).toMatchObject({
        title: 'Your search found nobody in Nobody here',
        action: {
          type: 'router',
          meta: { path: `/campaign/edit/${wf.body.payload._id}?selectedCred=${w.c1.id}&view=prospects` },
        },
      });
    }
  });
});
