import { describe, expect, it } from 'vitest';
import { listCountries, listTimezoneOptions, utcOffset } from './geo.js';

describe('country and timezone options (001 §3)', () => {
  it('lists about 245 countries with names and calling codes', () => {
    const list = listCountries();
    expect(list.length).toBeGreaterThan(230);
    expect(list.find((c) => c.code === 'US')).toEqual({ code: 'US', name: 'United States', phone_code: '1' });
    expect(list.find((c) => c.code === 'FR')?.phone_code).toBe('33');
    expect(listCountries('fr').find((c) => c.code === 'DE')?.name).toBe('Allemagne');
  });

  it('lists IANA zones with their offset, ordered by offset', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    const list = listTimezoneOptions(winter);
    expect(list.find((z) => z.value === 'Europe/Paris')?.name).toBe('(GMT+01:00) Europe/Paris');
    expect(list.find((z) => z.value === 'America/New_York')?.name).toBe('(GMT-05:00) America/New York');
    expect(list.find((z) => z.value === 'UTC')).toBeDefined();
    const idx = (v: string) => list.findIndex((z) => z.value === v);
    expect(idx('America/New_York')).toBeLessThan(idx('Europe/Paris'));
    expect(utcOffset('UTC', winter)).toBe('+00:00');
    expect(utcOffset('Europe/Paris', new Date('2026-07-01T12:00:00Z'))).toBe('+02:00');
  });
});
