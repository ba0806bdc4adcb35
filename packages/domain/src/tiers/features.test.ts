import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, TIERS, tierName, tierSchema } from './enums.js';
import { FEATURE_MIN_TIER, featuresForTier, isFeatureActive, tierForFeature } from './features.js';

describe('tier features (default mapping; the spec is silent)', () => {
  it('every flag has a minimum tier', () => {
    expect(Object.keys(FEATURE_MIN_TIER).sort()).toEqual([...FEATURE_FLAGS].sort());
  });

  it('higher tiers never lose a feature', () => {
    const tiers = Object.values(TIERS);
    for (let i = 1; i < tiers.length; i++) {
      const lower = featuresForTier(tiers[i - 1]);
      const higher = featuresForTier(tiers[i]);
      for (const f of FEATURE_FLAGS) if (lower[f] === 'active') expect(higher[f]).toBe('active');
    }
  });

  it.each([
    [0, 'extension', 'active'],
    [0, 'cloud', 'upgrade'],
    [1, 'cloud', 'active'],
    [1, 'calling', 'upgrade'],
    [3, 'calling', 'active'],
    [5, 'ai_employee_messages', 'upgrade'],
    [7, 'ai_employee_messages', 'active'],
    [9, 'ai_employee_messages', 'active'],
  ] as const)('tier %i: %s is %s', (tier, flag, status) => {
    expect(featuresForTier(tier)[flag]).toBe(status);
  });

  it('supreme has everything active', () => {
    expect(Object.values(featuresForTier(TIERS.supreme)).every((s) => s === 'active')).toBe(true);
  });

  it('helpers', () => {
    expect(tierForFeature('calling')).toBe(3);
    expect(tierName(5)).toBe('scale');
    expect(tierName(2)).toBeUndefined();
    expect(isFeatureActive({ calling: 'active' }, 'calling')).toBe(true);
    expect(isFeatureActive({ calling: 'upgrade' }, 'calling')).toBe(false);
    expect(isFeatureActive({}, 'nope')).toBe(false);
  });

  it.each([
    [0, true],
    ['3', true],
    [9, true],
    [2, false],
    ['x', false],
    [10, false],
  ])('tier %j valid: %s', (v, ok) => {
    expect(tierSchema.safeParse(v).success).toBe(ok);
  });
});
