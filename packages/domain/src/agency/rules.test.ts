import { describe, expect, it } from 'vitest';
import { ACTING_STEP_TYPES } from '../campaigns/catalog.js';
import { STEP_CONTACT_CHANNEL } from './rules.js';

describe('agency rules', () => {
  it('every acting step says on which channel it contacts the person (or that it does not)', () => {
    const missing = ACTING_STEP_TYPES.filter((t) => !(t in STEP_CONTACT_CHANNEL));
    expect(
      missing,
      `classify these steps in packages/domain/src/agency/rules.ts STEP_CONTACT_CHANNEL (a channel, or null)`,
    ).toEqual([]);
  });
});
