import type { DraftChannel } from '../types';

/** 001 §9 local storage: drafts. One entry per workspace, profile and channel. */
export const DRAFTS_STORAGE_KEY = 'drafts';

export interface LocalDraft {
  draft: string;
  subject: string | null;
  last_preview: string | null;
  updated_at: string;
}

type Store = Record<string, LocalDraft>;

const keyOf = (spaceId: string | null, profileId: string, channel: DraftChannel) =>
  `${spaceId ?? '-'}:${profileId}:${channel}`;

function read(storage: Storage): Store {
  try {
    const parsed = JSON.parse(storage.getItem(DRAFTS_STORAGE_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Store) : {};
  } catch {
    return {};
  }
}

function write(storage: Storage, store: Store): void {
  try {
    storage.setItem(DRAFTS_STORAGE_KEY, JSON.stringify(store));
  } catch {
    // Storage full or unavailable: the server copy still holds the draft.
  }
}

/** Local copies of drafts, written on every change so a reload or a crash never loses one. */
export function createDraftStore(storage: Storage = window.localStorage) {
  return {
    get(spaceId: string | null, profileId: string, channel: DraftChannel): LocalDraft | null {
      return read(storage)[keyOf(spaceId, profileId, channel)] ?? null;
    },
    set(
      spaceId: string | null,
      profileId: string,
      channel: DraftChannel,
      draft: Omit<LocalDraft, 'updated_at'>,
      now = new Date(),
    ): void {
      const store = read(storage);
      const key = keyOf(spaceId, profileId, channel);
      if (!draft.draft && !draft.subject) delete store[key];
      else store[key] = { ...draft, updated_at: now.toISOString() };
      write(storage, store);
    },
    clear(spaceId: string | null, profileId: string, channel: DraftChannel): void {
      const store = read(storage);
      delete store[keyOf(spaceId, profileId, channel)];
      write(storage, store);
    },
  };
}

/** The copy to restore: the newer of the local and the server draft (either may be missing). */
export function pickDraft<T extends { updated_at: string }>(local: T | null, server: T | null): T | null {
  if (!local) return server;
  if (!server) return local;
  return Date.parse(local.updated_at) >= Date.parse(server.updated_at) ? local : server;
}
