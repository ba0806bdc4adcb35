/** Country names in the interface language (Intl), and the IANA time-zone options (001 §3 Timezone option). */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export interface TimezoneOption {
  name: string;
  value: string;
}

function offsetLabel(zone: string, at: Date): { label: string; minutes: number } {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? '');
  if (!match) return { label: 'UTC+00:00', minutes: 0 };
  const minutes = (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  return { label: `UTC${match[1]}${match[2]}:${match[3]}`, minutes };
}

let cached: TimezoneOption[] | null = null;

/** Every zone the browser knows, sorted by UTC offset: "(UTC+01:00) Europe/Paris". */
export function timezoneOptions(): TimezoneOption[] {
  if (cached) return cached;
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  const now = new Date();
  const withOffsets = zones.map((value) => ({ value, ...offsetLabel(value, now) }));
  withOffsets.sort((a, b) => a.minutes - b.minutes || a.value.localeCompare(b.value));
  cached = withOffsets.map(({ value, label }) => ({ value, name: `(${label}) ${value.replace(/_/g, ' ')}` }));
  if (!cached.some((z) => z.value === 'UTC')) cached.unshift({ value: 'UTC', name: '(UTC+00:00) UTC' });
  return cached;
}

export const browserTimezone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

/** Hours 0–23 as select options ("09:00"). */
export const HOUR_OPTIONS = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` }));
