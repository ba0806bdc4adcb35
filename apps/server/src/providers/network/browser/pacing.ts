/**
 * Human pacing inside a page: a pause to read before acting, typing key by key, a scroll through a list.
 * Ranges in milliseconds; tests shrink them, the defaults read like a person.
 */
export interface Pacing {
  /** Delay between two keys while typing. */
  keyMs: [number, number];
  /** Pause after a page loads, before acting on it. */
  dwellMs: [number, number];
  /** Scroll down a list before reading it. */
  scroll: boolean;
}

export const HUMAN_PACING: Pacing = { keyMs: [60, 180], dwellMs: [1500, 6000], scroll: true };

export const between = ([min, max]: [number, number]) => min + Math.random() * Math.max(0, max - min);
export const pause = (range: [number, number]) =>
  new Promise<void>((resolve) => setTimeout(resolve, between(range)));
