import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The server's clock. Everything time-based (code expiry, scheduling, the sandbox network) reads it,
 * so tests and the test hook can move time forward without waiting.
 *
 * `clock.simulate(startMs, work)` gives one piece of work its own time: everything `work` awaits (the
 * engine, the sandbox network, the inbox sync) reads and advances that time, while the rest of the
 * process (other requests, the background engine) stays on the shared clock. The sample workspace
 * replays its first 14 days this way.
 */
let offsetMs = 0;
const simulated = new AsyncLocalStorage<{ ms: number }>();

export const clock = {
  now: (): Date => new Date(clock.nowMs()),
  nowMs: (): number => simulated.getStore()?.ms ?? Date.now() + offsetMs,
  advance(ms: number): void {
    const own = simulated.getStore();
    if (own) own.ms += ms;
    else offsetMs += ms;
  },
  reset(): void {
    offsetMs = 0;
  },
  offset: (): number => offsetMs,
  /** Runs `work` on its own clock, starting at `startMs`; `clock.advance` inside moves only that clock. */
  simulate<T>(startMs: number, work: () => Promise<T>): Promise<T> {
    return simulated.run({ ms: startMs }, work);
  },
  /** Real (shared) time, even inside `simulate`: where the simulated time must catch up to. */
  sharedNowMs: (): number => Date.now() + offsetMs,
};
