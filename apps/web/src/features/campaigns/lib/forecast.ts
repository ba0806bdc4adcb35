import { paceDays, remainingActions } from '@leadloop/domain/campaigns/forecast';
import { DAILY_LIMIT_DEFAULTS, WEEKLY_LIMIT_DEFAULTS } from '@leadloop/domain/credentials/limits';
import type { CampaignStep } from '../types';

export interface Forecast {
  /** Prospects reached per day at the pace the account's limits allow. */
  perDay: number;
  /** Days until the last prospect gets the first step. */
  daysToStart: number;
  /** Days until the last prospect has gone through the whole sequence. */
  daysToFinish: number;
  lastReachedAt: Date;
  finishedAt: Date;
}

/** The longest path of delays through the sequence, in hours. */
function sequenceHours(steps: CampaignStep[]): number {
  return steps.reduce((sum, s) => sum + s.delay_days * 24 + s.delay_hours, 0);
}

const DEFAULT_LIMITS = { daily: DAILY_LIMIT_DEFAULTS, weekly: WEEKLY_LIMIT_DEFAULTS };

/**
 * When the last prospect will be reached (all of them through the first step) and when the whole sequence
 * ends (every step's actions, then the sequence's delays), with the engine's own rules — the domain's step
 * catalogue and `paceDays`: daily limits and the shared rolling-week limits — at the default limits.
 */
export function forecastCampaign(steps: CampaignStep[], people: number, now = new Date()): Forecast | null {
  if (!steps.length || people <= 0) return null;
  const firstStep = paceDays(remainingActions(steps.slice(0, 1), people), DEFAULT_LIMITS).days;
  const everyStep = paceDays(remainingActions(steps, people), DEFAULT_LIMITS).days;
  const daysToStart = Math.max(1, firstStep);
  const daysToFinish = Math.max(daysToStart, everyStep) + Math.ceil(sequenceHours(steps) / 24);
  const day = 86_400_000;
  return {
    perDay: Math.ceil(people / daysToStart),
    daysToStart,
    daysToFinish,
    lastReachedAt: new Date(now.getTime() + daysToStart * day),
    finishedAt: new Date(now.getTime() + daysToFinish * day),
  };
}
