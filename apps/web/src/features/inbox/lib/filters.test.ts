import { describe, expect, it } from 'vitest';
import { extraFilterCount, readInboxFilters, writeInboxFilters } from './filters';
import { titleWithUnread } from './format';

describe('inbox filters in the address', () => {
  it('round-trips and keeps unrelated parameters', () => {
    const params = new URLSearchParams('selectedCred=c1&space=s1');
    const written = writeInboxFilters(params, {
      mark: 'unread',
      channel: 'email',
      credentialId: 'a1',
      label: 'l1',
      q: 'acme',
    });
    expect(written.get('selectedCred')).toBe('c1');
    expect(readInboxFilters(written)).toEqual({
      mark: 'unread',
      channel: 'email',
      credentialId: 'a1',
      campaign: undefined,
      label: 'l1',
      q: 'acme',
    });
    expect(extraFilterCount(readInboxFilters(written))).toBe(3);
  });
  it('ignores unknown marks and channels', () => {
    expect(readInboxFilters(new URLSearchParams('mark=deleted&channel=fax'))).toMatchObject({
      mark: 'all',
      channel: undefined,
    });
  });
});

describe('page title with the unread count (000 §2)', () => {
  it('adds (N) only when something is unread, capped at 99+', () => {
    expect(titleWithUnread('Leadloop', 0)).toBe('Leadloop');
    expect(titleWithUnread('Leadloop', 3)).toBe('(3) Leadloop');
    expect(titleWithUnread('Leadloop', 99)).toBe('(99) Leadloop');
    expect(titleWithUnread('Leadloop', 100)).toBe('(99+) Leadloop');
  });
});
