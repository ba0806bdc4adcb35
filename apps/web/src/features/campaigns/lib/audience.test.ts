import { describe, expect, it } from 'vitest';
import { audienceState } from './audience';

const search = (status: string, found_count = 0) => ({ status, found_count });

describe('why a campaign has nobody to forecast (issue 12: say precisely what it lacks)', () => {
  it('names the gap', () => {
    expect(audienceState([], 0)).toBe('noAudience');
    expect(audienceState([search('active')], 0)).toBe('searching');
    expect(audienceState([search('absent')], 0)).toBe('foundNobody');
    expect(audienceState([search('absent'), search('finished', 0)], 0)).toBe('foundNobody');
  });

  it('says nothing once there are prospects, or while a search still may find some', () => {
    expect(audienceState([search('absent')], 3)).toBeNull();
    expect(audienceState([search('finished', 12)], 0)).toBeNull();
    expect(audienceState(undefined, 0)).toBeNull();
  });
});
