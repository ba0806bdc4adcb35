/**
 * The server's clock. Everything time-based (code expiry, scheduling, the sandbox network) reads it,
 * so tests and the test hook can move time forward without waiting.
 */
let offsetMs = 0;

export const clock = {
  now: (): Date => new Date(Date.now() + offsetMs),
  nowMs: (): number => Date.now() + offsetMs,
  advance(ms: number): void {
    offsetMs += ms;
  },
  reset(): void {
    offsetMs = 0;
  },
  offset: (): number => offsetMs,
};
