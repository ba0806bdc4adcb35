import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../db/client.js';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import { authTokens, spaceMembers, users } from '../db/schema/index.js';
import { sha256 } from './ids.js';
import { isUuid, TOKEN_NOT_VALID } from './auth-guard.js';
import { inSpace } from './scope.js';
import { clock } from './clock.js';
import type { RealtimeEventName, RealtimePayload } from '@leadloop/domain/realtime/events';

/**
 * Real-time events over Socket.IO rooms (000 §4). A client emits `server_create_connection {token, space}`;
 * the server checks the token and the membership and joins `user:<id>` and `space:<id>`. Services push with
 * `ctx.realtime.emitToSpace/emitToUser`, typed by the domain's event map (`realtime/events.ts`). Before the server is attached (or in unit tests) emits are no-ops.
 * With DATABASE_URL the Postgres adapter fans events out to every process on the same database.
 */
export interface Realtime {
  emitToSpace<E extends RealtimeEventName>(spaceId: string, event: E, data: RealtimePayload<E>): void;
  emitToUser<E extends RealtimeEventName>(userId: string, event: E, data: RealtimePayload<E>): void;
  /** Removes a user's sockets from a space's room (they left it or were removed). */
  leaveSpace(userId: string, spaceId: string): void;
  /** Lets a feature answer a client event on an identified socket (join_prospects_room, …). */
  onClientEvent(event: string, handler: ClientEventHandler): void;
}

export interface SocketIdentity {
  userId: string;
  spaceId: string | null;
}
export type ClientEventHandler = (
  socket: Socket,
  data: unknown,
  identity: SocketIdentity,
) => void | Promise<void>;

export interface RealtimeHub extends Realtime {
  attach(app: FastifyInstance): Promise<void>;
  /**
   * For a process without an HTTP server (an engine worker on PostgreSQL): emits only, through the
   * database, reaching the browsers connected to every API process. Returns a stop function.
   */
  startEmitter(database: Database, log: Logger): Promise<() => Promise<void>>;
  readonly io: Server | null;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const spaceRoom = (spaceId: string) => `space:${spaceId}`;

export function createRealtime(): RealtimeHub {
  let io: Server | null = null;
  const handlers = new Map<string, ClientEventHandler>();

  return {
    get io() {
      return io;
    },
    emitToSpace(spaceId, event, data) {
      io?.to(spaceRoom(spaceId)).emit(event, data);
    },
    emitToUser(userId, event, data) {
      io?.to(userRoom(userId)).emit(event, data);
    },
    leaveSpace(userId, spaceId) {
      io?.in(userRoom(userId)).socketsLeave(spaceRoom(spaceId));
    },
    onClientEvent(event, handler) {
      handlers.set(event, handler);
    },
    async startEmitter(database, log) {
      const server = new Server({ serveClient: false });
      const closeAdapter = await usePostgresAdapter(server, database, log);
      io = server;
      return async () => {
        // No HTTP server to close (io.close() would try): stop the adapter's heartbeat and LISTEN client.
        await Promise.resolve(server.of('/').adapter.close());
        closeAdapter();
        io = null;
      };
    },
    async attach(app) {
      const { config, database } = app.ctx;
      io = new Server(app.server, {
        path: '/socket.io',
        serveClient: false,
        cors: { origin: config.corsOrigins.length ? config.corsOrigins : false },
      });
      const closeAdapter = await usePostgresAdapter(io, database, app.log);
      app.addHook('onClose', async () => closeAdapter());
      const server = io;
      server.on('connection', (socket) => {
        socket.on('server_create_connection', async (raw: unknown, ack?: unknown) => {
          const reply = typeof ack === 'function' ? (ack as (r: unknown) => void) : () => undefined;
          try {
            const identity = await identify(app, raw);
            if (!identity) return reply({ ok: false, message: TOKEN_NOT_VALID });
            const previous = socket.data.identity as SocketIdentity | undefined;
            if (previous?.spaceId && previous.spaceId !== identity.spaceId)
              socket.leave(spaceRoom(previous.spaceId));
            socket.data.identity = identity;
            await socket.join(userRoom(identity.userId));
            if (identity.spaceId) await socket.join(spaceRoom(identity.spaceId));
            reply({ ok: true, user_id: identity.userId, space_id: identity.spaceId });
          } catch (err) {
            app.log.error({ err }, 'realtime connection failed');
            reply({ ok: false, message: 'Something went wrong' });
          }
        });
        for (const [event, handler] of handlers) {
          socket.on(event, (data: unknown) => {
            const identity = socket.data.identity as SocketIdentity | undefined;
            if (!identity) return;
            Promise.resolve(handler(socket, data, identity)).catch((err) =>
              app.log.error({ err, event }, 'realtime handler failed'),
            );
          });
        }
      });
      app.addHook('preClose', async () => {
        server.local.disconnectSockets(true);
      });
      app.addHook('onClose', async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        io = null;
      });
    },
  };
}

/** On a PostgreSQL server, events fan out to every process through LISTEN/NOTIFY; embedded mode has one process. */
async function usePostgresAdapter(
  io: Server,
  database: Database,
  log: Pick<Logger, 'warn'>,
): Promise<() => void> {
  if (!database.pool) return () => undefined;
  // The adapter keeps payloads over 8 kB in this table (its documented schema).
  await database.pool.query(
    'CREATE TABLE IF NOT EXISTS socket_io_attachments (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)',
  );
  const adapterPool = closablePool(database.pool);
  io.adapter(
    createAdapter(adapterPool.pool, { errorHandler: (err) => log.warn({ err }, 'realtime adapter') }),
  );
  return () => adapterPool.close();
}

/**
 * The adapter keeps one pooled client for LISTEN. If the server closes while that client is still being
 * acquired, the adapter never releases it and the pool can never end; this wrapper releases whatever the
 * adapter still holds at close and hands out nothing afterwards.
 */
function closablePool(pool: pg.Pool): { pool: pg.Pool; close(): void } {
  const held = new Set<pg.PoolClient>();
  let closed = false;
  const never = () => new Promise<never>(() => undefined);
  const wrapper = {
    query: (...args: unknown[]) => (closed ? never() : (pool.query as (...a: unknown[]) => unknown)(...args)),
    async connect() {
      if (closed) return never();
      const client = await pool.connect();
      if (closed) {
        client.release();
        return never();
      }
      held.add(client);
      const release = client.release.bind(client);
      client.release = (err?: Error | boolean) => {
        held.delete(client);
        release(err);
      };
      return client;
    },
  };
  return {
    pool: wrapper as unknown as pg.Pool,
    close() {
      closed = true;
      for (const client of held) client.release(true);
      held.clear();
    },
  };
}

/** Token → active user; a space is kept only if the user is a member of it. */
async function identify(app: FastifyInstance, raw: unknown): Promise<SocketIdentity | null> {
  const input = (raw && typeof raw === 'object' ? raw : {}) as { token?: unknown; space?: unknown };
  if (typeof input.token !== 'string' || !input.token || input.token.length > 200) return null;
  const db = app.ctx.db;
  const [row] = await db
    .select({ userId: users.id, status: users.status })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sha256(input.token)),
        isNull(authTokens.revokedAt),
        // an expired API token or login-as session opens no socket, as the HTTP guard refuses it
        or(isNull(authTokens.expiresAt), gt(authTokens.expiresAt, clock.now())),
      ),
    )
    .limit(1);
  if (!row || row.status !== 'active') return null;
  let spaceId: string | null = null;
  if (typeof input.space === 'string' && isUuid(input.space)) {
    const [member] = await db
      .select({ spaceId: spaceMembers.spaceId })
      .from(spaceMembers)
      .where(and(inSpace(spaceMembers, input.space), eq(spaceMembers.userId, row.userId)))
      .limit(1);
    spaceId = member?.spaceId ?? null;
  }
  return { userId: row.userId, spaceId };
}
