import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { campaignProspects, credentials, prospects } from '../../db/schema/index.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { inboxWorld } from '../../test/inbox-world.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof inboxWorld>>;
let call: ReturnType<typeof apiClient>;
const events: { user: string; event: string; data: any }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  call = apiClient(t.app);
  w = await inboxWorld(t.app, t.ctx);
  const original = t.ctx.realtime.emitToUser.bind(t.ctx.realtime);
  t.ctx.realtime.emitToUser = (user, event, data) => {
    events.push({ user, event, data });
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
const list = (token: string, query: Record<string, string> = {}) =>
  call('GET', '/api/inbox/conversations', { token, query: { ...w.q, ...query } });

describe('sync: new inbound messages', () => {
  it('stores replies, marks gotReply, pauses the campaign, creates unknown senders, measures lag', async () => {
    await w.reply(w.c1.id, 0, 'Sounds great, tell me more', 90_000);
    await w.reply(w.c1.id, 4, 'Hi, who are you?', 30_000);
    await w.reply(w.c2.id, 2, 'Not now');
    const res = await sync(w.c1.id);
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ stored: 2, inbound: 2 });
    expect(res.body.payload.status.last_lag_ms).toBeGreaterThanOrEqual(30_000);
    expect(res.body.payload.status.max_lag_ms).toBeGreaterThanOrEqual(90_000);
    const [p0] = await w.db
      .select()
      .from(prospects)
      .where(eq(prospects.id, w.pid(0)));
    expect(p0!.relation).toBe('gotReply');
    const [cp] = await w.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.prospectId, w.pid(0)));
    expect(cp).toMatchObject({ status: 'paused', pausedReason: 'got_reply', nextRunAt: null });
    const stranger = await w.db.select().from(prospects).where(eq(prospects.networkId, w.people[4]!.id));
    expect(stranger[0]!.firstName).toBe(w.people[4]!.firstName);
    // Realtime: counter and new message to the admin and to the member who may use c1.
    const toMember = events.filter((e) => e.user === w.member.user._id);
    expect(toMember.map((e) => e.event)).toContain('update_unread_counter');
    expect(toMember.find((e) => e.event === 'new_message')!.data).toMatchObject({
      credentials_id: w.c1.id,
      channel: 'linkedIn',
    });
    const [c1] = await w.db.select().from(credentials).where(eq(credentials.id, w.c1.id));
    expect(c1!.unreadCount).toBe(2);
  });
  it('a second pass stores nothing twice', async () => {
    const again = await sync(w.c1.id);
    expect(again.body.payload).toMatchObject({ stored: 0, inbound: 0 });
    events.length = 0;
    await sync(w.c2.id);
    expect(events.some((e) => e.user === w.member.user._id)).toBe(false);
    expect(events.some((e) => e.user === w.admin.user._id && e.event === 'new_message')).toBe(true);
  });
  it('sync status per account, scoped', async () => {
    const admin = await call('GET', '/api/inbox/sync_status', { token: w.admin.token, query: w.q });
    expect(admin.body.payload.map((s: { credentials_id: string }) => s.credentials_id).sort()).toEqual(
      [w.c1.id, w.c2.id].sort(),
    );
    const member = await call('GET', '/api/inbox/sync_status', { token: w.member.token, query: w.q });
    expect(member.body.payload).toHaveLength(1);
    expect(member.body.payload[0]).toMatchObject({ credentials_id: w.c1.id, messages_synced: 2 });
    expect(
      (
        await call('POST', '/api/inbox/sync', {
          token: w.member.token,
          query: w.q,
          body: { credentials_id: w.c2.id },
        })
      ).status,
    ).toBe(404);
  });
});

describe('conversation list', () => {
  it('admin sees all accounts, newest first; member only c1; other workspace nothing', async () => {
    const admin = await list(w.admin.token);
    expect(admin.status).toBe(200);
    expect(admin.body.payload.items.map((c: { last_message: string }) => c.last_message)).toEqual([
      'Hi, who are you?',
      'Not now',
      'Sounds great, tell me more',
    ]);
    expect(admin.body.payload.items).toHaveLength(3);
    const member = await list(w.member.token);
    expect(member.body.payload.items).toHaveLength(2);
    expect(
      member.body.payload.items.every((c: { credentials_id: string }) => c.credentials_id === w.c1.id),
    ).toBe(true);
    expect((await list(w.member.token, { credentials_id: w.c2.id })).status).toBe(404);
    expect((await list(w.other.token)).status).toBe(403);
    const otherOwn = await call('GET', '/api/inbox/conversations', {
      token: w.other.token,
      query: { space: w.other.spaceId },
    });
    expect(otherOwn.body.payload.items).toEqual([]);
  });
  it('filters: account, channel, campaign, label, unread, search; keyset paging', async () => {
    expect((await list(w.admin.token, { credentials_id: w.c2.id })).body.payload.items).toHaveLength(1);
    expect((await list(w.admin.token, { channel: 'inmail' })).body.payload.items).toHaveLength(0);
    expect((await list(w.admin.token, { campaign: w.w1.id })).body.payload.items).toHaveLength(1);
    expect((await list(w.admin.token, { mark: 'unread' })).body.payload.items).toHaveLength(3);
    const search = await list(w.admin.token, { q: 'not now' });
    expect(search.body.payload.items.map((c: { profile: { _id: string } }) => c.profile._id)).toEqual([
      w.pid(2),
    ]);
    const byName = await list(w.admin.token, { q: w.people[0]!.lastName });
    expect(byName.body.payload.items.map((c: { profile: { _id: string } }) => c.profile._id)).toContain(
      w.pid(0),
    );
    const label = (
      await call('POST', '/api/labels/create', {
        token: w.admin.token,
        query: w.q,
        body: { name: 'VIP', color: '#222', is_shared: true },
      })
    ).body.payload;
    await call('PUT', `/api/profiles/${w.pid(2)}/labels`, {
      token: w.admin.token,
      query: w.q,
      body: { labels: [label._id] },
    });
    expect((await list(w.admin.token, { label: label._id })).body.payload.items).toHaveLength(1);
    const first = await list(w.admin.token, { limit: '2' });
    expect(first.body.payload.items).toHaveLength(2);
    expect(first.body.payload.next_cursor).toBeTruthy();
    const second = await list(w.admin.token, { limit: '2', cursor: first.body.payload.next_cursor });
    expect(second.body.payload.items).toHaveLength(1);
    expect(second.body.payload.next_cursor).toBeNull();
    const ids = [...first.body.payload.items, ...second.body.payload.items].map(
      (c: { _id: string }) => c._id,
    );
    expect(new Set(ids).size).toBe(3);
    expect((await list(w.admin.token, { cursor: 'garbage' })).status).toBe(400);
    expect((await list(w.admin.token, { mark: 'deleted' })).status).toBe(400);
  });
});

describe('conversation view, marks and unread counter', () => {
  it('opening shows messages and prospect, marks read and pushes the counter', async () => {
    const before = await call('GET', '/api/inbox/unread', { token: w.admin.token, query: w.q });
    expect(before.body.payload).toMatchObject({ total: 3, by_credentials: { [w.c1.id]: 2, [w.c2.id]: 1 } });
    const member = await call('GET', '/api/inbox/unread', { token: w.member.token, query: w.q });
    expect(member.body.payload).toEqual({ total: 2, by_credentials: { [w.c1.id]: 2 } });
    const conv = (await list(w.admin.token, { credentials_id: w.c1.id, profile_id: w.pid(0) })).body.payload
      .items[0];
    events.length = 0;
    const open = await call('GET', `/api/inbox/conversations/${conv._id}`, {
      token: w.admin.token,
      query: w.q,
    });
    expect(open.status).toBe(200);
    expect(open.body.payload.messages).toMatchObject([
      { direction: 'inbound', channel: 'linkedIn', status: 'received', text: 'Sounds great, tell me more' },
    ]);
    expect(open.body.payload.profile._id).toBe(w.pid(0));
    expect(open.body.payload.conversation.is_unread).toBe(false);
    expect(events.find((e) => e.event === 'update_unread_counter')!.data).toMatchObject({
      credentials_id: w.c1.id,
      unread_count: 1,
    });
    const after = await call('GET', '/api/inbox/unread', { token: w.admin.token, query: w.q });
    expect(after.body.payload.total).toBe(2);
  });
  it('a member cannot open a conversation of another account; nobody across workspaces', async () => {
    const conv = (await list(w.admin.token, { credentials_id: w.c2.id })).body.payload.items[0];
    expect(
      (await call('GET', `/api/inbox/conversations/${conv._id}`, { token: w.member.token, query: w.q }))
        .status,
    ).toBe(404);
    expect(
      (
        await call('GET', `/api/inbox/conversations/${conv._id}`, {
          token: w.other.token,
          query: { space: w.other.spaceId },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('POST', `/api/inbox/conversations/${conv._id}/mark`, {
          token: w.member.token,
          query: w.q,
          body: { mark: 'starred' },
        })
      ).status,
    ).toBe(404);
  });
  it('marks: starred, archived (hidden from the list), unread', async () => {
    const conv = (await list(w.admin.token, { credentials_id: w.c2.id })).body.payload.items[0];
    const star = await call('POST', `/api/inbox/conversations/${conv._id}/mark`, {
      token: w.admin.token,
      query: w.q,
      body: { mark: 'starred' },
    });
    expect(star.body.payload.is_starred).toBe(true);
    expect((await list(w.admin.token, { mark: 'starred' })).body.payload.items).toHaveLength(1);
    await call('POST', `/api/inbox/conversations/${conv._id}/mark`, {
      token: w.admin.token,
      query: w.q,
      body: { mark: 'archived' },
    });
    expect((await list(w.admin.token)).body.payload.items).toHaveLength(2);
    expect((await list(w.admin.token, { mark: 'archived' })).body.payload.items).toHaveLength(1);
    await call('POST', `/api/inbox/conversations/${conv._id}/mark`, {
      token: w.admin.token,
      query: w.q,
      body: { mark: 'archived', value: false },
    });
    const unread = await call('POST', `/api/inbox/conversations/${conv._id}/mark`, {
      token: w.admin.token,
      query: w.q,
      body: { mark: 'read' },
    });
    expect(unread.body.payload.is_unread).toBe(false);
    const again = await call('POST', `/api/inbox/conversations/${conv._id}/mark`, {
      token: w.admin.token,
      query: w.q,
      body: { mark: 'unread' },
    });
    expect(again.body.payload.is_unread).toBe(true);
    expect(
      (
        await call('POST', `/api/inbox/conversations/${conv._id}/mark`, {
          token: w.admin.token,
          query: w.q,
          body: { mark: 'deleted' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('sending, drafts, saved replies', () => {
  it('renders placeholders, appends the signature, sends through the driver, clears the draft', async () => {
    await w.connect(w.c1.id, 0);
    const draft = await call('PUT', `/api/inbox/drafts/${w.pid(0)}`, {
      token: w.admin.token,
      query: w.q,
      body: { channel: 'linkedIn', draft: 'Hi {first_name}', last_preview: 'Hi' },
    });
    expect(draft.status).toBe(200);
    expect(
      (await call('GET', `/api/inbox/drafts/${w.pid(0)}`, { token: w.admin.token, query: w.q })).body.payload,
    ).toMatchObject([{ channel: 'linkedIn', draft: 'Hi {first_name}' }]);
    const { signatures } = await import('../../db/schema/index.js');
    const [sig] = await w.db
      .insert(signatures)
      .values({ spaceId: w.c1.spaceId, credentialId: w.c1.id, name: 'Short', message: '— Sam' })
      .returning();
    const res = await call('POST', '/api/inbox/send', {
      token: w.admin.token,
      query: w.q,
      body: {
        credentials_id: w.c1.id,
        profile_id: w.pid(0),
        text: 'Hi {first_name}, how is {pet}? {sender_first_name}',
        signature_id: sig!.id,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payload.text).toBe(`Hi ${w.people[0]!.firstName}, how is Rex? Sam\n\n— Sam`);
    expect(
      (await call('GET', `/api/inbox/drafts/${w.pid(0)}`, { token: w.admin.token, query: w.q })).body.payload,
    ).toEqual([]);
    const open = await call('GET', `/api/inbox/conversations/${res.body.payload.conversation_id}`, {
      token: w.admin.token,
      query: w.q,
    });
    expect(open.body.payload.messages.at(-1)).toMatchObject({
      direction: 'outbound',
      status: 'sent',
      text: res.body.payload.text,
    });
    // The network holds it once; a sync does not double it.
    await sync(w.c1.id);
    const again = await call('GET', `/api/inbox/conversations/${res.body.payload.conversation_id}`, {
      token: w.admin.token,
      query: w.q,
    });
    expect(
      again.body.payload.messages.filter((m: { direction: string }) => m.direction === 'outbound'),
    ).toHaveLength(1);
  });
  it('refuses bad input and what the network refuses', async () => {
    const send = (body: Record<string, unknown>, token = w.admin.token) =>
      call('POST', '/api/inbox/send', { token, query: w.q, body });
    expect((await send({ credentials_id: w.c1.id, profile_id: w.pid(0), text: 'Hi {Unknown' })).status).toBe(
      400,
    );
    expect((await send({ credentials_id: w.c1.id, profile_id: w.pid(0), text: '' })).status).toBe(400);
    expect(
      (await send({ credentials_id: w.c1.id, profile_id: w.pid(0), text: 'x'.repeat(8001) })).status,
    ).toBe(400);
    expect(
      (await send({ credentials_id: w.c1.id, profile_id: w.pid(0), text: 'Hi', channel: 'sms' })).status,
    ).toBe(400);
    expect((await send({ credentials_id: w.c1.id, profile_id: w.pid(1), text: 'Hi' })).status).toBe(409); // not connected
    expect(
      (await send({ credentials_id: w.c2.id, profile_id: w.pid(2), text: 'Hi' }, w.member.token)).status,
    ).toBe(404);
    expect((await send({ credentials_id: w.c3.id, profile_id: w.pid(0), text: 'Hi' })).status).toBe(404);
  });
  it('drafts: validated, per channel, deletable; not for foreign prospects', async () => {
    expect(
      (
        await call('PUT', `/api/inbox/drafts/${w.pid(1)}`, {
          token: w.admin.token,
          query: w.q,
          body: { channel: 'fax', draft: 'x' },
        })
      ).status,
    ).toBe(400);
    await call('PUT', `/api/inbox/drafts/${w.pid(1)}`, {
      token: w.admin.token,
      query: w.q,
      body: { channel: 'email', draft: 'Body', subject: 'Hello' },
    });
    await call('PUT', `/api/inbox/drafts/${w.pid(1)}`, {
      token: w.admin.token,
      query: w.q,
      body: { channel: 'sms', draft: 'Text' },
    });
    expect(
      (await call('GET', `/api/inbox/drafts/${w.pid(1)}`, { token: w.admin.token, query: w.q })).body.payload,
    ).toHaveLength(2);
    await call('DELETE', `/api/inbox/drafts/${w.pid(1)}`, {
      token: w.admin.token,
      query: { ...w.q, channel: 'sms' },
    });
    expect(
      (await call('GET', `/api/inbox/drafts/${w.pid(1)}`, { token: w.admin.token, query: w.q })).body.payload,
    ).toMatchObject([{ channel: 'email', subject: 'Hello' }]);
    expect(
      (await call('GET', `/api/inbox/drafts/${w.pid(2)}`, { token: w.member.token, query: w.q })).status,
    ).toBe(404);
  });
  it('saved replies: CRUD, placeholder rules, author or admin edits', async () => {
    const created = await call('POST', '/api/inbox/templates', {
      token: w.member.token,
      query: w.q,
      body: { name: 'Thanks', text: 'Thanks {first_name}!' },
    });
    expect(created.status).toBe(200);
    expect(
      (
        await call('POST', '/api/inbox/templates', {
          token: w.member.token,
          query: w.q,
          body: { name: 'Bad', text: 'Hi {nope}' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/inbox/templates', {
          token: w.member.token,
          query: w.q,
          body: { name: ' ', text: 'x' },
        })
      ).status,
    ).toBe(400);
    const listed = await call('GET', '/api/inbox/templates', { token: w.admin.token, query: w.q });
    expect(listed.body.payload.map((t: { name: string }) => t.name)).toEqual(['Thanks']);
    const updated = await call('PUT', `/api/inbox/templates/${created.body.payload._id}`, {
      token: w.admin.token,
      query: w.q,
      body: { name: 'Thank you' },
    });
    expect(updated.body.payload.name).toBe('Thank you');
    expect(
      (await call('GET', '/api/inbox/templates', { token: w.other.token, query: { space: w.other.spaceId } }))
        .body.payload,
    ).toEqual([]);
    expect(
      (
        await call('DELETE', `/api/inbox/templates/${created.body.payload._id}`, {
          token: w.other.token,
          query: { space: w.other.spaceId },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('DELETE', `/api/inbox/templates/${created.body.payload._id}`, {
          token: w.member.token,
          query: w.q,
        })
      ).status,
    ).toBe(200);
  });
});
