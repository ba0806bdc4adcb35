import { describe, expect, it } from 'vitest';
import {
  handleSchema,
  hexColorSchema,
  isValidUrl,
  optionalText,
  requiredText,
  trimmedText,
  urlSchema,
} from './text.js';
import { canAddEmailToList, firstDuplicateIndex } from './email.js';
import { toArray, zBool, zInt } from './coerce.js';
import { firstError } from './test-helpers.js';
import { MESSAGES } from '../messages/catalogue.js';

describe('text rules (001 §5)', () => {
  it.each([
    ['  hi  ', 'ok'],
    ['', MESSAGES.nameRequired],
    ['   ', MESSAGES.nameRequired],
    [undefined, MESSAGES.nameRequired],
    ['x'.repeat(11), 'Message can not be longer than 10 characters'],
  ])('required text %j → %s', (value, expected) => {
    expect(firstError(requiredText(MESSAGES.nameRequired, 10), value)).toBe(expected);
  });

  it('trims, and optional text turns blank into absent', () => {
    expect(trimmedText().parse('  a b ')).toBe('a b');
    expect(optionalText().parse('   ')).toBeUndefined();
    expect(optionalText().parse(' x ')).toBe('x');
    expect(firstError(optionalText(3), 'abcd')).toBe('Message can not be longer than 3 characters');
  });

  it.each([
    ['https://example.com', undefined, true],
    ['example.com/path?q=1', undefined, true],
    ['http://sub.example.co.uk:8080/x', undefined, true],
    ['http://127.0.0.1:3000', undefined, true],
    ['https://example.com', 'https', true],
    ['http://example.com', 'https', 'The URL must have https protocol'],
    ['example.com', 'https', 'The URL must have https protocol'],
    ['https://example.com', 'http', 'The URL must have http protocol'],
    ['ftp://example.com', undefined, 'Check URL'],
    ['not a url', undefined, 'Check URL'],
    ['http://', undefined, 'Check URL'],
    ['https://exa_mple', undefined, 'Check URL'],
  ] as const)('url %s (protocol %s) → %s', (value, protocol, expected) => {
    expect(isValidUrl(value, protocol)).toBe(expected);
  });

  it('url schema: required and max length', () => {
    expect(firstError(urlSchema(), '')).toBe(MESSAGES.required);
    expect(firstError(urlSchema('https'), 'http://a.com')).toBe('The URL must have https protocol');
    expect(firstError(urlSchema(undefined, 20), `https://${'a'.repeat(20)}.com`)).toBe(
      'Message can not be longer than 20 characters',
    );
  });

  it.each([
    ['john_doe', 'ok'],
    ['@john', 'ok'],
    ['a'.repeat(15), 'ok'],
    ['a'.repeat(16), MESSAGES.invalidHandle],
    ['john-doe', MESSAGES.invalidHandle],
    ['@@john', MESSAGES.invalidHandle],
    ['', MESSAGES.invalidHandle],
  ])('handle %j → %s', (value, expected) => {
    expect(firstError(handleSchema, value)).toBe(expected);
  });

  it.each([
    ['#fff', 'ok'],
    ['#A1B2C3', 'ok'],
    ['', MESSAGES.colorRequired],
    ['fff', MESSAGES.invalidColor],
    ['#ffff', MESSAGES.invalidColor],
    ['#ggg', MESSAGES.invalidColor],
  ])('hex colour %j → %s', (value, expected) => {
    expect(firstError(hexColorSchema, value)).toBe(expected);
  });
});

describe('email lists (001 §5)', () => {
  it.each([
    [['a@b.co', 'c@d.co'], -1],
    [['a@b.co', ' A@B.CO '], 1],
    [[], -1],
  ])('first duplicate in %j is %i', (list, index) => {
    expect(firstDuplicateIndex(list)).toBe(index);
  });
  it.each([
    [[], 'x@y.com', true],
    [['x@y.com'], ' X@Y.com', 'Email already added'],
    [[], '', 'Please enter email'],
    [[], 'nope', 'Not valid email'],
  ])('adding to %j: %j → %s', (list, email, expected) => {
    expect(canAddEmailToList(list, email)).toBe(expected);
  });
});

describe('form coercion', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
    ['on', true],
    ['', false],
    [true, true],
    [false, false],
  ])('zBool %j → %s', (input, out) => {
    expect(zBool().parse(input)).toBe(out);
  });
  it('zBool refuses other values', () => {
    expect(zBool().safeParse('maybe').success).toBe(false);
    expect(zBool().safeParse(2).success).toBe(false);
  });
  it.each([
    ['5', 5],
    [' 12 ', 12],
    [7, 7],
  ])('zInt %j → %i', (input, out) => {
    expect(zInt().parse(input)).toBe(out);
  });
  it('zInt refuses fractions, words and out-of-range values', () => {
    expect(zInt().safeParse('1.5').success).toBe(false);
    expect(zInt().safeParse('abc').success).toBe(false);
    expect(firstError(zInt({ min: 0, max: 23, message: 'range' }), '24')).toBe('range');
  });
  it('toArray reads JSON and comma lists', () => {
    expect(toArray('["a","b"]')).toEqual(['a', 'b']);
    expect(toArray('a@b.co, c@d.co')).toEqual(['a@b.co', 'c@d.co']);
    expect(toArray('')).toEqual([]);
  });
});
