import { describe, expect, it } from 'vitest';
import { CHANGELOG_SEEN_KEY, hasUnseenRelease, markReleasesSeen, RELEASES } from './changelog';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('changelog icon: shown as new once per user (000 §2 Header)', () => {
  it('is new until the user opens it, then stays seen for that user only', () => {
    const store = memoryStore();
    expect(hasUnseenRelease('u1', store)).toBe(true);
    markReleasesSeen('u1', store);
    expect(hasUnseenRelease('u1', store)).toBe(false);
    expect(hasUnseenRelease('u2', store)).toBe(true);
    markReleasesSeen('u2', store);
    expect(hasUnseenRelease('u1', store)).toBe(false);
  });
  it('a newer release than the one seen, or an unreadable value, shows the dot again', () => {
    expect(hasUnseenRelease('u1', memoryStore({ [CHANGELOG_SEEN_KEY]: '{"u1":"2020-01-01"}' }))).toBe(true);
    expect(hasUnseenRelease('u1', memoryStore({ [CHANGELOG_SEEN_KEY]: 'not json' }))).toBe(true);
    const seen = JSON.stringify({ u1: RELEASES[0].id });
    expect(hasUnseenRelease('u1', memoryStore({ [CHANGELOG_SEEN_KEY]: seen }))).toBe(false);
  });
});
