import { describe, expect, it } from 'vitest';
import {
  abTest,
  bestByReplyRate,
  daysOf,
  delta,
  localToday,
  normalCdf,
  normalQuantile,
  rate,
  reportRange,
} from './formulas.js';

describe('report formulas', () => {
  it('a period ends today in the viewer’s time zone and the previous one has the same length', () => {
    const now = new Date('2026-03-01T02:30:00Z');
    expect(localToday(now, 'UTC')).toBe('2026-03-01');
    expect(localToday(now, 'America/New_York')).toBe('2026-02-28');
    expect(localToday(now, 'Asia/Tokyo')).toBe('2026-03-01');
    expect(reportRange('days_3', '2026-03-01')).toEqual({
      from: '2026-02-27',
      to: '2026-03-01',
      previous_from: '2026-02-24',
      previous_to: '2026-02-26',
      days: 3,
    });
    const month = reportRange('months_1', '2026-03-31');
    expect(month).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-31',
      days: 31,
      previous_to: '2026-02-28',
    });
    expect(daysOf(month.previous_from, month.previous_to)).toHaveLength(31);
    expect(reportRange('years_1', '2026-03-01').days).toBe(365);
    expect(reportRange('weeks_2', '2026-03-01').days).toBe(14);
  });

  it('rates and deltas never divide by zero', () => {
    expect(rate(3, 0)).toBe(0);
    expect(rate(1, 4)).toBe(0.25);
    expect(delta(5, 0)).toBeNull();
    expect(delta(15, 10)).toBeCloseTo(0.5);
  });

  it('the normal distribution helpers match the tables', () => {
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 4);
    expect(normalCdf(-1)).toBeCloseTo(0.1587, 4);
    expect(normalQuantile(0.975)).toBeCloseTo(1.96, 3);
    expect(normalQuantile(0.8)).toBeCloseTo(0.8416, 3);
  });

  it('the two-proportion z-test names a winner only when the difference is significant', () => {
    // 40/200 vs 20/200: pooled 0.15, z = 0.1 / √(0.15·0.85·(2/200)) ≈ 2.80, p ≈ 0.005.
    const clear = abTest({ n: 200, x: 40 }, { n: 200, x: 20 });
    expect(clear.verdict).toBe('a_wins');
    expect(clear.z).toBeCloseTo(2.8006, 3);
    expect(clear.p_value).toBeCloseTo(0.0051, 4);
    expect(clear.needed_per_variant).toBe(0);
    expect(abTest({ n: 200, x: 20 }, { n: 200, x: 40 }).verdict).toBe('b_wins');
    // 12/100 vs 10/100: not significant; about 3,800 per variant are needed to tell 12 % from 10 %.
    const close = abTest({ n: 100, x: 12 }, { n: 100, x: 10 });
    expect(close.verdict).toBe('not_significant');
    expect(close.needed_per_variant).toBeGreaterThan(3_700);
    expect(close.needed_per_variant).toBeLessThan(4_000);
    // Fewer than 5 successes in a variant: too early, whatever the p-value.
    expect(abTest({ n: 10, x: 4 }, { n: 10, x: 0 }).verdict).toBe('too_early');
    expect(abTest({ n: 0, x: 0 }, { n: 5, x: 1 })).toMatchObject({ verdict: 'too_early', z: null });
    expect(abTest({ n: 50, x: 10 }, { n: 50, x: 10 }).needed_per_variant).toBeNull();
  });

  it('the best slot has the highest reply rate among slots with at least 5 sent, and needs a reply', () => {
    const slots = [
      { label: 'Mon', sent: 4, replied: 4 },
      { label: 'Tue', sent: 20, replied: 3 },
      { label: 'Wed', sent: 10, replied: 2 },
    ];
    expect(bestByReplyRate(slots)?.label).toBe('Wed');
    expect(bestByReplyRate([{ label: 'Thu', sent: 30, replied: 0 }])).toBeNull();
  });
});
