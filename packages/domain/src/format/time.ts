/** 001 §9 call duration: 'N sec' under a minute, 'N min' from 60 s (whole minutes, floored). */
export function formatCallDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return s < 60 ? `${s} sec` : `${Math.floor(s / 60)} min`;
}

/** 000 §4 call timer: mm:ss, or hh:mm:ss from one hour. */
export function formatCallTimer(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${pad(h)}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
}

const UNITS: [string, number][] = [
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
/** About a year: older entries show an absolute date. */
export const RELATIVE_TIME_ABSOLUTE_AFTER_DAYS = 360;

/** DD/MM/YYYY HH:mm, in the given IANA time zone (default UTC). */
export function formatDateTime(date: Date | string | number, timeZone = 'UTC'): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(date));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}

/**
 * 001 §9 history time: 'just now' under a minute, then '5 minutes ago', '1 hour ago', … '11 months ago';
 * from about a year, DD/MM/YYYY HH:mm.
 */
export function formatRelativeTime(
  date: Date | string | number,
  now: Date | string | number,
  timeZone = 'UTC',
): string {
  const diff = Math.floor((new Date(now).getTime() - new Date(date).getTime()) / 1000);
  if (diff < 60) return 'just now';
  if (diff >= RELATIVE_TIME_ABSOLUTE_AFTER_DAYS * 24 * 3600) return formatDateTime(date, timeZone);
  for (const [unit, secs] of UNITS) {
    if (diff >= secs) {
      const n = Math.floor(diff / secs);
      return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
    }
  }
  return 'just now';
}

/** Elapsed time in the largest whole unit: '45 seconds', '1 minute', '3 hours', '2 days' (for 'locked … ago'). */
export function formatElapsed(from: Date | string | number, now: Date | string | number): string {
  const diff = Math.max(0, Math.floor((new Date(now).getTime() - new Date(from).getTime()) / 1000));
  for (const [unit, secs] of UNITS) {
    if (diff >= secs) {
      const n = Math.floor(diff / secs);
      return `${n} ${unit}${n === 1 ? '' : 's'}`;
    }
  }
  return `${diff} second${diff === 1 ? '' : 's'}`;
}
