import { addPeriod, periodStart, type ReportPeriod } from '../common/periods.js';
import { AB_ALPHA, AB_POWER } from './enums.js';

/**
 * The formulas of the reports, defined once: the server computes with them and the web explains them
 * (README "Reports" writes the same). Rates are fractions 0..1; a rate over nothing is 0.
 */

export const rate = (part: number, whole: number): number => (whole > 0 ? part / whole : 0);

/** Change against the previous period: (current − previous) / previous; null when previous is 0. */
export const delta = (current: number, previous: number): number | null =>
  previous > 0 ? (current - previous) / previous : null;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Today's date (YYYY-MM-DD) in a time zone. */
export function localToday(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export interface ReportRange {
  /** First and last local day of the period, inclusive (YYYY-MM-DD). */
  from: string;
  to: string;
  /** The period of equal length just before. */
  previous_from: string;
  previous_to: string;
  days: number;
}

/**
 * A period ends today (in the viewer's time zone) and covers whole local days back to the same calendar
 * day one period earlier (a month back from tomorrow: 30 or 31 days); the previous period has equal length.
 */
export function reportRange(period: ReportPeriod, today: string): ReportRange {
  const end = addPeriod(new Date(`${today}T00:00:00Z`), 'days_1');
  const start = periodStart(end, period).getTime();
  const days = Math.round((end.getTime() - start) / DAY_MS);
  return {
    from: isoDay(start),
    to: today,
    previous_from: isoDay(start - days * DAY_MS),
    previous_to: isoDay(start - DAY_MS),
    days,
  };
}

/** Every local day of a range, in order. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS)
    out.push(isoDay(t));
  return out;
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 via erf; error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Inverse normal CDF (Acklam's rational approximation; relative error < 1.2e-9). */
export function normalQuantile(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const lo = 0.02425;
  const poly = (k: number[], x: number) => k.reduce((s, v) => s * x + v, 0);
  if (p < lo) {
    const q = Math.sqrt(-2 * Math.log(p));
    return poly(c, q) / (poly(d, q) * q + 1);
  }
  if (p > 1 - lo) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (poly(a, r) * q) / (poly(b, r) * r + 1);
}

export type AbVerdict = 'a_wins' | 'b_wins' | 'not_significant' | 'too_early';

export interface AbTest {
  /** Two-proportion z statistic (pooled), null when it cannot be computed. */
  z: number | null;
  /** Two-sided p-value. */
  p_value: number | null;
  verdict: AbVerdict;
  /** Prospects still needed per variant to tell the observed difference at α = 0.05 with 80 % power; null when no difference is observed. */
  needed_per_variant: number | null;
}

/**
 * A/B significance: the two-proportion z-test with a pooled proportion,
 * z = (p_A − p_B) / √(p̄(1 − p̄)(1/n_A + 1/n_B)), p̄ = (x_A + x_B)/(n_A + n_B), two-sided at α = 0.05.
 * The test is only trusted when each variant has at least 5 successes and 5 failures (otherwise
 * 'too_early'). Sample size per variant for the observed rates (α = 0.05 two-sided, power 0.8):
 * n = (z_{1−α/2}·√(2p̄(1−p̄)) + z_{power}·√(p_A(1−p_A) + p_B(1−p_B)))² / (p_A − p_B)²; still needed = n − min(n_A, n_B).
 */
export function abTest(a: { n: number; x: number }, b: { n: number; x: number }): AbTest {
  const pa = rate(a.x, a.n);
  const pb = rate(b.x, b.n);
  const pooled = rate(a.x + b.x, a.n + b.n);
  const zAlpha = normalQuantile(1 - AB_ALPHA / 2);
  const zPower = normalQuantile(AB_POWER);
  let needed: number | null = null;
  if (a.n > 0 && b.n > 0 && pa !== pb) {
    const n =
      (zAlpha * Math.sqrt(2 * pooled * (1 - pooled)) + zPower * Math.sqrt(pa * (1 - pa) + pb * (1 - pb))) **
        2 /
      (pa - pb) ** 2;
    needed = Math.max(0, Math.ceil(n) - Math.min(a.n, b.n));
  }
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.n + 1 / b.n));
  if (!a.n || !b.n || !se)
    return { z: null, p_value: null, verdict: 'too_early', needed_per_variant: needed };
  const z = (pa - pb) / se;
  const pValue = 2 * (1 - normalCdf(Math.abs(z)));
  const enough = [a, b].every((v) => v.x >= 5 && v.n - v.x >= 5);
  const verdict: AbVerdict = !enough
    ? 'too_early'
    : pValue < AB_ALPHA
      ? pa > pb
        ? 'a_wins'
        : 'b_wins'
      : 'not_significant';
  return { z, p_value: pValue, verdict, needed_per_variant: needed };
}

/** Fewest steps sent in a slot before its reply rate may be called the best. */
export const MIN_SLOT_SAMPLE = 5;

/** The slot with the highest reply rate (replied / sent) among those with at least MIN_SLOT_SAMPLE sent; none without a reply. */
export function bestByReplyRate<T extends { sent: number; replied: number }>(slots: T[]): T | null {
  let best: T | null = null;
  for (const s of slots) {
    if (s.sent < MIN_SLOT_SAMPLE || s.replied === 0) continue;
    if (!best || rate(s.replied, s.sent) > rate(best.replied, best.sent)) best = s;
  }
  return best;
}
