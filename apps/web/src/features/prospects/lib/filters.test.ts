import { describe, expect, it } from 'vitest';
import { COLUMNS, DEFAULT_COLUMNS, parseColumns } from './columns';
import { activeFilterCount, readListState, writeListState } from './filters';

describe('my-prospects state in the address', () => {
  it('reads filters, sort, page and scope, ignoring junk', () => {
    const state = readListState(
      new URLSearchParams(
        'relation=lead&has_email=true&has_phone=maybe&q=acme&sort=name&order=asc&page=3&all=1&selectedCred=c1',
      ),
    );
    expect(state).toEqual({
      filters: { relation: 'lead', has_email: true, q: 'acme' },
      sort: 'name',
      order: 'asc',
      page: 3,
      allAccounts: true,
    });
    expect(readListState(new URLSearchParams('sort=drop&page=-4'))).toMatchObject({
      sort: 'created_at',
      order: 'desc',
      page: 1,
    });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const params = writeListState(new URLSearchParams('selectedCred=c1&page=9'), {
      filters: { label: 'l1', has_phone: false },
      sort: 'created_at',
      order: 'desc',
      page: 1,
      allAccounts: false,
    });
    expect(params.toString()).toBe('selectedCred=c1&label=l1&has_phone=false');
    expect(activeFilterCount({ label: 'l1', has_phone: false, q: '' })).toBe(2);
  });
});

describe('column choice (kept locally)', () => {
  it('keeps known columns in table order, falls back to the defaults', () => {
    expect(parseColumns(['labels', 'bogus', 'company'])).toEqual(['company', 'labels']);
    expect(parseColumns('nope')).toEqual(DEFAULT_COLUMNS);
    expect(parseColumns([])).toEqual(DEFAULT_COLUMNS);
    expect(parseColumns([...COLUMNS].reverse())).toEqual([...COLUMNS]);
  });
});
