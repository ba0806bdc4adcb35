import { describe, expect, it } from 'vitest';
import {
  applyPromotion,
  avatarOverflow,
  currencySymbol,
  formatBadgeCount,
  formatPrice,
  formatTaxLine,
} from './numbers.js';
import {
  formatCallDuration,
  formatCallTimer,
  formatDateTime,
  formatElapsed,
  formatRelativeTime,
} from './time.js';
import { twoFactorLocked } from '../messages/format.js';
import { formatPhoneNumber, toE164 } from './phone.js';
import { isDarkLabel, labelTextColor, luminance } from './color.js';
import { rampUpLimit, rampUpSchedule, domainRegistrationHours } from '../mailboxes/ramp-up.js';
import { paymentPollDelays, isPublicPath } from '../constants/timeouts.js';

describe('badges (001 §9)', () => {
  it.each([
    [0, '0'],
    [5, '5'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
    [-1, '0'],
  ])('%i → %s', (n, out) => {
    expect(formatBadgeCount(n)).toBe(out);
  });
  it("'N more' after 5 avatars", () => {
    expect(avatarOverflow(3)).toEqual({ shown: 3, more: null });
    expect(avatarOverflow(8)).toEqual({ shown: 5, more: '3 more' });
  });
});

describe('currency (001 §9)', () => {
  it.each([
    ['cad', 'C$'],
    ['EUR', '€'],
    ['gbp', '£'],
    ['aud', 'AU$'],
    ['usd', '$'],
    ['jpy', '$'],
    [null, '$'],
  ])('%s → %s', (c, sym) => {
    expect(currencySymbol(c)).toBe(sym);
  });
  it.each([
    [4999, 'eur', '€49'],
    [10000, 'usd', '$100'],
    [99, 'gbp', '£0'],
    [123456789, 'cad', 'C$1,234,567'],
  ])('%i %s → %s (minor units ÷100, floored)', (amount, c, out) => {
    expect(formatPrice(amount, c)).toBe(out);
  });
  it('tax line', () => {
    expect(formatTaxLine(20, 10000, 'eur')).toBe('Tax (20% on €100)');
    expect(formatTaxLine(0, 10000, 'eur')).toBe('-');
    expect(formatTaxLine(null, 10000, 'eur')).toBe('-');
  });
  it('promo percent off only on the free tier', () => {
    expect(applyPromotion(10000, 20, 0)).toBe(8000);
    expect(applyPromotion(10000, 20, 3)).toBe(10000);
    expect(applyPromotion(10000, null, 0)).toBe(10000);
  });
});

describe('time (001 §9)', () => {
  it.each([
    [0, '0 sec'],
    [59, '59 sec'],
    [59.9, '59 sec'],
    [60, '1 min'],
    [119, '1 min'],
    [3600, '60 min'],
  ])('call duration %s → %s', (s, out) => {
    expect(formatCallDuration(s)).toBe(out);
  });
  it.each([
    [5, '00:05'],
    [65, '01:05'],
    [3661, '01:01:01'],
  ])('call timer %i → %s', (s, out) => {
    expect(formatCallTimer(s)).toBe(out);
  });

  const now = new Date('2026-06-15T12:00:00Z');
  const ago = (sec: number) => new Date(now.getTime() - sec * 1000);
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [3600, '1 hour ago'],
    [2 * 86400, '2 days ago'],
    [8 * 86400, '1 week ago'],
    [65 * 86400, '2 months ago'],
    [400 * 86400, '11/05/2025 12:00'],
  ])('%i s ago → %s', (sec, out) => {
    expect(formatRelativeTime(ago(sec), now)).toBe(out);
  });
  it('absolute date in DD/MM/YYYY HH:mm and a given zone', () => {
    expect(formatDateTime('2025-01-02T03:04:00Z')).toBe('02/01/2025 03:04');
    expect(formatDateTime('2025-01-02T03:04:00Z', 'Europe/Paris')).toBe('02/01/2025 04:04');
  });
});

describe('phone formatting (001 §9: 10, 11 or 12 digits)', () => {
  it.each([
    ['2025550123', '(202) 555-0123'],
    ['12025550123', '+1 202 555 0123'],
    ['447911123456', '+44 7911 123456'],
    ['12345', '12345'],
    ['+1 (202) 555-0123', '+1 202 555 0123'],
  ])('%s → %s', (input, out) => {
    expect(formatPhoneNumber(input)).toBe(out);
  });
  it('E.164', () => {
    expect(toE164('(202) 555-0123')).toBe('+12025550123');
    expect(toE164('+44 7911 123456')).toBe('+447911123456');
    expect(toE164('12')).toBeNull();
  });
});

describe('label text colour (001 §9: dark label below luminance 60)', () => {
  it.each([
    ['#000000', true, '#ffffff'],
    ['#1a2b3c', true, '#ffffff'],
    ['#ff0000', true, '#ffffff'],
    ['#ffffff', false, '#1a1b1e'],
    ['#fab005', false, '#1a1b1e'],
    ['#fff', false, '#1a1b1e'],
  ])('%s dark: %s → text %s', (hex, dark, text) => {
    expect(isDarkLabel(hex)).toBe(dark);
    expect(labelTextColor(hex)).toBe(text);
  });
  it('luminance scale 0–100', () => {
    expect(luminance('#000')).toBe(0);
    expect(luminance('#fff')).toBe(100);
    expect(luminance('bad')).toBeNull();
  });
});

describe('mailbox ramp-up (001 §4, §9: 13 days to 25/day)', () => {
  it('rises every day and reaches 25 on day 13', () => {
    const s = rampUpSchedule();
    expect(s).toHaveLength(13);
    expect(s).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 25]);
    expect(rampUpLimit(0)).toBe(0);
    expect(rampUpLimit(40)).toBe(25);
  });
  it('.com registers within 1 hour, others 48 hours', () => {
    expect(domainRegistrationHours('acme.com')).toBe(1);
    expect(domainRegistrationHours('acme.io')).toBe(48);
  });
});

describe('client timings (001 §8, §9)', () => {
  it('payment polling: 5 tries, first 15 s, doubling', () => {
    expect(paymentPollDelays()).toEqual([15000, 30000, 60000, 120000, 240000]);
  });
  it.each([
    ['/auth/sign-in', true],
    ['/error', true],
    ['/v/abc', true],
    ['/unsubscribe/abc', true],
    ['/campaigns', false],
    ['/campaigns/unsubscribe/abc', false],
  ])('public path %s → %s', (p, pub) => {
    expect(isPublicPath(p)).toBe(pub);
  });
});

describe('elapsed time (two-factor lock message, 001 §8)', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [7200, '2 hours'],
    [3 * 86400, '3 days'],
  ])('%i s → %s', (sec, out) => {
    expect(formatElapsed(new Date(now.getTime() - sec * 1000), now)).toBe(out);
  });
  it('fills the lock message', () => {
    expect(twoFactorLocked(formatElapsed('2026-06-15T10:00:00Z', now))).toBe(
      'Your account was temporarily locked 2 hours ago. Please try again later',
    );
  });
});
