import { describe, expect, it } from 'vitest';
import { pickCurrentSpace } from './app-session';
import type { SpaceSummary } from './types';
import type { User } from '../auth';

const spaces = [{ _id: 'a' }, { _id: 'b' }] as SpaceSummary[];
const user = { current_space_id: 'b' } as User;

describe('current workspace', () => {
  it("the address's space wins when the user belongs to it", () => {
    expect(pickCurrentSpace(spaces, 'a', user)).toBe('a');
  });
  it("otherwise the user's current space", () => {
    expect(pickCurrentSpace(spaces, 'not-mine', user)).toBe('b');
    expect(pickCurrentSpace(spaces, null, user)).toBe('b');
  });
  it('none when the user belongs to neither', () => {
    expect(pickCurrentSpace(spaces, null, { current_space_id: 'gone' } as User)).toBeNull();
    expect(pickCurrentSpace([], 'a', user)).toBeNull();
  });
});
