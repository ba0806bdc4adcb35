import { z } from 'zod';
import { MESSAGES } from '../messages/catalogue.js';

/** 001 §5, §9: a phone has 5 to 13 digits. */
export const PHONE_DIGITS_MIN = 5;
export const PHONE_DIGITS_MAX = 13;
/** 001 §5 phone modal: numeric with more than 5 digits. */
export const PHONE_MODAL_DIGITS_MIN = 6;
/** 001 §5: allowed characters — digits, plus, space, dash, brackets. */
export const PHONE_ALLOWED_PATTERN = /^[0-9+\s\-()]*$/;

export const phoneDigits = (value: string) => value.replace(/\D/g, '');

/** 001 §5 phone rule: allowed characters only and 5–13 digits. */
export function isValidPhone(value: string): boolean {
  const v = value.trim();
  if (!PHONE_ALLOWED_PATTERN.test(v)) return false;
  const n = phoneDigits(v).length;
  return n >= PHONE_DIGITS_MIN && n <= PHONE_DIGITS_MAX;
}

export const phoneSchema = z
  .string({ error: MESSAGES.wrongPhone })
  .trim()
  .max(30, { error: MESSAGES.wrongPhone, abort: true })
  .refine(isValidPhone, MESSAGES.wrongPhone);

/** Optional phone in a form body: '' counts as absent. */
export const optionalPhoneSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  phoneSchema.optional(),
);

/**
 * 001 §5 phone modal (adding a phone to a social account): numeric, more than 5 digits, a country
 * chosen; otherwise 'Please, add correct phone number'.
 */
export function validatePhoneModal(number: string, countryCode: string | null | undefined): true | string {
  const v = number.trim();
  if (!countryCode || !/^\d+$/.test(v) || v.length < PHONE_MODAL_DIGITS_MIN || v.length > 15) {
    return MESSAGES.addCorrectPhone;
  }
  return true;
}

/** 001 §5 dialer input keeps digits, #, *, + only. */
export const sanitizeDialerInput = (value: string) => value.replace(/[^0-9#*+]/g, '');

/** 001 §7 calls are placed to the digits-only number. */
export const dialableNumber = (value: string) => phoneDigits(value);

/** 001 §5 call rule: 'Wrong phone number format' unless the number is a phone. */
export function validateCallNumber(value: string): true | string {
  return isValidPhone(sanitizeDialerInput(value).replace(/[#*]/g, ''))
    ? true
    : MESSAGES.wrongPhoneNumberFormat;
}
