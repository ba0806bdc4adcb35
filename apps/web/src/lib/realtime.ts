import type { Socket } from 'socket.io-client';
import type { RealtimeEventName, RealtimePayload } from '@leadloop/domain/realtime/events';
import { afterFirstScreen } from './after-first-screen';

/**
 * Server events the web reacts to (000 §4): names and payloads come from the domain's event map, the one
 * the server's emits are typed by. Features subscribe with `onRealtime`.
 */
export type RealtimeEvent = RealtimeEventName;

/** Live views refetch at most this often while pushes keep coming (see coalesce). */
export const REALTIME_REFRESH_MS = 750;

let socket: Socket | null = null;
let identity: { token: string; space: string | null } | null = null;
const listeners = new Map<string, Set<(data: unknown) => void>>();
const joinedListeners = new Set<() => void>();

/**
 * Asks the server to put this socket in the user's and the workspace's rooms. Once it has, live views
 * refetch: anything that changed before the join (or while the socket was away) had no one to reach.
 */
function join(): void {
  if (!socket || !identity) return;
  socket.emit('server_create_connection', identity, (reply: { ok?: boolean } | undefined) => {
    if (reply?.ok) joinedListeners.forEach((listener) => listener());
  });
}

let loading: Promise<void> | null = null;

/**
 * Connects once and (re)joins the user's and the workspace's rooms with `server_create_connection`.
 * The Socket.IO client is its own chunk, fetched when a signed-in screen first connects (not part of
 * every page's first JavaScript). Resolves once the socket exists.
 */
export function connectRealtime(token: string, space: string | null): Promise<void> {
  identity = { token, space };
  if (socket) {
    if (socket.connected) join();
    return Promise.resolve();
  }
  loading ??= import('socket.io-client')
    .then(({ io }) => {
      if (!identity || socket) return; // signed out while the client was loading
      socket = io({ path: '/socket.io', transports: ['websocket'], reconnectionDelayMax: 10_000 });
      socket.on('connect', join);
      socket.onAny((event: string, data: unknown) =>
        listeners.get(event)?.forEach((listener) => listener(data)),
      );
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/**
 * connectRealtime once the first screen has its code and data (then at once), so loading the Socket.IO
 * client does not compete with that screen. Returns a cancel function. The join refetches live views,
 * so nothing that changed meanwhile is missed.
 */
export function connectRealtimeWhenIdle(token: string, space: string | null): () => void {
  let cancelled = false;
  void afterFirstScreen().then(() => {
    if (!cancelled) void connectRealtime(token, space);
  });
  return () => {
    cancelled = true;
  };
}

export function disconnectRealtime(): void {
  socket?.disconnect();
  socket = null;
  identity = null;
}

/** Subscribes to a server event; the handler gets that event's payload. Returns the unsubscribe function. */
export function onRealtime<E extends RealtimeEvent>(
  event: E,
  handler: (data: RealtimePayload<E>) => void,
): () => void {
  // the socket dispatches by name, so each set only ever sees its own event's payloads
  const listener = handler as (data: unknown) => void;
  const set = listeners.get(event) ?? new Set();
  set.add(listener);
  listeners.set(event, set);
  return () => {
    set.delete(listener);
  };
}

/** Called each time the socket has (re)joined its rooms; returns the unsubscribe function. */
export function onRealtimeJoined(handler: () => void): () => void {
  joinedListeners.add(handler);
  return () => {
    joinedListeners.delete(handler);
  };
}

export function emitRealtime(event: string, data: unknown): void {
  socket?.emit(event, data);
}
