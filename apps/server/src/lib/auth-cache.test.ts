import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { apiClient, createTestApp, type TestApp } from '../test/harness.js';
import { addMemberByCode, userWithSpace } from '../test/fixtures.js';
import { syncBarrier } from './auth-cache.js';
import { clock } from './clock.js';
import { createRealtime } from './realtime.js';

type Call = ReturnType<typeof apiClient>;

/** apiClient's shape over real HTTP. */
function httpClient(base: string): Call {
  return (async (method, url, options = {}) => {
    const target = new URL(url, base);
    for (const [k, v] of Object.entries(options.query ?? {})) target.searchParams.set(k, v);
    const res = await fetch(target, {
      method: method as string,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    return { status: res.status, body: await res.json() };
  }) as Call;
}

/**
 * The guard serves tokens and memberships from each process's cache. What it caches must never outlive a
 * change: two app instances on one database stand for two processes (each has its own cache and its own
 * LISTEN), and every change is made through one of them or straight in the database.
 */
describe('auth cache: a change is seen by every process at once', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof buildApp>>;
  let callA: Call;
  let callB: Call;

  beforeAll(async () => {
    t = await createTestApp();
    other = await buildApp({ ...t.ctx, realtime: createRealtime() });
    // Both are reached over HTTP, as behind a load balancer: requests come through sockets, as the
    // database's notices do (inject would run a request without ever reading them).
    const base = await other.listen({ port: 0, host: '127.0.0.1' });
    callA = httpClient(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    callB = httpClient(base);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  /** Both processes have the token (and the membership) cached: they answered it once. */
  async function warm(token: string, spaceId?: string) {
    for (const call of [callA, callB]) {
      expect((await call('GET', '/api/users/fetch_user', { token })).status).toBe(200);
      if (spaceId)
        expect((await call('GET', '/api/space/info', { token, query: { space: spaceId } })).status).toBe(200);
    }
  }

  it('a token signed out in one process is refused by the other on the next request', async () => {
    const owner = await userWithSpace(t.app);
    await warm(owner.token, owner.spaceId);
    expect((await callA('GET', '/api/auth/logout', { token: owner.token })).status).toBe(200);
    const refused = await callB('GET', '/api/users/fetch_user', { token: owner.token });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Token is not valid');
    expect(
      (await callB('GET', '/api/space/info', { token: owner.token, query: { space: owner.spaceId } })).status,
    ).toBe(401);
  });

  it('a token revoked, a user deactivated or a member removed straight in the database is refused at once', async () => {
    const owner = await userWithSpace(t.app);
    const member = await addMemberByCode(t.app, owner);
    const another = await userWithSpace(t.app);
    await warm(member.token, owner.spaceId);
    await warm(another.token, another.spaceId);
    await warm(owner.token, owner.spaceId);

    await t.ctx.db
      .execute(sql`delete from space_members where space_id = ${owner.spaceId}::uuid and user_id = (
      select id from users where lower(email) = lower(${member.email}))`);
    for (const call of [callA, callB]) {
      expect(
        (await call('GET', '/api/space/info', { token: member.token, query: { space: owner.spaceId } }))
          .status,
      ).toBe(403);
      expect((await call('GET', '/api/users/fetch_user', { token: member.token })).status).toBe(200);
    }

    await t.ctx.db.execute(
      sql`update users set status = 'inactive' where lower(email) = lower(${another.email})`,
    );
    for (const call of [callA, callB])
      expect((await call('GET', '/api/users/fetch_user', { token: another.token })).status).toBe(401);

    await t.ctx.db.execute(sql`update auth_tokens set revoked_at = now()
      where user_id = (select id from users where lower(email) = lower(${owner.email}))`);
    for (const call of [callA, callB])
      expect((await call('GET', '/api/users/fetch_user', { token: owner.token })).status).toBe(401);
  });

  it('a change to the user or the workspace shows in the next answer of either process', async () => {
    const owner = await userWithSpace(t.app);
    await warm(owner.token, owner.spaceId);
    expect(
      (await callA('POST', '/api/users/update', { token: owner.token, body: { first_name: 'Renamed' } }))
        .status,
    ).toBe(200);
    expect(
      (await callB('GET', '/api/users/fetch_user', { token: owner.token })).body.payload.first_name,
    ).toBe('Renamed');
    await t.ctx.db.execute(sql`update spaces set name = 'Moved on' where id = ${owner.spaceId}::uuid`);
    for (const call of [callA, callB]) {
      const info = await call('GET', '/api/space/info', {
        token: owner.token,
        query: { space: owner.spaceId },
      });
      expect(info.body.payload.name).toBe('Moved on');
    }
  });

  it('an API token past its expiry is refused although it was cached', async () => {
    const owner = await userWithSpace(t.app);
    const made = await callA('POST', '/api/integrations/api/tokens', {
      token: owner.token,
      query: { space: owner.spaceId },
      body: { name: 'Nightly sync', expires_in_days: 1 },
    });
    const apiToken = made.body.payload.token as string;
    const info = (call: Call) =>
      call('GET', '/api/space/info', { token: apiToken, query: { space: owner.spaceId } });
    for (const call of [callA, callB]) expect((await info(call)).status).toBe(200);
    // Expiry is a moment, not a write: nothing tells the cache; the cached row's expiry is checked each time.
    clock.advance(86_400_000 + 1_000);
    try {
      for (const call of [callA, callB]) expect((await info(call)).status).toBe(401);
    } finally {
      clock.reset();
    }
  });
});

describe('syncBarrier: the round trip a request waits for is sent after it arrived', () => {
  it('requests arriving during a round trip share the next one', async () => {
    const started: number[] = [];
    const finishers: (() => void)[] = [];
    const barrier = syncBarrier(() => {
      started.push(started.length);
      return new Promise<void>((resolve) => finishers.push(resolve));
    });
    const first = barrier();
    const second = barrier();
    const third = barrier();
    expect(started).toEqual([0]);
    finishers[0]!();
    await first;
    await new Promise((r) => setTimeout(r, 0));
    // The two that came during the first round trip wait for a second one, sent after the first ended.
    expect(started).toEqual([0, 1]);
    let settled = false;
    void second.then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(false);
    finishers[1]!();
    await Promise.all([second, third]);
    expect(started).toEqual([0, 1]);
  });
});
