import { describe, expect, it } from 'vitest';
import { hasBrandFeature, knownBrandFeatures } from './brand-features.js';
import { whitelabelUpdateBodySchema } from './whitelabels.js';

const flags = { hide_health_panel: false, hide_subscription_notices: false, hide_seat_counts: false };

describe('brand-only features (000 §6: some features for one brand only)', () => {
  it('an admin saves only names of the closed list, and an http(s) feature-request link', () => {
    expect(
      whitelabelUpdateBodySchema.safeParse({
        flags: { ...flags, brand_features: ['changelog', 'charts_admin'] },
      }).success,
    ).toBe(true);
    expect(
      whitelabelUpdateBodySchema.safeParse({ flags: { ...flags, brand_features: ['beta-dialer'] } }).success,
    ).toBe(false);
    const link = (feature_request_url: string) =>
      whitelabelUpdateBodySchema.safeParse({
        flags: { ...flags, brand_features: ['feature_requests'], feature_request_url },
      }).success;
    expect(link('https://ideas.acme.test')).toBe(true);
    expect(link('javascript:alert(1)')).toBe(false);
  });
  it('older free-text names are dropped when read; each known one once, in list order', () => {
    expect(knownBrandFeatures(['charts_admin', 'old-beta', 'changelog', 'charts_admin'])).toEqual([
      'changelog',
      'charts_admin',
    ]);
    expect(hasBrandFeature({ flags: { brand_features: ['changelog'] } }, 'changelog')).toBe(true);
    expect(hasBrandFeature({ flags: { brand_features: ['changelog'] } }, 'feature_requests')).toBe(false);
  });
});
