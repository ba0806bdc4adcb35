import { describe, expect, it } from 'vitest';
import { addAccountSteps, refreshCodeValue, validateLocationStep, wizardEntryStep } from './wizard.js';
import {
  blacklistBodySchema,
  credentialLimitsBodySchema,
  credentialLocationBodySchema,
  normalizeBlacklistValue,
  signatureCreateSchema,
  withdrawSettingsBodySchema,
} from './settings.js';
import { firstError } from '../common/test-helpers.js';
import { MESSAGES } from '../messages/catalogue.js';

describe('add-account wizard (000 §2, §4; 001 §5)', () => {
  it.each([
    ['cloud', 'create', ['automation', 'location', 'schedule', 'credentials', 'verification']],
    [
      'cloud',
      'edit',
      ['automation', 'location', 'schedule', 'credentials', 'verification', 'change_automation'],
    ],
    ['extension', 'create', ['automation', 'credentials']],
    ['extension', 'edit', ['credentials', 'change_automation']],
  ] as const)('%s / %s', (type, mode, steps) => {
    expect(addAccountSteps(type, mode)).toEqual(steps);
  });

  const proxy = { proxy_address: '1.2.3.4', port: '80', username: 'u', password: 'p' };
  it.each([
    [{ automation_type: 'cloud', country_code: 'US' }, true],
    [{ automation_type: 'extension' }, true],
    [{ automation_type: 'cloud' }, MESSAGES.chooseCountry],
    [{ automation_type: 'cloud', country_code: 'US', use_custom_proxy: true, proxy }, true],
    [{ automation_type: 'cloud', use_custom_proxy: true, proxy }, MESSAGES.chooseCountry],
    [
      {
        automation_type: 'cloud',
        country_code: 'US',
        use_custom_proxy: true,
        proxy: { ...proxy, port: 'x' },
      },
      MESSAGES.fixAllErrors,
    ],
  ] as const)('location %j → %s', (input, expected) => {
    expect(validateLocationStep(input)).toBe(expected);
  });

  it('entry step and app-code refresh', () => {
    expect(wizardEntryStep({ wrong_password: true })).toBe('credentials');
    expect(wizardEntryStep({ security_code_requested_at: '2026-01-01T00:00:00Z' })).toBe('verification');
    expect(wizardEntryStep({})).toBeNull();
    expect(refreshCodeValue('app', '123456')).toBe('000000');
    expect(refreshCodeValue('sms', '123456')).toBe('123456');
  });
});

describe('account settings bodies', () => {
  it.each([
    [{ daily: { connection_requests: '25', messages: 40 } }, 'ok'],
    [{ weekly: { connection_requests: 150 } }, 'ok'],
    [{ daily: { connection_requests: 51 } }, MESSAGES.limitTooHigh],
    [{ weekly: { inmails: 1000 } }, MESSAGES.limitTooHigh],
    [{ daily: { teleport: 1 } }, 'ok-false'],
  ])('limits %j → %s', (body, expected) => {
    if (expected === 'ok-false') expect(credentialLimitsBodySchema.safeParse(body).success).toBe(false);
    else expect(firstError(credentialLimitsBodySchema, body)).toBe(expected);
  });

  it('location checks work hours order', () => {
    expect(firstError(credentialLocationBodySchema, { work_hours_start: 9, work_hours_end: 17 })).toBe('ok');
    expect(firstError(credentialLocationBodySchema, { work_hours_start: 17, work_hours_end: 9 })).toBe(
      MESSAGES.workHoursOrder,
    );
  });

  it('blacklist takes lines, de-duplicates and normalises profile links', () => {
    expect(blacklistBodySchema.parse({ values: 'a\nb\na\n' })).toEqual({
      kind: 'profile',
      values: ['a', 'b'],
    });
    expect(normalizeBlacklistValue('profile', 'https://www.linkedin.com/in/Ann-Lee/')).toBe('ann-lee');
    expect(normalizeBlacklistValue('company', '  Acme   Inc ')).toBe('acme inc');
    expect(firstError(blacklistBodySchema, { values: Array(5001).fill('x') })).toBe(
      MESSAGES.blacklistTooLong,
    );
  });

  it('signatures and withdraw settings', () => {
    expect(firstError(signatureCreateSchema, { name: 'Main', message: 'Best' })).toBe('ok');
    expect(firstError(signatureCreateSchema, { name: ' ', message: 'Best' })).toBe(MESSAGES.nameRequired);
    expect(withdrawSettingsBodySchema.parse({ enabled: 'true' })).toEqual({ enabled: true, days: 21 });
    expect(withdrawSettingsBodySchema.safeParse({ enabled: true, days: 3 }).success).toBe(false);
  });
});
