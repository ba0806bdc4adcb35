import { listCountries, listTimezoneOptions, type TimezoneOptionItem } from '@leadloop/domain/common/geo';

export { listCountries };

/** A country's name in the interface language. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

let cached: TimezoneOptionItem[] | null = null;

/** 001 §3 timezone options (from the shared domain), computed once per page. */
export const timezoneOptions = () => (cached ??= listTimezoneOptions());

export const browserTimezone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

/** Hours 0–23 as select options ("09:00"). */
export const HOUR_OPTIONS = Array.from({ length: 24 }, (_, h) => ({
  value: String(h),
  label: `${String(h).padStart(2, '0')}:00`,
}));
