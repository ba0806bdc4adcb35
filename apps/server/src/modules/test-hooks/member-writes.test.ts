import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { sandboxMessages } from '../../db/schema/index.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { inboxWorld } from '../../test/inbox-world.js';

/** POST /api/test/sandbox/member_writes: a sandbox member writes to an account; the inbox sync picks it up. */
let t: TestApp;
let w: Awaited<ReturnType<typeof inboxWorld>>;
let call: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await createTestApp();
  call = apiClient(t.app);
  w = await inboxWorld(t.app, t.ctx);
});
afterAll(() => t.close());

const writes = (token: string, body: Record<string, unknown>) =>
  call('POST', '/api/test/sandbox/member_writes', { token, body });
const inboundCount = async () =>
  (
    await w.db.select({ n: count() }).from(sandboxMessages).where(eq(sandboxMessages.direction, 'inbound'))
  )[0]!.n;

describe('POST /test/sandbox/member_writes', () => {
  it('puts an inbound message on the network that the inbox shows, unread, after a sync', async () => {
    const res = await writes(w.admin.token, {
      credentials_id: w.c1.id,
      offset: 3,
      text: 'Hello from the hook',
    });
    expect(res.status).toBe(200);
    const who = res.body.payload;
    expect(who).toMatchObject({ member_id: expect.any(String), first_name: expect.any(String) });
    expect(who.company).toBeTruthy();

    const before = await call('GET', '/api/inbox/conversations', { token: w.admin.token, query: w.q });
    expect(before.body.payload.items.some((c: any) => c.last_message === 'Hello from the hook')).toBe(false);

    const sync = await call('POST', '/api/inbox/sync', {
      token: w.admin.token,
      query: w.q,
      body: { credentials_id: w.c1.id },
    });
    expect(sync.body.payload).toMatchObject({ inbound: 1 });
    const after = await call('GET', '/api/inbox/conversations', { token: w.admin.token, query: w.q });
    const conv = after.body.payload.items.find((c: any) => c.last_message === 'Hello from the hook');
    expect(conv).toMatchObject({
      credentials_id: w.c1.id,
      channel: 'linkedIn',
      is_unread: true,
      last_direction: 'inbound',
      profile: { first_name: who.first_name, last_name: who.last_name },
    });
    // The member who may use c1 sees it as well, and the unread counter counts it.
    const unread = await call('GET', '/api/inbox/unread', { token: w.member.token, query: w.q });
    expect(unread.body.payload.by_credentials[w.c1.id]).toBeGreaterThanOrEqual(1);
  });

  it('the same member can write again: a second message in the same conversation', async () => {
    const first = await writes(w.admin.token, { credentials_id: w.c1.id, offset: 5, text: 'One' });
    await new Promise((r) => setTimeout(r, 5));
    const second = await writes(w.admin.token, { credentials_id: w.c1.id, offset: 5, text: 'Two' });
    expect(second.body.payload.member_id).toBe(first.body.payload.member_id);
    await call('POST', '/api/inbox/sync', {
      token: w.admin.token,
      query: w.q,
      body: { credentials_id: w.c1.id },
    });
    const list = await call('GET', '/api/inbox/conversations', { token: w.admin.token, query: w.q });
    const conv = list.body.payload.items.find((c: any) => ['One', 'Two'].includes(c.last_message));
    const open = await call('GET', `/api/inbox/conversations/${conv._id}`, {
      token: w.admin.token,
      query: w.q,
    });
    expect(open.body.payload.messages.map((m: any) => m.text)).toEqual(
      expect.arrayContaining(['One', 'Two']),
    );
  });

  it('is picked up after a sync has already seen a message sent a moment ago (the sync reads past a cursor)', async () => {
    const sync = () =>
      call('POST', '/api/inbox/sync', {
        token: w.admin.token,
        query: w.q,
        body: { credentials_id: w.c1.id },
      });
    await writes(w.admin.token, { credentials_id: w.c1.id, offset: 7, text: 'Earlier' });
    await sync();
    const list = await call('GET', '/api/inbox/conversations', { token: w.admin.token, query: w.q });
    const conv = list.body.payload.items.find((c: any) => c.last_message === 'Earlier');
    // The account answers; the sync sees the answer, so its cursor now stands at this moment.
    const sent = await call('POST', '/api/inbox/send', {
      token: w.admin.token,
      query: w.q,
      body: { credentials_id: w.c1.id, profile_id: conv.profile._id, text: 'Thanks for writing' },
    });
    expect(sent.status).toBe(200);
    await sync();
    await new Promise((r) => setTimeout(r, 5));
    await writes(w.admin.token, { credentials_id: w.c1.id, offset: 8, text: 'Written just after' });
    expect((await sync()).body.payload).toMatchObject({ inbound: 1 });
  });

  it("refuses another workspace's account and an account the member may not use, writing nothing", async () => {
    const n = await inboundCount();
    const foreign = await writes(w.admin.token, { credentials_id: w.c3.id, offset: 1, text: 'Sneaky' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ ok: false, message: 'Credentials not found' });
    const notAllowed = await writes(w.member.token, { credentials_id: w.c2.id, offset: 1, text: 'Sneaky' });
    expect(notAllowed.status).toBe(404);
    const unknown = await writes(w.admin.token, {
      credentials_id: '00000000-0000-4000-8000-000000000000',
      offset: 1,
      text: 'x',
    });
    expect(unknown.status).toBe(404);
    expect(await inboundCount()).toBe(n);
  });

  it('needs a signed-in user and a valid body', async () => {
    expect((await call('POST', '/api/test/sandbox/member_writes', { body: {} })).status).toBe(401);
    const bad = [
      { credentials_id: w.c1.id, offset: -1, text: 'x' },
      { credentials_id: w.c1.id, offset: 1, text: '   ' },
      { credentials_id: w.c1.id, offset: 1, text: 'x'.repeat(2001) },
      { credentials_id: 'nope', offset: 1, text: 'x' },
      { credentials_id: w.c1.id, offset: 1, text: 'x', extra: true },
    ];
    for (const body of bad) expect((await writes(w.admin.token, body)).status).toBe(400);
    const past = await writes(w.admin.token, { credentials_id: w.c1.id, offset: 9999, text: 'x' });
    expect(past.status).toBe(404);
  });

  it('does not exist without LEADLOOP_TEST_HOOKS', async () => {
    const prod = await createTestApp({ testHooks: false });
    try {
      const res = await apiClient(prod.app)('POST', '/api/test/sandbox/member_writes', {
        token: w.admin.token,
        body: { credentials_id: w.c1.id, offset: 1, text: 'x' },
      });
      expect(res.status).toBe(404);
    } finally {
      await prod.close();
    }
  }, 120_000);
});
