import { CURRENT_SELECTORS } from '../../../apps/server/src/providers/network/browser/selectors.js';
import { readProfile, readThread, sendInvite, sendMessage, type Seen, type ThreadSeen } from './pages.js';
import { load, save, type Connection, type InFlight } from './storage.js';

/**
 * The service worker (Manifest V3). Chrome stops it after ~30 s idle, so it keeps nothing in memory: its
 * account and the action in flight live in chrome.storage, its schedule in chrome.alarms. Each wake it
 * first settles the action in flight, then takes the actions the engine claimed for its account, one by
 * one: take it on the server, write it down, act on the network's page, report the result once.
 * Three kinds: an invitation (profile page), a message and a read of the conversation (thread page).
 */

const ALARM = 'leadloop-work';
const PAGE_TIMEOUT_MS = 30_000;

interface Action {
  key: string;
  kind: 'invite' | 'message' | 'thread';
  member_id: string;
  note: string | null;
  text: string | null;
  status: string;
}

async function api<T>(c: Pick<Connection, 'server' | 'token'>, method: string, path: string, body?: unknown) {
  const res = await fetch(c.server.replace(/\/$/, '') + path, {
    method,
    headers: { authorization: `Bearer ${c.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { ok: boolean; payload: T; message?: string };
  if (!res.ok || !json.ok) throw new Error(json.message ?? `HTTP ${res.status}`);
  return json.payload;
}
const actionPath = (key: string) => `/api/extension/actions/${encodeURIComponent(key)}`;

/** Resolves when the tab has loaded a page; `navigating`: wait for a new navigation to start first. */
function loaded(tabId: number, navigating: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    let started = !navigating;
    const timer = setTimeout(() => done(new Error('page timeout')), PAGE_TIMEOUT_MS);
    const listener = (id: number, info: { status?: string }) => {
      if (id !== tabId) return;
      if (info.status === 'loading') started = true;
      if (info.status === 'complete' && started) done();
    };
    const done = (error?: Error) => {
      clearTimeout(timer);
      chrome.tabs.onUpdated.removeListener(listener);
      if (error) reject(error);
      else resolve();
    };
    chrome.tabs.onUpdated.addListener(listener);
  });
}

async function inPage<A extends unknown[], R>(tabId: number, func: (...args: A) => R, args: A) {
  const [frame] = await chrome.scripting.executeScript({ target: { tabId }, func, args });
  return frame!.result;
}

/** Opens a page of the network (`/in/…/`, `/messaging/thread/…/`) in a background tab, or in `tabId`. */
async function openPage(c: Connection, path: string, tabId: number | null) {
  const url = c.network.replace(/\/$/, '') + path;
  let id = tabId;
  if (id !== null) {
    const wait = loaded(id, true);
    await chrome.tabs.update(id, { url });
    await wait;
  } else {
    id = (await chrome.tabs.create({ url, active: false })).id!;
    await loaded(id, false);
  }
  return id;
}

/** Opens the member's profile in a background tab of the user's browser and reads it. */
async function openProfile(c: Connection, memberId: string, tabId: number | null) {
  const id = await openPage(c, `/in/${encodeURIComponent(memberId)}/`, tabId);
  return { tabId: id, seen: await inPage(id, readProfile, [CURRENT_SELECTORS]) };
}

/** Opens the conversation with the member and reads it. */
async function openThread(c: Connection, memberId: string) {
  const id = await openPage(c, `/messaging/thread/${encodeURIComponent(memberId)}/`, null);
  return { tabId: id, seen: await inPage(id, readThread, [CURRENT_SELECTORS]) };
}

type Report =
  | { status: 'done'; invitation_id: string; sent_at?: string; note_sent: boolean }
  | { status: 'done'; message_id: string; sent_at?: string }
  | {
      status: 'done';
      conversation_id: string | null;
      has_reply: boolean;
      messages: { id: string; direction: string; client_key: string | null; sent_at: string }[];
    }
  | { status: 'failed'; code: string };
const failed = (code: string): Report => ({ status: 'failed', code });
const problem = (seen: Seen | ThreadSeen): Report | null =>
  seen.page === 'detour' ? failed(seen.code) : seen.page === 'changed' ? failed('page_layout_changed') : null;

/** The invitation, once: read the profile, send it with the action's key, read the result page. */
async function invite(c: Connection, a: InFlight): Promise<Report> {
  const opened = await openProfile(c, a.memberId, null);
  const tabId = opened.tabId;
  let seen = opened.seen;
  a.tabId = tabId;
  await save({ inflight: a });
  if (seen.page !== 'profile') return problem(seen)!;
  const state = seen.invitation.state;
  if (state === 'accepted' || state === 'connected') return failed('already_connected');
  if (state === 'pending') return failed('invitation_already_sent');
  const sent = loaded(tabId, true);
  const missing = await inPage(tabId, sendInvite, [CURRENT_SELECTORS, a.note, a.key]);
  if (missing) return failed('page_layout_changed');
  await sent;
  seen = await inPage(tabId, readProfile, [CURRENT_SELECTORS]);
  if (seen.page !== 'profile') return problem(seen)!;
  if (seen.error) return failed(seen.error);
  if (!seen.ok?.sent) return failed('page_layout_changed');
  return {
    status: 'done',
    invitation_id: seen.ok.sent,
    note_sent: seen.ok['note-sent'] === 'true',
    ...(seen.invitation['sent-at'] ? { sent_at: seen.invitation['sent-at'] } : {}),
  };
}

/** A message on the thread page, reported as sent (its id and when, as the page shows them). */
const messageSent = (item: Record<string, string>): Report => ({
  status: 'done',
  message_id: item.id ?? '',
  ...(item['sent-at'] ? { sent_at: item['sent-at'] } : {}),
});

/** The message, once: open the conversation, send it with the action's key, read the result page. */
async function message(c: Connection, a: InFlight): Promise<Report> {
  const opened = await openThread(c, a.memberId);
  const tabId = opened.tabId;
  let seen = opened.seen;
  a.tabId = tabId;
  await save({ inflight: a });
  if (seen.page !== 'thread') return problem(seen)!;
  const sent = loaded(tabId, true);
  const missing = await inPage(tabId, sendMessage, [CURRENT_SELECTORS, a.text ?? '', a.key]);
  if (missing) return failed('page_layout_changed');
  await sent;
  seen = await inPage(tabId, readThread, [CURRENT_SELECTORS]);
  if (seen.page !== 'thread') return problem(seen)!;
  if (seen.error) return failed(seen.error);
  const id = seen.ok?.sent;
  const item = seen.items.find((m) => m.id === id);
  if (!id || !item) return failed('page_layout_changed');
  return messageSent(item);
}

/** The conversation as its page shows it (who wrote each message, and the key ours were sent with). */
async function thread(c: Connection, a: InFlight): Promise<Report> {
  const { tabId, seen } = await openThread(c, a.memberId);
  a.tabId = tabId;
  if (seen.page !== 'thread') return problem(seen)!;
  return {
    status: 'done',
    conversation_id: seen.thread['conversation-id'] || null,
    has_reply: seen.thread['has-reply'] === 'true',
    messages: seen.items.map((m) => ({
      id: m.id ?? '',
      direction: m.direction ?? '',
      client_key: m['client-key'] || null,
      sent_at: m['sent-at'] ?? '',
    })),
  };
}

async function finish(c: Connection, a: InFlight, report: Report) {
  const row = await api<Action>(c, 'POST', `${actionPath(a.key)}/result`, report);
  await save({ inflight: null, last: { key: a.key, status: row.status, at: new Date().toISOString() } });
  if (a.tabId !== null) await chrome.tabs.remove(a.tabId).catch(() => undefined);
}

async function perform(c: Connection, a: InFlight) {
  let report: Report;
  try {
    report = await (a.kind === 'message' ? message : a.kind === 'thread' ? thread : invite)(c, a);
  } catch {
    report = failed('unavailable');
  }
  await finish(c, a, report);
}

/**
 * The exactly-once guard: an action written down and not reported was interrupted (the worker was
 * stopped mid-action). The server is asked first (reported already: nothing to do), then the page: an
 * invitation the network holds under this action's key was sent — it is reported, never sent again.
 */
async function settle(c: Connection, a: InFlight) {
  const row = await api<Action>(c, 'GET', actionPath(a.key));
  if (row.status !== 'taken') {
    await save({ inflight: null });
    return;
  }
  if (a.tabId !== null) await chrome.tabs.remove(a.tabId).catch(() => undefined);
  a.tabId = null;
  // A read is only read again; a message the conversation holds under this key was sent.
  if (a.kind === 'thread') return perform(c, a);
  if (a.kind === 'message') {
    const opened = await openThread(c, a.memberId);
    a.tabId = opened.tabId;
    const mine = opened.seen.page === 'thread' && opened.seen.items.find((m) => m['client-key'] === a.key);
    if (mine) return finish(c, a, messageSent(mine));
    await chrome.tabs.remove(opened.tabId).catch(() => undefined);
    a.tabId = null;
    return perform(c, a);
  }
  const { tabId, seen } = await openProfile(c, a.memberId, null);
  a.tabId = tabId;
  if (seen.page === 'profile' && seen.invitation['client-key'] === a.key)
    return finish(c, a, {
      status: 'done',
      invitation_id: seen.invitation['invitation-id'] ?? '',
      note_sent: Boolean(seen.invitation.note),
      ...(seen.invitation['sent-at'] ? { sent_at: seen.invitation['sent-at'] } : {}),
    });
  await chrome.tabs.remove(tabId).catch(() => undefined);
  a.tabId = null;
  await perform(c, a);
}

async function work() {
  const { connection: c, inflight } = await load();
  if (!c) return;
  if (inflight) await settle(c, inflight);
  // The kinds this version performs: the server hands out no other.
  for (const action of await api<Action[]>(c, 'GET', '/api/extension/actions?kinds=invite,message,thread')) {
    const taken = await api<Action>(c, 'POST', `${actionPath(action.key)}/take`);
    if (taken.status !== 'taken') continue;
    const a: InFlight = {
      key: action.key,
      kind: action.kind,
      memberId: action.member_id,
      note: action.note,
      text: action.text,
      tabId: null,
    };
    // Written down before anything is clicked: a stopped worker finds it on its next wake.
    await save({ inflight: a });
    await perform(c, a);
  }
}

let running: Promise<void> | null = null;
function run(): Promise<void> {
  running ??= work()
    .catch((error: unknown) => console.warn('leadloop: work failed', error))
    .finally(() => (running = null));
  return running;
}

async function schedule(everyMinutes: number) {
  await chrome.alarms.create(ALARM, { periodInMinutes: everyMinutes, delayInMinutes: everyMinutes });
}

async function connect(server: string, token: string, everyMinutes: number) {
  const session = await api<{ credential_id: string; username: string; network_url: string | null }>(
    { server, token },
    'GET',
    '/api/extension/session',
  );
  if (!session.network_url) throw new Error(chrome.i18n.getMessage('noNetwork'));
  const connection: Connection = {
    server,
    token,
    credentialId: session.credential_id,
    username: session.username,
    network: session.network_url,
    everyMinutes,
  };
  await save({ connection, inflight: null });
  await schedule(everyMinutes);
  void run();
  return connection;
}

chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === ALARM) void run();
});
chrome.runtime.onStartup.addListener(() => void run());
chrome.runtime.onMessage.addListener((message, _sender, reply) => {
  if (message?.type === 'connect') {
    connect(String(message.server), String(message.token), Number(message.everyMinutes) || 1).then(
      (c) => reply({ ok: true, username: c.username }),
      (error: unknown) => reply({ ok: false, error: String((error as Error).message ?? error) }),
    );
    return true;
  }
  if (message?.type === 'status') {
    load().then((s) =>
      reply({
        connected: Boolean(s.connection),
        username: s.connection?.username,
        inflight: s.inflight ?? null,
      }),
    );
    return true;
  }
});
