import { z } from 'zod';
import { MESSAGES } from '../messages/catalogue.js';
import { EMAIL_MAX } from './text.js';
import { maxLength } from '../messages/format.js';

/** Same shape zod uses for z.email(): practical, not the full RFC. */
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([a-z0-9_'+\-.]*)[a-z0-9_+-]@([a-z0-9][a-z0-9-]*\.)+[a-z]{2,}$/i;

export const isEmail = (value: string) => value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value.trim());

/**
 * 001 §5 email: trimmed, lower-cased; empty → 'Please enter email'; malformed → 'Not valid email'
 * (or the other spec wording, 'Invalid email', via `emailRule(MESSAGES.invalidEmail)`).
 */
export const emailRule = (invalidMessage: string = MESSAGES.notValidEmail) =>
  z
    .string({ error: MESSAGES.pleaseEnterEmail })
    .trim()
    .toLowerCase()
    .min(1, { error: MESSAGES.pleaseEnterEmail, abort: true })
    .max(EMAIL_MAX, { error: maxLength(EMAIL_MAX), abort: true })
    .regex(EMAIL_PATTERN, invalidMessage);

export const emailSchema = emailRule();

/** Normalises an address for comparison: trimmed, lower case. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase();

/**
 * 001 §5 duplicates in a list: the first duplicate (case-insensitive, trimmed) gets 'Email already added'.
 * Returns the index of the first repeated entry, or -1.
 */
export function firstDuplicateIndex(values: readonly string[]): number {
  const seen = new Set<string>();
  for (let i = 0; i < values.length; i++) {
    const key = normalizeEmail(values[i]);
    if (seen.has(key)) return i;
    seen.add(key);
  }
  return -1;
}

/** Adding one address to a list kept in a form: refusal text or true. */
export function canAddEmailToList(list: readonly string[], email: string): true | string {
  if (email.trim() === '') return MESSAGES.pleaseEnterEmail;
  if (!isEmail(email)) return MESSAGES.notValidEmail;
  const key = normalizeEmail(email);
  return list.some((e) => normalizeEmail(e) === key) ? MESSAGES.emailAlreadyAdded : true;
}
