import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  changePasswordBodySchema,
  passwordSchema,
  passwordsMatch,
  resetPasswordFormSchema,
  restoreBodySchema,
  setPasswordWithRestoreCodeSchema,
  signInBodySchema,
  signUpBodySchema,
} from './rules.js';
import { emailSchema } from '../common/email.js';
import { MESSAGES } from '../messages/catalogue.js';
import { firstError } from '../common/test-helpers.js';

describe('password rule (001 §5: 8 to 40)', () => {
  it.each([
    ['a'.repeat(PASSWORD_MIN), 'ok'],
    ['a'.repeat(PASSWORD_MAX), 'ok'],
    ['with spaces ok', 'ok'],
    ['', MESSAGES.passwordRequired],
    [undefined, MESSAGES.passwordRequired],
    ['a'.repeat(7), 'Password must be at least 8 characters'],
    ['a'.repeat(41), 'Password must be at most 40 characters'],
    [12345678, MESSAGES.passwordRequired],
  ])('%s → %s', (value, expected) => {
    expect(firstError(passwordSchema, value)).toBe(expected);
  });

  it('passwords must match on reset', () => {
    expect(passwordsMatch('secret123', 'secret123')).toBe(true);
    expect(passwordsMatch('secret123', 'secret124')).toBe('Passwords do not match');
    expect(firstError(resetPasswordFormSchema, { password: 'secret123', confirm_password: 'x' })).toBe(
      'Passwords do not match',
    );
    expect(
      firstError(resetPasswordFormSchema, { password: 'secret123', confirm_password: 'secret123' }),
    ).toBe('ok');
  });
});

describe('email rule (001 §5)', () => {
  it.each([
    ['john@example.com', 'ok'],
    ['  John.Doe+x@Example.co.uk ', 'ok'],
    ['', 'Please enter email'],
    ['   ', 'Please enter email'],
    ['john', 'Not valid email'],
    ['john@', 'Not valid email'],
    ['john@example', 'Not valid email'],
    ['jo hn@example.com', 'Not valid email'],
    ['a..b@example.com', 'Not valid email'],
    [`${'a'.repeat(250)}@x.com`, 'Message can not be longer than 254 characters'],
  ])('%j → %s', (value, expected) => {
    expect(firstError(emailSchema, value)).toBe(expected);
  });

  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  John@Example.COM ')).toBe('john@example.com');
  });
});

describe('auth bodies', () => {
  const signUp = { email: 'a@b.co', password: 'password1', first_name: 'Ann', last_name: 'Lee' };
  it.each([
    [signUp, 'ok'],
    [
      { ...signUp, phone: '+1 (555) 123-4567', invite_code: 'ABCDEFGHIJKL', track: 'x', irclickid: 'y' },
      'ok',
    ],
    [{ ...signUp, phone: '', invite_code: '' }, 'ok'],
    [{ ...signUp, first_name: ' ' }, 'First name is required'],
    [{ ...signUp, last_name: undefined }, 'Last name is required'],
    [{ ...signUp, password: 'short' }, 'Password must be at least 8 characters'],
    [{ ...signUp, invite_code: 'ABC' }, 'Invite code must be 12 characters long'],
    [{ ...signUp, phone: 'abc' }, 'Wrong phone'],
    [{ ...signUp, email: 'nope' }, 'Not valid email'],
  ])('sign up %j → %s', (body, expected) => {
    expect(firstError(signUpBodySchema, body)).toBe(expected);
  });

  it('refuses unknown fields', () => {
    expect(signUpBodySchema.safeParse({ ...signUp, is_admin: true }).success).toBe(false);
    expect(signInBodySchema.safeParse({ email: 'a@b.co', password: 'x', extra: 1 }).success).toBe(false);
  });

  it.each([
    [signInBodySchema, { email: 'a@b.co', password: 'x' }, 'ok'],
    [signInBodySchema, { email: 'a@b.co', password: '' }, MESSAGES.passwordRequired],
    [restoreBodySchema, { email: 'a@b.co' }, 'ok'],
    [restoreBodySchema, { email: 'ab' }, 'Not valid email'],
    [setPasswordWithRestoreCodeSchema, { password: 'password1', restore_code: 'abc' }, 'ok'],
    [
      setPasswordWithRestoreCodeSchema,
      { password: 'password1', restore_code: '' },
      MESSAGES.oneTimeCodeInvalid,
    ],
    [changePasswordBodySchema, { old_password: 'old', password: 'newpassword' }, 'ok'],
    [
      changePasswordBodySchema,
      { old_password: 'old', password: 'new' },
      'Password must be at least 8 characters',
    ],
  ] as const)('%#: %j → %s', (schema, body, expected) => {
    expect(firstError(schema, body)).toBe(expected);
  });
});
