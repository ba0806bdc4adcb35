import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { isValidPhone, phoneDigits } from '../common/phone.js';
import { MESSAGES } from '../messages/catalogue.js';

/**
 * SMS rules (inbox replies and SMS steps). The spec gives the phone rule (001 §5: digits, plus, space,
 * dash, brackets; 5–13 digits); segment sizes are the carriers' (GSM 03.38 / UCS-2). Leadloop sends
 * at most SMS_MAX_SEGMENTS parts (our choice: long texts get expensive and arrive out of order).
 */
export const SMS_MAX_SEGMENTS = 10;
export const SMS_GSM_SINGLE = 160;
export const SMS_GSM_PART = 153;
export const SMS_UCS2_SINGLE = 70;
export const SMS_UCS2_PART = 67;

export const SMS_MESSAGES = {
  noPhone: MESSAGES.smsNoPhone,
  badPhone: MESSAGES.smsBadPhone,
  tooLong: MESSAGES.smsTooLong,
} as const;

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';
const basic = new Set(GSM_BASIC);
const extended = new Set(GSM_EXTENDED);

export interface SmsSize {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7, extended characters count 2) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
  /** Units still free in the last segment. */
  remaining: number;
}

/** How many SMS parts a text takes and in which encoding. */
export function smsSize(text: string): SmsSize {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (basic.has(ch)) septets += 1;
    else if (extended.has(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const encoding = gsm ? 'GSM-7' : 'UCS-2';
  const units = gsm ? septets : text.length;
  const single = gsm ? SMS_GSM_SINGLE : SMS_UCS2_SINGLE;
  const part = gsm ? SMS_GSM_PART : SMS_UCS2_PART;
  const segments = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / part);
  const capacity = segments <= 1 ? single : segments * part;
  return { encoding, units, segments, remaining: capacity - units };
}

/** The text fits the SMS limit, else the message to show. */
export function validateSmsText(text: string): true | string {
  return smsSize(text).segments <= SMS_MAX_SEGMENTS ? true : SMS_MESSAGES.tooLong;
}

/**
 * A prospect's phone as an E.164 SMS destination, or null. The spec's phone rule first; then
 * libphonenumber (international form, or national with the account's country) must find a possible number.
 */
export function toSmsNumber(phone: string | null | undefined, defaultCountry?: string | null): string | null {
  if (!phone || !isValidPhone(phone)) return null;
  const country =
    defaultCountry && /^[A-Z]{2}$/i.test(defaultCountry) ? defaultCountry.toUpperCase() : undefined;
  const raw = phone.trim();
  const parsed = parsePhoneNumberFromString(
    raw.startsWith('00') ? `+${raw.slice(2)}` : raw,
    country as CountryCode | undefined,
  );
  if (parsed?.isPossible()) return parsed.number;
  return raw.startsWith('+') ? `+${phoneDigits(raw)}` : null;
}
