import { PRIORITIES } from '../tasks/enums.js';

/** 001 §9 AI Employee defaults: English, conversational, automatic, follow-ups on, 3 follow-ups, same day, no priority. */
export const AI_EMPLOYEE_DEFAULTS = {
  language: 'english',
  tone: 'conversational',
  mode: 'automatic',
  is_follow_up_enabled: true,
  number_of_follow_ups: 3,
  follow_up: 'days_0',
  priority: PRIORITIES.no_priority,
} as const;
/** Manual mode defaults: same day, current user as assignee (filled by the caller), no priority. */
export const AI_MANUAL_DEFAULTS = { follow_up: 'days_0', priority: PRIORITIES.no_priority } as const;
/** 001 §9: default sender name Aurora; fallback profile name Emma. */
export const DEFAULT_SENDER_NAME = 'Aurora';
export const FALLBACK_PROFILE_NAME = 'Emma';
/** 001 §9: sample generator pairs up to 8 names and photos. */
export const SAMPLE_PROFILES_MAX = 8;
/** 001 §9: default country United States (4000012); only the USA is targetable currently. */
export const DEFAULT_TARGET_COUNTRY = { name: 'United States', value: '4000012' } as const;
export const TARGET_COUNTRIES = [DEFAULT_TARGET_COUNTRY] as const;
/** 001 §9: research entries shown as left/max. */
export const formatResearchRemaining = (left: number, max: number) => `${left}/${max}`;
