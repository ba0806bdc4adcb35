import { describe, expect, it } from 'vitest';
import {
  isCardNumber,
  validateAvatar,
  validateCardForm,
  validateWhitelabelAuth,
  type WhitelabelAuthSettings,
} from './rules.js';
import { findProfileLinkColumn, validateCsvSize } from '../prospects/csv.js';
import { MESSAGES } from '../messages/catalogue.js';

const off: WhitelabelAuthSettings = {
  is_password_auth_enabled: false,
  is_google_auth_enabled: false,
  is_microsoft_auth_enabled: false,
  is_ui_registration_enabled: false,
  is_ghl_only_registration: false,
};

describe('white-label rules (001 §5)', () => {
  it.each([
    [{ ...off, is_password_auth_enabled: true, is_ui_registration_enabled: true }, true],
    [{ ...off, is_google_auth_enabled: true, is_ghl_only_registration: true }, true],
    [off, MESSAGES.whitelabelAuthMethodRequired],
    [
      {
        ...off,
        is_google_auth_enabled: true,
        is_ui_registration_enabled: true,
        is_ghl_only_registration: true,
      },
      MESSAGES.whitelabelUiAndGhlRegistration,
    ],
    [
      { ...off, is_password_auth_enabled: true, is_ghl_only_registration: true },
      MESSAGES.whitelabelPasswordWithGhlOnly,
    ],
  ])('%j → %s', (s, expected) => {
    expect(validateWhitelabelAuth(s)).toBe(expected);
  });

  it('avatar must exist and not be too large', () => {
    expect(validateAvatar({ size: 1000 })).toBe(true);
    expect(validateAvatar(null)).toBe(MESSAGES.avatarRequired);
    expect(validateAvatar({ size: 3 * 1024 * 1024 })).toBe(MESSAGES.avatarTooLarge);
  });

  it.each([
    ['4242 4242 4242 4242', true],
    ['4000-0566-5566-5556', true],
    ['4242424242424241', false],
    ['1234', false],
  ])('card number %j valid: %s', (n, ok) => {
    expect(isCardNumber(n)).toBe(ok);
  });

  it('card form needs all fields and a correct number', () => {
    const card = { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Ann' };
    expect(validateCardForm(card)).toBe(true);
    expect(validateCardForm({ ...card, cvc: '' })).toBe(MESSAGES.fillAllCardFields);
    expect(validateCardForm({ ...card, number: '4242424242424241' })).toBe(MESSAGES.cardNumberIncorrect);
  });
});

describe('CSV rules (001 §5: 5 MB, profile link column)', () => {
  it('size', () => {
    expect(validateCsvSize(5 * 1024 * 1024)).toBe(true);
    expect(validateCsvSize(5 * 1024 * 1024 + 1)).toBe('Max CSV file size is 5mb');
  });
  it.each([
    [['Name', 'Profile URL'], [['Ann', 'https://www.linkedin.com/in/ann']], 1],
    [['a', 'b'], [['x', 'linkedin.com/in/bob']], 1],
    [['Name', 'Email'], [['Ann', 'ann@x.co']], MESSAGES.csvProfileColumnMissing],
  ])('header %j → %s', (header, rows, expected) => {
    expect(findProfileLinkColumn(header, rows)).toBe(expected);
  });
});
