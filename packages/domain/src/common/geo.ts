import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

export type CountryOption = { code: string; name: string; phone_code: string };
export type TimezoneOptionItem = { name: string; value: string };

/**
 * Country options for selects: ISO code, display name in `locale`, calling code. Built from
 * libphonenumber-js's region list (about 245) and the runtime's Intl.DisplayNames, sorted by name.
 * (001 §3 also names code3 and the ISO number; neither source has them, so they are not listed here.)
 */
export function listCountries(locale = 'en'): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, phone_code: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** '+01:00' style UTC offset of a zone at an instant. */
export function utcOffset(timeZone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-]\d{2}:\d{2})?/.exec(part ?? '');
  return m?.[1] ?? '+00:00';
}

/**
 * 001 §3 timezone options: `{name: '(GMT+01:00) Europe/Paris', value: 'Europe/Paris'}` for every IANA
 * zone the runtime knows, ordered by offset then name.
 */
export function listTimezoneOptions(at: Date = new Date()): TimezoneOptionItem[] {
  const zones = Intl.supportedValuesOf('timeZone');
  const withUtc = zones.includes('UTC') ? zones : [...zones, 'UTC'];
  return withUtc
    .map((value) => ({ value, offset: utcOffset(value, at) }))
    .sort((a, b) => toMinutes(a.offset) - toMinutes(b.offset) || a.value.localeCompare(b.value))
    .map(({ value, offset }) => ({ name: `(GMT${offset}) ${value.replace(/_/g, ' ')}`, value }));
}

const toMinutes = (offset: string) => {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [h, m] = offset.slice(1).split(':').map(Number);
  return sign * (h * 60 + m);
};
