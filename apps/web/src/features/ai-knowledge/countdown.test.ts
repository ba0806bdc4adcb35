import { describe, expect, it } from 'vitest';
import { formatCountdown, remainingMs } from './countdown';

describe('undo countdown', () => {
  it('counts from the server clock, not the browser one, and stops at zero', () => {
    const server = '2026-01-01T10:00:00.000Z';
    const sendAt = '2026-01-01T10:02:00.000Z';
    // The browser clock is 1 hour ahead; 30 s passed since the answer arrived.
    const received = Date.parse(server) + 3_600_000;
    expect(remainingMs(sendAt, server, received, received + 30_000)).toBe(90_000);
    expect(remainingMs(sendAt, server, received, received + 500_000)).toBe(0);
    expect(formatCountdown(120_000)).toBe('2:00');
    expect(formatCountdown(89_001)).toBe('1:30');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
