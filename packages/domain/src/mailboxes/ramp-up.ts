/** 001 §4, §9: mailbox ramp-up reaches 25 per day over 13 days. */
export const RAMP_UP_DAYS = 13;
export const RAMP_UP_TARGET_PER_DAY = 25;
/** 001 §9 warm-up recommendations: 25 per day, ramp-up 3, reply rate 33 %. */
export const WARMUP_RECOMMENDED_PER_DAY = 25;
export const WARMUP_RECOMMENDED_RAMP_UP = 3;
export const WARMUP_RECOMMENDED_REPLY_RATE = 33;
/** 001 §9: max 3 mailboxes per domain. */
export const MAILBOXES_PER_DOMAIN_MAX = 3;
/** 001 §9: .com registration up to 1 hour, others up to 48 hours. */
export const DOMAIN_REGISTRATION_HOURS = { com: 1, other: 48 } as const;
export const domainRegistrationHours = (domain: string) =>
  domain.trim().toLowerCase().endsWith('.com')
    ? DOMAIN_REGISTRATION_HOURS.com
    : DOMAIN_REGISTRATION_HOURS.other;
/** 001 §9: follow-up delay 2 days after a reply; newsletters at 9 a.m. (weekly Monday, monthly on the 1st). */
export const FOLLOW_UP_AFTER_REPLY_DAYS = 2;
export const NEWSLETTER_HOUR = 9;

/**
 * Daily sending limit on day `day` (1-based) of a new mailbox: rises linearly to 25 on day 13, then
 * stays at 25. Day 1 sends 2 (25/13 rounded up), so the schedule is 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 25.
 */
export function rampUpLimit(day: number, target = RAMP_UP_TARGET_PER_DAY, days = RAMP_UP_DAYS): number {
  if (day < 1) return 0;
  if (day >= days) return target;
  return Math.min(target, Math.ceil((target * day) / days));
}

/** The whole 13-day schedule. */
export const rampUpSchedule = (target = RAMP_UP_TARGET_PER_DAY, days = RAMP_UP_DAYS) =>
  Array.from({ length: days }, (_, i) => rampUpLimit(i + 1, target, days));

/** Mailbox guard (issue 39): pause over 2 % hard bounces in the last 200 sends, or over 0.1 % complaints. */
export const BOUNCE_WINDOW_SENDS = 200;
export const BOUNCE_RATE_MAX = 0.02;
export const COMPLAINT_WINDOW_SENDS = 1000;
export const COMPLAINT_RATE_MAX = 0.001;

/**
 * Warm-up emails planned on day `day` (1-based): `ramp_up_increment` more each day up to `per_day`
 * (25/day, ramp 3: 3, 6, … 24, 25 from day 9). Days outside the sending period plan nothing.
 */
export function warmupPlanned(
  day: number,
  settings: { per_day: number; ramp_up_increment: number },
  sendingDay = true,
): number {
  if (day < 1 || !sendingDay) return 0;
  return Math.min(settings.per_day, settings.ramp_up_increment * day);
}
