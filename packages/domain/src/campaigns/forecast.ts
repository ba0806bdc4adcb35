import type { DailyLimitKind, WeeklyLimitKind } from '../credentials/limits.js';
import { STEP_DEFINITIONS, stepDefinition } from '../steps/registry.js';

/** Limits of the account the campaign runs on (its own or the defaults of 001 §9). */
export interface PaceLimits {
  daily: Partial<Record<DailyLimitKind, number>>;
  weekly: Partial<Record<WeeklyLimitKind, number>>;
}

/** Actions still to do per daily limit kind, for `people` prospects each going through `steps`. */
export function remainingActions(
  steps: readonly { type: string }[],
  people: number,
  into: Partial<Record<DailyLimitKind, number>> = {},
): Partial<Record<DailyLimitKind, number>> {
  for (const step of steps) {
    const kind = stepDefinition(step.type)?.dailyLimit;
    if (kind) into[kind] = (into[kind] ?? 0) + people;
  }
  return into;
}

/** The daily kinds whose actions also count against each weekly limit (from the step definitions). */
const WEEKLY_SHARES: [WeeklyLimitKind, DailyLimitKind][] = [
  ...new Set(
    STEP_DEFINITIONS.filter((d) => d.weeklyLimit && d.dailyLimit).map(
      (d) => `${d.weeklyLimit}|${d.dailyLimit}`,
    ),
  ),
].map((pair) => pair.split('|') as [WeeklyLimitKind, DailyLimitKind]);

/**
 * How many actions of each kind go out on each day from day 0, the way the engine spends its limits:
 * each kind up to its daily limit, and the kinds that share a weekly limit (connection requests and
 * connections by email; InMails) no more than that limit over any 7 consecutive days.
 */
export function paceSchedule(
  remaining: Partial<Record<DailyLimitKind, number>>,
  limits: PaceLimits,
): Map<DailyLimitKind, number[]> {
  const left = new Map(
    (Object.entries(remaining) as [DailyLimitKind, number][]).filter(([, count]) => count > 0),
  );
  const weeklyOf = new Map(WEEKLY_SHARES.map(([weekly, daily]) => [daily, weekly]));
  const sentPerWeekly = new Map<WeeklyLimitKind, number[]>();
  const out = new Map<DailyLimitKind, number[]>();
  for (let day = 0; left.size; day++) {
    for (const [kind, count] of left) {
      let today = Math.min(count, Math.max(1, limits.daily[kind] || 1));
      const weekly = weeklyOf.get(kind);
      if (weekly) {
        const sent = sentPerWeekly.get(weekly) ?? [];
        let lastSevenDays = 0;
        for (let d = Math.max(0, day - 6); d <= day; d++) lastSevenDays += sent[d] ?? 0;
        today = Math.min(today, Math.max(0, (limits.weekly[weekly] || 1) - lastSevenDays));
        sent[day] = (sent[day] ?? 0) + today;
        sentPerWeekly.set(weekly, sent);
      }
      const days = out.get(kind) ?? [];
      days[day] = today;
      out.set(kind, days);
      if (count - today > 0) left.set(kind, count - today);
      else left.delete(kind);
    }
  }
  return out;
}

/**
 * Days the account needs for these actions (see `paceSchedule`); the slowest kind sets the pace. This is
 * the one forecast rule: `GET /workflows/{id}` and the campaign builder both use it, with the engine's
 * step catalogue.
 */
export function paceDays(
  remaining: Partial<Record<DailyLimitKind, number>>,
  limits: PaceLimits,
): { days: number; bottleneck: DailyLimitKind | null } {
  let days = 0;
  let bottleneck: DailyLimitKind | null = null;
  for (const [kind, perDay] of paceSchedule(remaining, limits))
    if (perDay.length > days) {
      days = perDay.length;
      bottleneck = kind;
    }
  return { days, bottleneck };
}
