import { describe, expect, it } from 'vitest';
import { carryStickyParams, withStickyParams } from './sticky-params';

describe('space and selectedCred stay in the address (000 §2)', () => {
  it('carries them to a navigation that dropped them', () => {
    expect(carryStickyParams('?space=s1&selectedCred=c1&tab=x', '')).toBe('?space=s1&selectedCred=c1');
    expect(carryStickyParams('?space=s1', '?filter=a')).toBe('?filter=a&space=s1');
  });
  it("the new address's own values win; nothing to do when nothing is missing", () => {
    expect(carryStickyParams('?space=s1', '?space=s2')).toBeNull();
    expect(carryStickyParams('', '?a=1')).toBeNull();
  });
  it('adds them to redirect targets', () => {
    expect(withStickyParams('/campaigns', '?space=s1')).toBe('/campaigns?space=s1');
    expect(withStickyParams('/oauth?state=x', '?space=s1')).toBe('/oauth?state=x&space=s1');
    expect(withStickyParams('/campaigns', '')).toBe('/campaigns');
  });
});
