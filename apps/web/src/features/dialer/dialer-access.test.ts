import { describe, expect, it } from 'vitest';
import { featuresForTier } from '@leadloop/domain/tiers/features';
import { TIERS } from '@leadloop/domain/tiers/enums';
import { dialerAccess } from './dialer-access';

describe('dialer access (000 §3: the upgrade placeholder without `calling`)', () => {
  it('opens the dialer only when calling is active, and the upgrade placeholder in its place otherwise', () => {
    expect(dialerAccess({ calling: 'active' })).toBe('dialer');
    expect(dialerAccess({ calling: 'upgrade' })).toBe('upgrade');
    expect(dialerAccess({ calling: 'exist' })).toBe('upgrade');
  });

  it('follows the tier: a tier below calling gets the placeholder, one with it the dialer', () => {
    expect(dialerAccess(featuresForTier(TIERS.free))).toBe('upgrade');
    expect(dialerAccess(featuresForTier(TIERS.supreme))).toBe('dialer');
  });

  it('shows no phone button where the member may not use the dialer or the plan knows no calling', () => {
    expect(dialerAccess({ calling: 'active' }, false)).toBe('hidden');
    expect(dialerAccess({ calling: 'upgrade' }, false)).toBe('hidden');
    expect(dialerAccess({})).toBe('hidden');
  });
});
