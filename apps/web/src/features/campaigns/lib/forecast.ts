import { DAILY_LIMIT_DEFAULTS, type DailyLimitKind } from '@leadloop/domain/credentials/limits';
import type { CampaignStep } from '../types';

/** The daily limit that paces each step kind (001 §9 daily limit kinds). */
const STEP_LIMIT: Partial<Record<CampaignStep['type'], DailyLimitKind>> = {
  view_profile: 'profile_views',
  connection_request: 'connection_requests',
  connect_by_email: 'connections_by_email',
  message: 'messages',
  inmail: 'inmails',
  email: 'emails',
  like_last_post: 'comments',
  endorse_skills: 'profile_views',
  follow: 'profile_views',
};

export interface Forecast {
  /** Prospects entering the campaign per day (the slowest step's daily limit). */
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

/**
 * When the last prospect will be reached: prospects go through the slowest-paced step at its daily
 * limit, then the sequence's delays follow. An estimate from default limits; work hours aside.
 */
export function forecastCampaign(steps: CampaignStep[], people: number, now = new Date()): Forecast | null {
  if (!steps.length || people <= 0) return null;
  const limits = steps.map((s) => STEP_LIMIT[s.type]).filter((k): k is DailyLimitKind => Boolean(k));
  const perDay = limits.length
    ? Math.min(...limits.map((k) => DAILY_LIMIT_DEFAULTS[k]))
    : DAILY_LIMIT_DEFAULTS.profile_views;
  const daysToStart = Math.max(1, Math.ceil(people / perDay));
  const daysToFinish = daysToStart + Math.ceil(sequenceHours(steps) / 24);
  const day = 86_400_000;
  return {
    perDay,
    daysToStart,
    daysToFinish,
    lastReachedAt: new Date(now.getTime() + daysToStart * day),
    finishedAt: new Date(now.getTime() + daysToFinish * day),
  };
}
