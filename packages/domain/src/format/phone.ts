import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { phoneDigits } from '../common/phone.js';

/**
 * 001 §9: phone numbers formatted for 10, 11 or 12 digits. 10 digits are read as a North-American
 * national number, 11 and 12 as international (country code included); formatting comes from
 * libphonenumber-js. Anything else (or unparsable) is returned as given.
 */
export function formatPhoneNumber(value: string, defaultCountry: 'US' | 'CA' = 'US'): string {
  const digits = phoneDigits(value);
  if (![10, 11, 12].includes(digits.length)) return value;
  const parsed =
    digits.length === 10
      ? parsePhoneNumberFromString(digits, defaultCountry)
      : parsePhoneNumberFromString(`+${digits}`);
  if (!parsed) return value;
  return digits.length === 10 ? parsed.formatNational() : parsed.formatInternational();
}

/** E.164 form for storage and calling, or null when not a possible number. */
export function toE164(value: string, defaultCountry?: string): string | null {
  const v = value.trim();
  const parsed = parsePhoneNumberFromString(v, (defaultCountry ?? 'US') as 'US');
  return parsed && parsed.isPossible() ? parsed.number : null;
}
