/** Wall-clock arithmetic in an IANA time zone with Intl only (the domain package has no date library). */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone, or UTC when it is not one Intl knows (as the engine does). */
export function validZone(timeZone: string): string {
  try {
    formatter(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The local calendar day of `ms` in the zone, as a UTC-midnight day number (days since 1970-01-01). */
export function localDayNumber(ms: number, timeZone: string): number {
  const p = parts(ms, timeZone);
  return Math.floor(Date.UTC(p.year, p.month - 1, p.day) / 86_400_000);
}

function parts(ms: number, timeZone: string) {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms)))
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The zone's offset from UTC at `ms`, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const p = parts(ms, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant of `hour`:00 on local day `day` (a day number) in the zone. In a DST gap the hour does not
 * exist; the instant an hour later is given (as a wall clock moving forward shows it).
 */
export function localHourToMs(day: number, hour: number, timeZone: string): number {
  const wall = day * 86_400_000 + hour * 3_600_000;
  let ms = wall - offsetAt(wall, timeZone);
  ms = wall - offsetAt(ms, timeZone);
  return ms;
}
