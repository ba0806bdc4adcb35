/**
 * The header's changelog (000 §2: "changelog icon for one brand (shown once)", brand feature `changelog`):
 * the latest release notes, newest first (their words are in the `changelog` namespace). The icon carries a
 * dot until the user opens it once; a later release brings the dot back.
 */
export const RELEASES = [
  { id: '2026-11-24', key: 'brands' },
  { id: '2026-11-10', key: 'adminConsole' },
  { id: '2026-10-27', key: 'autoLabels' },
] as const;
export type Release = (typeof RELEASES)[number];

/** localStorage: the newest release each user of this browser has seen, `{ [userId]: releaseId }`. */
export const CHANGELOG_SEEN_KEY = 'changelogSeen';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function readSeen(store: Store): Record<string, string> {
  try {
    const value: unknown = JSON.parse(store.getItem(CHANGELOG_SEEN_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {}; // storage unavailable or a value written by hand
  }
}

/** The user has not opened the changelog since its newest release. */
export const hasUnseenRelease = (userId: string, store: Store = localStorage): boolean =>
  readSeen(store)[userId] !== RELEASES[0].id;

/** Remembers that the user opened the changelog (this browser, this user). */
export function markReleasesSeen(userId: string, store: Store = localStorage): void {
  try {
    store.setItem(CHANGELOG_SEEN_KEY, JSON.stringify({ ...readSeen(store), [userId]: RELEASES[0].id }));
  } catch {
    // private mode: the dot shows again next time
  }
}
