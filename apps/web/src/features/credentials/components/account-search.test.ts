import { describe, expect, it } from 'vitest';
import { matchesAccountSearch } from './account-search';
import { routeAfterSwitch } from '../hooks/use-selected-credential';

const ada = { first_name: 'Ada', last_name: 'Lovelace', username: 'ada.l@example.com' };

describe('account switcher search (000 §2)', () => {
  it('matches a prefix of the first name, last name or username, ignoring case', () => {
    expect(matchesAccountSearch(ada, 'ad')).toBe(true);
    expect(matchesAccountSearch(ada, 'LOVE')).toBe(true);
    expect(matchesAccountSearch(ada, 'ada.l@')).toBe(true);
    expect(matchesAccountSearch(ada, '  ')).toBe(true);
  });
  it('does not match the middle of a word', () => {
    expect(matchesAccountSearch(ada, 'lace')).toBe(false);
    expect(matchesAccountSearch(ada, 'example')).toBe(false);
  });
  it('choosing an account keeps the route, except edit-campaign which goes to my-campaigns', () => {
    expect(routeAfterSwitch('/settings/limits')).toBe('/settings/limits');
    expect(routeAfterSwitch('/campaign/edit/abc')).toBe('/campaigns/my-campaigns');
  });
});
