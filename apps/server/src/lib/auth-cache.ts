import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../db/client.js';
import type { authTokens, spaceMembers, spaces, users } from '../db/schema/index.js';
import { invalidatePlans, setPlansNotified } from './plans.js';

/** The channel the triggers of migration 0027 notify on every change that can alter what the guard reads. */
export const AUTH_CACHE_CHANNEL = 'auth_cache';
/** A safety net only: every change that matters is invalidated as it commits. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

export interface CachedToken {
  id: string;
  data: (typeof authTokens.$inferSelect)['data'];
  spaceId: string | null;
  expiresAt: Date | null;
  user: typeof users.$inferSelect | null;
}
export interface CachedMembership {
  space: typeof spaces.$inferSelect;
  member: typeof spaceMembers.$inferSelect;
}

type Entry<T> = { value: T; at: number };

/**
 * Other per-process copies that ride on the same channel: a notice whose payload is `payload` calls
 * `invalidate`, and `setNotified` hears whether notices reach this process (areas register here, so this
 * shared layer needs no area import; the brand area's copy of the white labels is one).
 */
export interface CacheNoticeListener {
  payload: string;
  invalidate(): void;
  setNotified(on: boolean): void;
}
const noticeListeners = new Map<string, CacheNoticeListener>();
let noticesHeard = false;
export function onCacheNotice(listener: CacheNoticeListener): void {
  noticeListeners.set(listener.payload, listener);
  listener.setNotified(noticesHeard);
}

/**
 * What the auth guard reads on every request — the token with its user, the membership with its
 * workspace — kept in this process for a minute at most. The database says when any of it changes
 * (`pg_notify` from triggers on auth_tokens, users, spaces and space_members, delivered to every process
 * on the same database as the change commits), and the entries it names are dropped. Only rows found
 * are kept: an unknown token or a missing membership is asked again each time.
 */
export class AuthCache {
  private tokens = new Map<string, Entry<CachedToken>>();
  private memberships = new Map<string, Entry<CachedMembership>>();
  /** Bumped by every invalidation: a read that started before one must not store what it read. */
  private generation = 0;
  private enabled = false;
  private barrier: (() => Promise<void>) | undefined;

  /** Caching starts once the process listens for changes, and stops if it can no longer hear them. */
  setEnabled(on: boolean): void {
    this.enabled = on;
    this.clear();
    setPlansNotified(on);
    noticesHeard = on;
    for (const listener of noticeListeners.values()) listener.setNotified(on);
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  /**
   * Where notices come on another connection (PostgreSQL), the guard first makes sure it has heard every
   * change committed before its request arrived: `barrier` returns once they are in (see `syncBarrier`).
   */
  setBarrier(barrier: (() => Promise<void>) | undefined): void {
    this.barrier = barrier;
  }

  /** True when the cache may be read now: it is on and has heard every change committed so far. */
  async upToDate(): Promise<boolean> {
    if (!this.enabled) return false;
    if (!this.barrier) return true;
    try {
      await this.barrier();
      return this.enabled;
    } catch {
      return false;
    }
  }

  stamp(): number {
    return this.generation;
  }

  token(hash: string): CachedToken | undefined {
    return this.fresh(this.tokens, hash);
  }

  setToken(hash: string, value: CachedToken, stamp: number): void {
    this.store(this.tokens, hash, value, stamp);
  }

  membership(spaceId: string, userId: string): CachedMembership | undefined {
    return this.fresh(this.memberships, `${spaceId}:${userId}`);
  }

  setMembership(spaceId: string, userId: string, value: CachedMembership, stamp: number): void {
    this.store(this.memberships, `${spaceId}:${userId}`, value, stamp);
  }

  /**
   * A notification's payload: `token:<hash>`, `user:<id>`, `space:<id>`, `member:<space id>:<user id>`,
   * or `plans` (the plans catalogue changed: lib/plans.ts drops its copy; nothing here changes), or the
   * payload of a registered listener (`brands`: modules/brand reloads the white labels).
   */
  invalidate(payload: string): void {
    if (payload === 'plans') {
      invalidatePlans();
      return;
    }
    const listener = noticeListeners.get(payload);
    if (listener) {
      listener.invalidate();
      return;
    }
    this.generation++;
    const [kind, ...rest] = payload.split(':');
    const id = rest.join(':');
    if (kind === 'token') this.tokens.delete(id);
    else if (kind === 'member') this.memberships.delete(id);
    else if (kind === 'space') {
      for (const key of this.memberships.keys()) if (key.startsWith(`${id}:`)) this.memberships.delete(key);
    } else if (kind === 'user') {
      for (const [key, entry] of this.tokens) if (entry.value.user?.id === id) this.tokens.delete(key);
      for (const key of this.memberships.keys()) if (key.endsWith(`:${id}`)) this.memberships.delete(key);
    } else this.clear();
  }

  clear(): void {
    this.generation++;
    this.tokens.clear();
    this.memberships.clear();
  }

  private fresh<T>(map: Map<string, Entry<T>>, key: string): T | undefined {
    const entry = map.get(key);
    if (!entry) return undefined;
    if (performance.now() - entry.at > TTL_MS) {
      map.delete(key);
      return undefined;
    }
    return entry.value;
  }

  private store<T>(map: Map<string, Entry<T>>, key: string, value: T, stamp: number): void {
    if (!this.enabled || stamp !== this.generation) return;
    if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
    map.set(key, { value, at: performance.now() });
  }
}

/**
 * Listens on the database for the changes the cache must forget: PGlite's own LISTEN in embedded mode,
 * a connection of its own on PostgreSQL (every process hears every other's commits). Returns the stop.
 */
export async function listenForAuthChanges(
  database: Database,
  cache: AuthCache,
  log: Pick<Logger, 'warn'>,
): Promise<() => Promise<void>> {
  const onPayload = (payload: string | undefined) => cache.invalidate(payload ?? '');
  try {
    if (database.pglite) {
      const unlisten = await database.pglite.listen(AUTH_CACHE_CHANNEL, onPayload);
      cache.setEnabled(true);
      return async () => {
        cache.setEnabled(false);
        await unlisten().catch(() => undefined);
      };
    }
    if (!database.pool) return async () => undefined;
    // Its own connection, outside the pool: a LISTEN held for the process's life must not take one of the
    // pool's (a small pool would be left without any for queries).
    const client = new pg.Client(database.pool.options as pg.ClientConfig);
    await client.connect();
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      cache.setEnabled(false);
      cache.setBarrier(undefined);
      client.end().catch(() => undefined);
    };
    client.on('notification', (message) => {
      if (message.channel === AUTH_CACHE_CHANNEL) onPayload(message.payload);
    });
    // A lost connection means lost notices: stop caching rather than serve what may be stale.
    client.on('error', (err) => {
      log.warn({ err }, 'auth cache listener lost; caching off');
      release();
    });
    await client.query(`LISTEN ${AUTH_CACHE_CHANNEL}`);
    cache.setBarrier(syncBarrier(() => client.query('select 1').then(() => undefined)));
    cache.setEnabled(true);
    return async () => release();
  } catch (err) {
    log.warn({ err }, 'auth cache listener failed to start; caching off');
    cache.setEnabled(false);
    return async () => undefined;
  }
}

/**
 * A server sends a listening connection the notices of every transaction committed before it answers a
 * query on it. So a trivial query on the listening connection, sent after a request arrived, returns only
 * once every change committed before that request has been heard (and the cache has dropped what it
 * names). Requests arriving together share one round trip: each waits for the first query sent after it.
 */
export function syncBarrier(roundTrip: () => Promise<void>): () => Promise<void> {
  let current: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const send = () => {
    const sent = roundTrip();
    current = sent;
    void sent
      .finally(() => {
        if (current === sent) current = undefined;
      })
      .catch(() => undefined);
    return sent;
  };
  return () => {
    if (!current) return send();
    queued ??= current
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return send();
      });
    return queued;
  };
}
