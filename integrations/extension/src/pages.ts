import type {
  PageMap,
  PageName,
  SelectorMap,
} from '../../../apps/server/src/providers/network/browser/selectors.js';

/**
 * What runs inside the network's page (chrome.scripting.executeScript): self-contained functions, given the
 * driver's own selector maps (bundled from the server's selectors.ts — one map for both, never a copy).
 * They answer plain data; the service worker decides.
 */

export type Seen =
  | {
      page: 'profile';
      invitation: Record<string, string>;
      ok: Record<string, string> | null;
      error: string | null;
    }
  | { page: 'detour'; code: string }
  | { page: 'changed'; version: string };

/** Which page this is and, on a profile, its invitation and result banner (the driver's PageReader.identify). */
export function readProfile(map: SelectorMap): Seen {
  const dataOf = (m: PageMap, selector: string | undefined) => {
    const el = selector ? document.querySelector(selector) : null;
    if (!el) return null;
    const out: Record<string, string> = {};
    for (const a of Array.from(el.attributes))
      if (a.name.startsWith(m.data)) out[a.name.slice(m.data.length)] = a.value;
    return out;
  };
  const detours: [PageName, string][] = [
    ['login', 'not_logged_in'],
    ['checkpoint', 'challenge_required'],
    ['restricted', 'account_restricted'],
    ['rateLimited', 'rate_limited'],
    ['notice', 'unavailable'],
  ];
  const profile = map.profile;
  if (document.querySelector(profile.page)) {
    const invitation = dataOf(profile, profile.invitation);
    if (!invitation) return { page: 'changed', version: profile.version };
    return {
      page: 'profile',
      invitation,
      ok: dataOf(profile, profile.ok),
      error: dataOf(profile, profile.error)?.['error-code'] ?? null,
    };
  }
  for (const [name, code] of detours)
    if (document.querySelector(map[name].page)) {
      const error = dataOf(map[name], map[name].error)?.['error-code'];
      return { page: 'detour', code: error ?? code };
    }
  return { page: 'changed', version: profile.version };
}

/** Opens the connect dialog, writes the note, puts the action's key in the form and sends it. */
export function sendInvite(map: SelectorMap, note: string | null, key: string): string | null {
  const m = map.profile;
  const connect = document.querySelector<HTMLElement>(m.connect!);
  if (!connect) return m.connect!;
  connect.click();
  const dialog = document.querySelector(m.dialog!);
  const noteField = document.querySelector<HTMLTextAreaElement>(m.note!);
  const keyField = document.querySelector<HTMLInputElement>(m.clientKey!);
  const send = document.querySelector<HTMLElement>(m.send!);
  for (const [el, selector] of [
    [dialog, m.dialog],
    [noteField, m.note],
    [keyField, m.clientKey],
    [send, m.send],
  ] as const)
    if (!el) return selector!;
  if (note) noteField!.value = note;
  keyField!.value = key;
  send!.click();
  return null;
}

export type ThreadSeen =
  | {
      page: 'thread';
      thread: Record<string, string>;
      items: Record<string, string>[];
      ok: Record<string, string> | null;
      error: string | null;
    }
  | { page: 'detour'; code: string }
  | { page: 'changed'; version: string };

/** The conversation page: its head, its messages (with the key each was sent with) and its result banner. */
export function readThread(map: SelectorMap): ThreadSeen {
  const attrs = (m: PageMap, el: Element | null) => {
    if (!el) return null;
    const out: Record<string, string> = {};
    for (const a of Array.from(el.attributes))
      if (a.name.startsWith(m.data)) out[a.name.slice(m.data.length)] = a.value;
    return out;
  };
  const one = (m: PageMap, selector: string | undefined) =>
    attrs(m, selector ? document.querySelector(selector) : null);
  const t = map.thread;
  if (document.querySelector(t.page)) {
    const thread = one(t, t.thread);
    if (!thread) return { page: 'changed', version: t.version };
    return {
      page: 'thread',
      thread,
      items: Array.from(document.querySelectorAll(t.item!)).map((el) => attrs(t, el)!),
      ok: one(t, t.ok),
      error: one(t, t.error)?.['error-code'] ?? null,
    };
  }
  const detours: [PageName, string][] = [
    ['login', 'not_logged_in'],
    ['checkpoint', 'challenge_required'],
    ['restricted', 'account_restricted'],
    ['rateLimited', 'rate_limited'],
    ['notice', 'unavailable'],
  ];
  for (const [name, code] of detours)
    if (document.querySelector(map[name].page))
      return { page: 'detour', code: one(map[name], map[name].error)?.['error-code'] ?? code };
  return { page: 'changed', version: t.version };
}

/** Writes the message, puts the action's key in the form and sends it. */
export function sendMessage(map: SelectorMap, text: string, key: string): string | null {
  const m = map.thread;
  const composer = document.querySelector<HTMLTextAreaElement>(m.composer!);
  const keyField = document.querySelector<HTMLInputElement>(m.clientKey!);
  const send = document.querySelector<HTMLElement>(m.send!);
  for (const [el, selector] of [
    [composer, m.composer],
    [keyField, m.clientKey],
    [send, m.send],
  ] as const)
    if (!el) return selector!;
  composer!.value = text;
  keyField!.value = key;
  send!.click();
  return null;
}
