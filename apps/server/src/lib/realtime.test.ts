import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp } from '../app.js';
import { openPostgres } from '../db/client.js';
import { apiClient, createTestApp, type TestApp } from '../test/harness.js';
import { addMemberByCode, userWithSpace } from '../test/fixtures.js';
import { createLogger } from './logger.js';
import { createMailer } from '../providers/mail/mailer.js';
import { createRealtime } from './realtime.js';
import { eq } from 'drizzle-orm';
import { authTokens } from '../db/schema/index.js';
import { sha256 } from './ids.js';

type Ack = { ok: boolean; user_id?: string; space_id?: string | null; message?: string };

async function listen(app: TestApp['app']): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** Collects the events a socket receives, to assert on them (and on their absence). */
function recorder(socket: Socket) {
  const events: { event: string; data: unknown }[] = [];
  socket.onAny((event, data) => events.push({ event, data }));
  return {
    events,
    async waitFor(event: string, timeoutMs = 3000) {
      const start = Date.now();
      while (Date.now() - start < timeoutMs) {
        const found = events.find((e) => e.event === event);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no ${event} within ${timeoutMs} ms`);
    },
  };
}

describe('realtime', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  const open = async (baseUrl = url) => {
    const socket = connect(baseUrl, { transports: ['websocket'], forceNew: true });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  };
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t.close();
  });

  it('joins the user and space rooms for a valid token and membership', async () => {
    const admin = await userWithSpace(t.app);
    const socket = await open();
    const ack: Ack = await socket.emitWithAck('server_create_connection', {
      token: admin.token,
      space: admin.spaceId,
    });
    expect(ack).toEqual({ ok: true, user_id: admin.user._id, space_id: admin.spaceId });
  });

  it('refuses a bad token and ignores a space the user is not a member of', async () => {
    const a = await userWithSpace(t.app);
    const b = await userWithSpace(t.app);
    const socket = await open();
    expect(
      await socket.emitWithAck('server_create_connection', { token: 'forged', space: a.spaceId }),
    ).toEqual({
      ok: false,
      message: 'Token is not valid',
    });
    expect(
      await socket.emitWithAck('server_create_connection', { token: a.token, space: b.spaceId }),
    ).toMatchObject({
      ok: true,
      space_id: null,
    });
  });

  it('refuses a token that has expired (an API token or a login-as session past its end)', async () => {
    const a = await userWithSpace(t.app);
    await t.ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, sha256(a.token)));
    const socket = await open();
    expect(
      await socket.emitWithAck('server_create_connection', { token: a.token, space: a.spaceId }),
    ).toEqual({ ok: false, message: 'Token is not valid' });
  });

  it('workspace changes reach its members only; user changes reach that user', async () => {
    const admin = await userWithSpace(t.app);
    const member = await addMemberByCode(t.app, admin);
    const outsider = await userWithSpace(t.app);
    const memberSocket = await open();
    const outsiderSocket = await open();
    await memberSocket.emitWithAck('server_create_connection', { token: member.token, space: admin.spaceId });
    await outsiderSocket.emitWithAck('server_create_connection', {
      token: outsider.token,
      space: outsider.spaceId,
    });
    const memberEvents = recorder(memberSocket);
    const outsiderEvents = recorder(outsiderSocket);

    const call = apiClient(t.app);
    await call('POST', `/api/space/${admin.spaceId}/update`, {
      token: admin.token,
      body: { space_object: { name: 'Renamed' } },
    });
    expect((await memberEvents.waitFor('update_space')).data).toEqual({ _id: admin.spaceId });

    await call('POST', '/api/users/update', { token: member.token, body: { first_name: 'Changed' } });
    expect((await memberEvents.waitFor('update_user')).data).toEqual({ _id: member.user._id });
    await new Promise((r) => setTimeout(r, 100));
    expect(outsiderEvents.events).toEqual([]);
  });

  it('a removed member stops receiving the workspace’s events', async () => {
    const admin = await userWithSpace(t.app);
    const member = await addMemberByCode(t.app, admin);
    const socket = await open();
    await socket.emitWithAck('server_create_connection', { token: member.token, space: admin.spaceId });
    const events = recorder(socket);
    const call = apiClient(t.app);
    await call('POST', `/api/users/${member.user._id}/exit_from_space`, {
      token: admin.token,
      body: { space_id: admin.spaceId },
    });
    await events.waitFor('update_user');
    events.events.length = 0;
    await call('POST', `/api/space/${admin.spaceId}/update`, {
      token: admin.token,
      body: { space_object: { name: 'Secret' } },
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(events.events.filter((e) => e.event === 'update_space')).toEqual([]);
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'fans events out across processes through PostgreSQL',
    async () => {
      // A second server on the same database, with its own pool, as a second worker process would have.
      const connectionString = (t.ctx.database.pool!.options as { connectionString: string })
        .connectionString;
      const database = await openPostgres(connectionString, 3);
      const log = createLogger('silent');
      const mailer = createMailer({ db: database.db, log, from: 'x@example.com' });
      const other = await buildApp({
        ...t.ctx,
        database,
        db: database.db,
        log,
        mailer,
        realtime: createRealtime(),
      });
      try {
        const otherUrl = await listen(other);
        const admin = await userWithSpace(t.app);
        const socket = await open(otherUrl);
        await socket.emitWithAck('server_create_connection', { token: admin.token, space: admin.spaceId });
        const events = recorder(socket);
        await apiClient(t.app)('POST', `/api/space/${admin.spaceId}/update`, {
          token: admin.token,
          body: { space_object: { name: 'Fan-out' } },
        });
        expect((await events.waitFor('update_space', 5000)).data).toEqual({ _id: admin.spaceId });

        // A worker process has no HTTP server: its emitter still reaches the browsers.
        const worker = createRealtime();
        const stop = await worker.startEmitter(database, log);
        try {
          worker.emitToUser(admin.user._id, 'update_credits', { space_id: admin.spaceId });
          expect((await events.waitFor('update_credits', 5000)).data).toEqual({ space_id: admin.spaceId });
        } finally {
          await stop();
        }
      } finally {
        await other.close();
        await database.close();
      }
    },
    60_000,
  );
});
