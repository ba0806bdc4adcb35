import { describe, expect, it } from 'vitest';
import {
  buyPhonesBodySchema,
  isInsideTcpaWindow,
  validateAgreedToTerms,
  validateCallStart,
  validateForwardNumber,
  validatePurchaseForm,
  validateVoicemailFile,
} from './rules.js';
import { firstError } from '../common/test-helpers.js';
import { MESSAGES } from '../messages/catalogue.js';

const MB = 1024 * 1024;

describe('voicemail rules (001 §5: 6–180 s, .wav, 20 MB, terms)', () => {
  it.each([
    [{ filename: 'hello.wav', size: MB, durationSeconds: 30 }, true],
    [{ filename: 'HELLO.WAV', size: 20 * MB, durationSeconds: 6 }, true],
    [{ filename: 'x.wav', size: MB, durationSeconds: 180 }, true],
    [{ filename: 'x.mp3', size: MB, durationSeconds: 30 }, MESSAGES.voicemailWavOnly],
    [{ filename: 'x.wav', size: 20 * MB + 1, durationSeconds: 30 }, MESSAGES.voicemailTooLarge],
    [{ filename: 'x.wav', size: MB, durationSeconds: 5.9 }, MESSAGES.voicemailDuration],
    [{ filename: 'x.wav', size: MB, durationSeconds: 181 }, MESSAGES.voicemailDuration],
    [{ filename: 'x.wav', size: MB, durationSeconds: null }, MESSAGES.voicemailDuration],
    [null, MESSAGES.noFileProvided],
  ])('%j → %s', (file, expected) => {
    expect(validateVoicemailFile(file)).toBe(expected);
  });

  it.each([
    ['', true],
    ['+1 555 123 4567', true],
    ['1234', MESSAGES.wrongPhone],
    ['12345678901234', MESSAGES.wrongPhone],
    ['abc12345', MESSAGES.wrongPhone],
  ])('forward number %j → %s', (v, expected) => {
    expect(validateForwardNumber(v)).toBe(expected);
  });

  it.each([
    [true, true],
    ['true', true],
    [false, 'You are disagreed to Terms of Service.'],
    [undefined, 'You are disagreed to Terms of Service.'],
  ])('agreed_to_terms %j → %s', (v, expected) => {
    expect(validateAgreedToTerms(v)).toBe(expected);
  });
});

describe('number purchase form (001 §5)', () => {
  const full = { country_code: 'US', category: 'local', state_id: 's1', region_id: 'r1', count: '2' };
  it.each([
    ['complete', full, { countryHasStates: true, phonesAvailable: 5 }, {}],
    ['state not needed', { ...full, state_id: null }, { countryHasStates: false }, {}],
    [
      'state needed',
      { ...full, state_id: null },
      { countryHasStates: true },
      { state_id: MESSAGES.stateRequired },
    ],
    [
      'nothing chosen',
      { count: 1 },
      { countryHasStates: false },
      {
        country_code: MESSAGES.selectCountry,
        category: MESSAGES.selectCategory,
        region_id: MESSAGES.regionRequired,
      },
    ],
    [
      'redirect not numeric',
      { ...full, number_to_redirect: '+1 555' },
      { countryHasStates: true },
      { number_to_redirect: MESSAGES.redirectNumberNumeric },
    ],
    [
      'count over availability',
      { ...full, count: 6 },
      { countryHasStates: true, phonesAvailable: 5 },
      { count: 'Count can not be more than 5' },
    ],
    [
      'count over fallback 100',
      { ...full, count: 101 },
      { countryHasStates: true },
      { count: 'Count can not be more than 100' },
    ],
    [
      'count not a number',
      { ...full, count: 'two' },
      { countryHasStates: true },
      { count: MESSAGES.countMustBeNumber },
    ],
  ])('%s', (_n, form, ctx, errors) => {
    expect(validatePurchaseForm(form, ctx)).toEqual(errors);
  });

  it('buy body defaults count to 1', () => {
    expect(buyPhonesBodySchema.parse({ region_id: 'r1' })).toEqual({ region_id: 'r1', count: 1 });
    expect(firstError(buyPhonesBodySchema, { region_id: 'r1', count: '101' })).toBe(
      'Count can not be more than 100',
    );
    expect(firstError(buyPhonesBodySchema, { region_id: '' })).toBe(MESSAGES.regionRequired);
  });
});

describe('calls (001 §5, §9)', () => {
  it.each([
    [{ fromNumberId: 'n1', browserSupportsCalls: true }, true],
    [{ fromNumberId: null, browserSupportsCalls: true }, 'Select number'],
    [{ fromNumberId: 'n1', browserSupportsCalls: false }, 'Your browser doesn`t support calls'],
  ])('%j → %s', (input, expected) => {
    expect(validateCallStart(input)).toBe(expected);
  });

  it.each([
    [7, 59, false],
    [8, 0, true],
    [20, 59, true],
    [21, 0, true],
    [21, 1, false],
  ])('TCPA window at %i:%i → %s', (h, m, inside) => {
    expect(isInsideTcpaWindow(h, m)).toBe(inside);
  });
});
