import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './enums.js';
import { TIERS, TIER_VALUES } from '../tiers/enums.js';
import { featuresForTier } from '../tiers/features.js';
import { BILLING_SEAT_TYPES, DEFAULT_CATALOGUE, PRICE_PERIODS, planOf } from './catalogue.js';

describe('default plans catalogue', () => {
  it('has every tier free 0 … supreme 9, with the tier’s feature flags', () => {
    expect(DEFAULT_CATALOGUE.tiers.map((p) => p.tier)).toEqual(TIER_VALUES);
    for (const plan of DEFAULT_CATALOGUE.tiers) expect(plan.features).toEqual(featuresForTier(plan.tier));
  });

  it('prices every period and currency in whole minor units; higher tiers cost more', () => {
    let previous = -1;
    for (const plan of DEFAULT_CATALOGUE.tiers) {
      for (const period of PRICE_PERIODS)
        for (const c of CURRENCIES) expect(Number.isInteger(plan.local_prices[period][c])).toBe(true);
      expect(plan.local_prices.monthly.usd).toBeGreaterThan(previous);
      previous = plan.local_prices.monthly.usd;
    }
    expect(planOf(DEFAULT_CATALOGUE, TIERS.free).local_prices.monthly.usd).toBe(0);
    for (const type of BILLING_SEAT_TYPES)
      expect(DEFAULT_CATALOGUE.seat_prices[type].monthly.usd).toBeGreaterThan(0);
    expect(DEFAULT_CATALOGUE.credit_packs.every((p) => p.credits > 0 && p.prices.usd > 0)).toBe(true);
  });

  it('the free tier has no cloud seat and a campaign limit; top tiers are unlimited', () => {
    const free = planOf(DEFAULT_CATALOGUE, TIERS.free);
    expect(free.seats_included.cloud).toBe(0);
    expect(free.limited_features.campaigns).toEqual({ is_limited: true, limit: 3 });
    expect(planOf(DEFAULT_CATALOGUE, TIERS.supreme).limited_features.campaigns.is_limited).toBe(false);
    expect(planOf(DEFAULT_CATALOGUE, 42).tier).toBe(TIERS.free);
  });
});
