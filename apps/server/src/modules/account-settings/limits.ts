import {
  DAILY_LIMIT_DEFAULTS,
  DAILY_LIMIT_KINDS,
  DAILY_LIMIT_MAX,
  WEEKLY_LIMIT_DEFAULTS,
  WEEKLY_LIMIT_KINDS,
  WEEKLY_LIMIT_MAX,
  type DailyLimitKind,
  type WeeklyLimitKind,
} from '@leadloop/domain';

/** Stored as {"daily.<kind>": n, "weekly.<kind>": n}; missing kinds use the domain defaults. */
export interface CredentialLimits {
  daily: Record<DailyLimitKind, number>;
  weekly: Record<WeeklyLimitKind, number>;
}

/** The limits the engine applies to an account (for campaigns: call with the credential's `limits` column). */
export function effectiveLimits(stored: Record<string, number>): CredentialLimits {
  const daily = Object.fromEntries(
    DAILY_LIMIT_KINDS.map((k) => [k, stored[`daily.${k}`] ?? DAILY_LIMIT_DEFAULTS[k]]),
  ) as CredentialLimits['daily'];
  const weekly = Object.fromEntries(
    WEEKLY_LIMIT_KINDS.map((k) => [k, stored[`weekly.${k}`] ?? WEEKLY_LIMIT_DEFAULTS[k]]),
  ) as CredentialLimits['weekly'];
  return { daily, weekly };
}

export function mergeLimits(
  stored: Record<string, number>,
  body: { daily?: Partial<Record<string, number>>; weekly?: Partial<Record<string, number>> },
) {
  const next = { ...stored };
  for (const [k, v] of Object.entries(body.daily ?? {})) if (typeof v === 'number') next[`daily.${k}`] = v;
  for (const [k, v] of Object.entries(body.weekly ?? {})) if (typeof v === 'number') next[`weekly.${k}`] = v;
  return next;
}

export const limitsView = (stored: Record<string, number>, canEdit: boolean) => ({
  ...effectiveLimits(stored),
  defaults: { daily: DAILY_LIMIT_DEFAULTS, weekly: WEEKLY_LIMIT_DEFAULTS },
  max: { daily: DAILY_LIMIT_MAX, weekly: WEEKLY_LIMIT_MAX },
  can_edit: canEdit,
});
