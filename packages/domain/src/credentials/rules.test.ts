import { describe, expect, it } from 'vitest';
import {
  accountPasswordSchema,
  credentialCreateSchema,
  credentialUpdateSchema,
  isDuplicateCredentialUsername,
  securityCodeSchema,
  sendPhoneBodySchema,
  timezoneSchema,
  twoFactorBodySchema,
} from './rules.js';
import { customProxySchema, isIpv4, toCustomProxyPayload, validateProxyForm } from './proxy.js';
import { firstError } from '../common/test-helpers.js';
import { MESSAGES } from '../messages/catalogue.js';

const cloud = { email: 'me@corp.com', password: 'secret', country_code: 'us', timezone: 'Europe/Paris' };
const extension = {
  email: 'me@corp.com',
  automation_type: 'extension',
  timezone: 'UTC',
  cookies: 'AQEDAT-li-at',
};

describe('add-account rules (001 §5, §7)', () => {
  it.each([
    ['cloud with password, country and timezone', cloud, 'ok'],
    ['extension with a cookie, no password or country', extension, 'ok'],
    [
      'cloud with a custom proxy instead of a country',
      {
        ...cloud,
        country_code: '',
        custom_proxy: {
          proxy_address: '1.2.3.4',
          domain: null,
          ports: { http: '8080' },
          username: 'u',
          password: 'p',
        },
      },
      'ok',
    ],
    [
      'form strings for numbers and booleans',
      { ...cloud, work_hours_start: '8', work_hours_end: '17', no_proxy: 'false', use_browser: 'on' },
      'ok',
    ],
    ['cloud without password', { ...cloud, password: '' }, MESSAGES.passwordRequired],
    ['cloud without country', { ...cloud, country_code: undefined }, MESSAGES.chooseCountry],
    ['bad country code', { ...cloud, country_code: 'USA' }, MESSAGES.chooseCountry],
    ['no timezone', { ...cloud, timezone: '' }, MESSAGES.timezoneRequired],
    ['unknown timezone', { ...cloud, timezone: 'Mars/Base' }, MESSAGES.invalidTimezone],
    ['work hour 24', { ...cloud, work_hours_end: 24 }, MESSAGES.workHoursRange],
    ['work hour -1', { ...cloud, work_hours_start: '-1' }, MESSAGES.workHoursRange],
    ['end before start', { ...cloud, work_hours_start: 18, work_hours_end: 9 }, MESSAGES.workHoursOrder],
    ['extension without cookie', { ...extension, cookies: undefined }, MESSAGES.cookiesRequired],
    ['short account password', { ...cloud, password: 'abc' }, MESSAGES.accountPasswordMin],
    ['bad email', { ...cloud, email: 'me' }, MESSAGES.notValidEmail],
    [
      'invalid custom proxy',
      {
        ...cloud,
        custom_proxy: {
          proxy_address: '300.1.1.1',
          domain: null,
          ports: { http: '80' },
          username: 'u',
          password: 'p',
        },
      },
      MESSAGES.invalidIp,
    ],
  ])('%s → %s', (_name, body, expected) => {
    expect(firstError(credentialCreateSchema, body)).toBe(expected);
  });

  it('applies defaults: cloud, basic proxy, work hours 9–17 (within the 8-hour warning)', () => {
    const v = credentialCreateSchema.parse(cloud);
    expect(v).toMatchObject({
      automation_type: 'cloud',
      proxy_type: 'basic',
      work_hours_start: 9,
      work_hours_end: 17,
      country_code: 'US',
    });
  });

  it('refuses unknown fields', () => {
    expect(credentialCreateSchema.safeParse({ ...cloud, status: 'active' }).success).toBe(false);
  });

  it('accepts cookies as a JSON list of browser cookie entries', () => {
    const cookies = JSON.stringify([
      { domain: '.linkedin.com', name: 'li_at', value: 'x', path: '/', secure: true },
    ]);
    expect(firstError(credentialCreateSchema, { ...extension, cookies })).toBe('ok');
  });

  it('update takes only changed fields and checks their order', () => {
    expect(firstError(credentialUpdateSchema, { work_hours_start: 10 })).toBe('ok');
    expect(firstError(credentialUpdateSchema, { work_hours_start: 10, work_hours_end: 10 })).toBe(
      MESSAGES.workHoursOrder,
    );
    expect(firstError(credentialUpdateSchema, { password: 'abc' })).toBe(MESSAGES.accountPasswordMin);
  });

  it.each([
    ['abcd', 'ok'],
    ['abc', MESSAGES.accountPasswordMin],
    ['', MESSAGES.passwordRequired],
  ])('account password %j → %s (at least 4)', (value, expected) => {
    expect(firstError(accountPasswordSchema, value)).toBe(expected);
  });

  it.each([
    ['ME@corp.com', ['me@corp.com'], true],
    [' me@corp.com ', ['Me@Corp.com'], true],
    ['you@corp.com', ['me@corp.com'], false],
  ])('duplicate username %j among %j → %s', (username, existing, dup) => {
    expect(isDuplicateCredentialUsername(username, existing)).toBe(dup);
  });

  it('timezone is an IANA id', () => {
    expect(firstError(timezoneSchema, 'America/New_York')).toBe('ok');
    expect(firstError(timezoneSchema, undefined)).toBe(MESSAGES.timezoneRequired);
  });
});

describe('proxy form (001 §5)', () => {
  it.each([
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['192.168.1.10', true],
    ['256.1.1.1', false],
    ['1.2.3', false],
    ['1.2.3.4.5', false],
    ['01.2.3.4', false],
    ['a.b.c.d', false],
    ['', false],
  ])('IPv4 %j → %s', (ip, ok) => {
    expect(isIpv4(ip)).toBe(ok);
  });

  const base = { proxy_address: '10.0.0.1', domain: '', port: '3128', username: 'user', password: 'pass' };
  it.each([
    ['IP proxy', base, {}],
    ['domain proxy ignores a bad IP', { ...base, domain: 'proxy.example.com', proxy_address: 'garbage' }, {}],
    ['IP proxy ignores the domain check (empty)', { ...base, domain: '  ' }, {}],
    ['bad IP', { ...base, proxy_address: '999.0.0.1' }, { proxy_address: MESSAGES.invalidIp }],
    ['no IP and no domain', { ...base, proxy_address: '' }, { proxy_address: MESSAGES.proxyHostRequired }],
    ['bad domain', { ...base, domain: 'not a host' }, { domain: MESSAGES.invalidHostname }],
    ['port with letters', { ...base, port: '80a' }, { port: MESSAGES.portDigitsOnly }],
    ['port out of range', { ...base, port: '70000' }, { port: MESSAGES.portDigitsOnly }],
    [
      'empty credentials',
      { ...base, username: ' ', password: '' },
      { username: MESSAGES.usernameRequired, password: MESSAGES.passwordRequired },
    ],
  ])('%s', (_name, values, errors) => {
    expect(validateProxyForm(values)).toEqual(errors);
  });

  it('builds the API payload: domain wins over IP', () => {
    expect(toCustomProxyPayload({ ...base, domain: 'p.example.com' })).toEqual({
      proxy_address: null,
      domain: 'p.example.com',
      ports: { http: '3128' },
      username: 'user',
      password: 'pass',
    });
    expect(customProxySchema.safeParse(toCustomProxyPayload(base)).success).toBe(true);
    expect(firstError(customProxySchema, toCustomProxyPayload({ ...base, port: 'x' }))).toBe(
      MESSAGES.portDigitsOnly,
    );
  });
});

describe('codes and two-factor (001 §5)', () => {
  it.each([
    ['123456', 'ok'],
    [' 000000 ', 'ok'],
    ['12345', MESSAGES.securityCodeFormat],
    ['1234567', MESSAGES.securityCodeFormat],
    ['12a456', MESSAGES.securityCodeFormat],
  ])('security code %j → %s', (code, expected) => {
    expect(firstError(securityCodeSchema, code)).toBe(expected);
  });

  it.each([
    [{ username: ' Me@Outlook.com ', password: ' pw ' }, 'ok'],
    [{ username: '', password: 'pw' }, MESSAGES.usernameRequired],
    [{ username: 'me', password: 'pw' }, MESSAGES.notValidEmail],
    [{ username: 'me@x.com', password: '  ' }, MESSAGES.passwordRequired],
  ])('two-factor %j → %s', (body, expected) => {
    expect(firstError(twoFactorBodySchema, body)).toBe(expected);
  });

  it('two-factor lower-cases the username and trims the password', () => {
    expect(twoFactorBodySchema.parse({ username: ' Me@Outlook.com ', password: ' pw ' })).toEqual({
      username: 'me@outlook.com',
      password: 'pw',
    });
  });

  it.each([
    [{ number: '5551234', country_code: 'us', phone_code: '+1' }, 'ok'],
    [{ number: '55512', country_code: 'US', phone_code: '1' }, MESSAGES.addCorrectPhone],
    [{ number: '555-1234', country_code: 'US', phone_code: '1' }, MESSAGES.addCorrectPhone],
    [{ number: '5551234', country_code: '', phone_code: '1' }, MESSAGES.addCorrectPhone],
  ])('send phone %j → %s', (body, expected) => {
    expect(firstError(sendPhoneBodySchema, body)).toBe(expected);
  });
});
