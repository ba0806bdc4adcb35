import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';

/** When an account may act: its time zone and work hours (start inclusive, end exclusive, 0–23/24). */
export interface WorkHours {
  timezone: string;
  start: number;
  end: number;
}

export function zoneOrUtc(timezone: string): string {
  return DateTime.now().setZone(timezone).isValid ? timezone : 'UTC';
}

/** Is `at` inside the account's work hours, in the account's time zone? */
export function isWorkTime(at: Date, hours: WorkHours): boolean {
  const local = DateTime.fromJSDate(at, { zone: zoneOrUtc(hours.timezone) });
  return hoursContain(hours, local.hour);
}

function hoursContain(hours: WorkHours, hour: number): boolean {
  if (hours.start === hours.end) return true; // 24h
  return hours.start < hours.end
    ? hour >= hours.start && hour < hours.end
    : hour >= hours.start || hour < hours.end;
}

/** The earliest moment at or after `at` that is inside work hours. */
export function nextWorkTime(at: Date, hours: WorkHours): Date {
  if (isWorkTime(at, hours)) return at;
  const zone = zoneOrUtc(hours.timezone);
  let local = DateTime.fromJSDate(at, { zone }).startOf('hour');
  for (let i = 0; i < 48; i++) {
    local = local.plus({ hours: 1 });
    if (hoursContain(hours, local.hour)) return local.toJSDate();
  }
  return at;
}

/** Start of the account's local day containing `at` (daily limits reset at local midnight). */
export function localDayStart(at: Date, timezone: string): Date {
  return DateTime.fromJSDate(at, { zone: zoneOrUtc(timezone) })
    .startOf('day')
    .toJSDate();
}

/** Start of the next work period after the local day of `at` (where a prospect waits for a full daily limit). */
export function nextDayWorkStart(at: Date, hours: WorkHours): Date {
  const zone = zoneOrUtc(hours.timezone);
  const tomorrow = DateTime.fromJSDate(at, { zone }).startOf('day').plus({ days: 1 });
  return nextWorkTime(tomorrow.toJSDate(), hours);
}

/**
 * Human-like spacing between two actions of one account: a deterministic pseudo-random gap between
 * `minSeconds` and `maxSeconds`, seeded by the action's key (so a replay computes the same gap).
 */
export function spacingMs(seed: string, minSeconds: number, maxSeconds: number): number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  const unit = ((h >>> 0) % 10_000) / 10_000;
  return Math.round((minSeconds + unit * (maxSeconds - minSeconds)) * 1000);
}

/** A stable 50/50 pick for A/B variants: the same prospect always gets the same variant of a step. */
export function abVariant(prospectId: string, nodeId: string): 'A' | 'B' {
  return createHash('sha256').update(`${prospectId}:${nodeId}`).digest()[0]! % 2 === 0 ? 'A' : 'B';
}
