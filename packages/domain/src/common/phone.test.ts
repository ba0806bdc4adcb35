import { describe, expect, it } from 'vitest';
import {
  dialableNumber,
  isValidPhone,
  phoneSchema,
  sanitizeDialerInput,
  validateCallNumber,
  validatePhoneModal,
} from './phone.js';
import { firstError } from './test-helpers.js';

describe('phone rule (001 §5: digits, +, space, dash, brackets; 5–13 digits)', () => {
  it.each([
    ['+1 (555) 123-4567', true],
    ['12345', true],
    ['1234567890123', true],
    ['1234', false],
    ['12345678901234', false],
    ['555.123.4567', false],
    ['call me', false],
    ['', false],
  ])('%j → %s', (value, ok) => {
    expect(isValidPhone(value)).toBe(ok);
    expect(firstError(phoneSchema, value)).toBe(ok ? 'ok' : 'Wrong phone');
  });

  it.each([
    ['123456', 'US', true],
    ['12345', 'US', 'Please, add correct phone number'],
    ['12-3456', 'US', 'Please, add correct phone number'],
    ['123456', '', 'Please, add correct phone number'],
    ['123456', null, 'Please, add correct phone number'],
  ])('phone modal %j (%s) → %s', (number, country, expected) => {
    expect(validatePhoneModal(number, country)).toBe(expected);
  });

  it('dialer input keeps digits, #, *, + only', () => {
    expect(sanitizeDialerInput('+1 (555) 12a#*')).toBe('+155512#*');
    expect(dialableNumber('+1 (555) 123-4567')).toBe('15551234567');
  });

  it.each([
    ['+1 555 123 4567', true],
    ['12', 'Wrong phone number format'],
  ])('call number %j → %s', (value, expected) => {
    expect(validateCallNumber(value)).toBe(expected);
  });
});
