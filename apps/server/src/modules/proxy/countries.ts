import { createRequire } from 'node:module';
import type isoCountriesModule from 'i18n-iso-countries';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import { uniform } from '../../providers/network/index.js';

const require = createRequire(import.meta.url);

export interface CountryOption {
  code: string;
  code3: string;
  name: string;
  number: string;
  phone_code?: string;
}

let cached: CountryOption[] | undefined;

/** The static country list (ISO 3166-1, ~250 entries) with calling codes from libphonenumber. */
export function countries(): CountryOption[] {
  if (cached) return cached;
  // Loaded on first use (about 5 MB resident with its names): most processes never list countries.
  const isoCountries = require('i18n-iso-countries') as typeof isoCountriesModule;
  isoCountries.registerLocale(require('i18n-iso-countries/langs/en.json'));
  cached = Object.entries(isoCountries.getNames('en', { select: 'official' }))
    .map(([code, name]) => {
      const option: CountryOption = {
        code,
        code3: isoCountries.alpha2ToAlpha3(code) ?? '',
        name,
        number: isoCountries.alpha2ToNumeric(code) ?? '',
      };
      if (isSupportedCountry(code)) option.phone_code = `+${getCountryCallingCode(code)}`;
      return option;
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return cached;
}

/** IANA time zones known to the runtime, as {name, value}. */
export function timezones(): { name: string; value: string }[] {
  return Intl.supportedValuesOf('timeZone').map((value) => ({ name: value.replace(/_/g, ' '), value }));
}

/** Countries the (sandbox) proxy provider has addresses in. */
const PROXY_COUNTRIES = [
  'US',
  'CA',
  'GB',
  'IE',
  'FR',
  'DE',
  'ES',
  'PT',
  'IT',
  'NL',
  'BE',
  'CH',
  'AT',
  'SE',
  'NO',
  'DK',
  'FI',
  'PL',
  'CZ',
  'RO',
  'GR',
  'TR',
  'IL',
  'AE',
  'IN',
  'SG',
  'AU',
  'NZ',
  'JP',
  'KR',
  'BR',
  'MX',
  'AR',
  'CL',
  'CO',
  'ZA',
  'NG',
  'KE',
  'EG',
  'PH',
];
const PROXY_TYPES = ['basic', 'residential'] as const;

/**
 * GET /proxy/v2/countries: {code, count, type}; count 0 means out of reserve. The sandbox reserve is fixed
 * per country and type (seeded), with a few countries out of reserve so the UI shows that state.
 */
export function proxyCountries(seed = 42): { code: string; count: number; type: string }[] {
  return PROXY_COUNTRIES.flatMap((code) =>
    PROXY_TYPES.map((type) => {
      const u = uniform(seed, 'proxy-reserve', code, type);
      return { code, type, count: u < 0.08 ? 0 : Math.round(5 + u * (type === 'basic' ? 400 : 120)) };
    }),
  );
}

export const isProxyCountryAvailable = (code: string, type: string, seed = 42) =>
  proxyCountries(seed).some((c) => c.code === code && c.type === type && c.count > 0);
