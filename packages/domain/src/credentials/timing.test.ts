import { describe, expect, it } from 'vitest';
import {
  isHibernationDue,
  isPhoneRequestExpired,
  isSecurityCodeExpired,
  phoneRequestExpiresAt,
  proxyRetryCountdown,
  securityCodeExpiresAt,
} from './timing.js';

const t0 = new Date('2026-01-01T10:00:00Z');
const plus = (min: number) => new Date(t0.getTime() + min * 60_000);

describe('credential timing (001 §4, §9)', () => {
  it.each([
    ['email', 59, false],
    ['email', 60, true],
    ['sms', 30, false],
    [null, 61, true],
    ['app', 9, false],
    ['app', 10, true],
  ] as const)('security code (%s) after %i min expired: %s', (pin, minutes, expired) => {
    expect(isSecurityCodeExpired(t0, pin, plus(minutes))).toBe(expired);
  });

  it('expiry instants', () => {
    expect(securityCodeExpiresAt(t0, 'sms').toISOString()).toBe('2026-01-01T11:00:00.000Z');
    expect(securityCodeExpiresAt(t0.toISOString(), 'app').toISOString()).toBe('2026-01-01T10:10:00.000Z');
    expect(phoneRequestExpiresAt(t0).toISOString()).toBe('2026-01-01T10:15:00.000Z');
  });

  it.each([
    [14, false],
    [15, true],
    [60, true],
  ])('phone request after %i min expired: %s', (minutes, expired) => {
    expect(isPhoneRequestExpired(t0, plus(minutes))).toBe(expired);
  });

  it('hibernation after more than 30 days inactive', () => {
    expect(isHibernationDue(t0, plus(30 * 24 * 60))).toBe(false);
    expect(isHibernationDue(t0, plus(30 * 24 * 60 + 1))).toBe(true);
  });

  it('proxy countdown from proxy_failed_until (epoch seconds)', () => {
    const until = t0.getTime() / 1000 + 90;
    expect(proxyRetryCountdown(until, t0)).toBe(90);
    expect(proxyRetryCountdown(until, plus(5))).toBe(0);
    expect(proxyRetryCountdown(null, t0)).toBe(0);
  });
});
