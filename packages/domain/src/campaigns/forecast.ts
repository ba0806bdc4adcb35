import type { DailyLimitKind, WeeklyLimitKind } from '../credentials/limits.js';
import { STEP_LIMIT_KIND, STEP_WEEKLY_KIND } from './catalog.js';
import type { RunnableStepType } from './enums.js';

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
    const kind = STEP_LIMIT_KIND[step.type as RunnableStepType];
    if (kind) into[kind] = (into[kind] ?? 0) + people;
  }
  return into;
}

/** The daily kinds whose actions also count against each weekly limit (from the step catalogue). */
const WEEKLY_SHARES: [WeeklyLimitKind, DailyLimitKind][] = [
  ...new Set(
    (Object.entries(STEP_WEEKLY_KIND) as [RunnableStepType, WeeklyLimitKind][])
      .filter(([step]) => STEP_LIMIT_KIND[step])
      .map(([step, weekly]) => `${weekly}|${STEP_LIMIT_KIND[step]}`),
  ),
].map((pair) => pair.split('|') as [WeeklyLimitKind, DailyLimitKind]);

/**
 * Days the account needs for these actions: each limit kind goes at its daily limit, and the kinds that
 * share a weekly limit (connection requests and connections by email; InMails) at most a week's worth
 * per 7 days; the slowest sets the pace. This is the one forecast rule: `GET /workflows/{id}` and the
 * campaign builder both use it, with the engine's step catalogue.
 */
export function paceDays(
  remaining: Partial<Record<DailyLimitKind, number>>,
  limits: PaceLimits,
): { days: number; bottleneck: DailyLimitKind | null } {
  const needs = new Map<DailyLimitKind, number>();
  for (const [kind, count] of Object.entries(remaining) as [DailyLimitKind, number][])
    if (count) needs.set(kind, count / (limits.daily[kind] || 1));
  const weeklyTotals = new Map<WeeklyLimitKind, number>();
  for (const [weekly, daily] of WEEKLY_SHARES)
    weeklyTotals.set(weekly, (weeklyTotals.get(weekly) ?? 0) + (remaining[daily] ?? 0));
  for (const [weekly, total] of weeklyTotals) {
    if (!total) continue;
    // the weekly kinds are named like the daily kind they pace
    const need = (total / (limits.weekly[weekly] || 1)) * 7;
    if (need > (needs.get(weekly) ?? 0)) needs.set(weekly, need);
  }
  let days = 0;
  let bottleneck: DailyLimitKind | null = null;
  for (const [kind, need] of needs)
    if (need > days) {
      days = need;
      bottleneck = kind;
    }
  return { days: Math.ceil(days), bottleneck };
}
