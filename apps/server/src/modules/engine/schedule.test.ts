import { describe, expect, it } from 'vitest';
import { isWorkTime, localDayStart, nextDayWorkStart, nextWorkTime, spacingMs } from './schedule.js';

describe('work hours in the account time zone', () => {
  const ny = { timezone: 'America/New_York', start: 9, end: 17 };

  it('knows work time in the zone, across the DST change', () => {
    expect(isWorkTime(new Date('2026-03-06T14:00:00Z'), ny)).toBe(true); // 09:00 EST
    expect(isWorkTime(new Date('2026-03-06T13:59:00Z'), ny)).toBe(false);
    expect(isWorkTime(new Date('2026-03-09T13:00:00Z'), ny)).toBe(true); // 09:00 EDT
    expect(isWorkTime(new Date('2026-03-09T21:00:00Z'), ny)).toBe(false); // 17:00 EDT
  });

  it('finds the next window, and the next day for a full daily limit', () => {
    expect(nextWorkTime(new Date('2026-03-06T23:30:00Z'), ny).toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(nextDayWorkStart(new Date('2026-03-06T15:00:00Z'), ny).toISOString()).toBe(
      '2026-03-07T14:00:00.000Z',
    );
    expect(localDayStart(new Date('2026-03-07T03:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-06T05:00:00.000Z',
    );
  });

  it('handles hours over midnight, 24-hour accounts and unknown zones', () => {
    const night = { timezone: 'UTC', start: 22, end: 6 };
    expect(isWorkTime(new Date('2026-03-06T23:00:00Z'), night)).toBe(true);
    expect(isWorkTime(new Date('2026-03-06T12:00:00Z'), night)).toBe(false);
    expect(isWorkTime(new Date('2026-03-06T12:00:00Z'), { timezone: 'UTC', start: 0, end: 0 })).toBe(true);
    expect(isWorkTime(new Date('2026-03-06T10:00:00Z'), { timezone: 'Not/AZone', start: 9, end: 17 })).toBe(
      true,
    );
  });

  it('spaces actions by a stable gap within the bounds', () => {
    const gaps = Array.from({ length: 200 }, (_, i) => spacingMs(`key-${i}`, 60, 180));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(60_000);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(180_000);
    expect(spacingMs('same', 60, 180)).toBe(spacingMs('same', 60, 180));
  });
});
