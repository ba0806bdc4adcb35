import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesce } from './coalesce';

describe('coalesce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once, folds a burst into one trailing run, then is quiet', () => {
    const fn = vi.fn();
    const c = coalesce(fn, 500);
    c.call();
    expect(fn).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 100; i++) c.call();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(2); // the burst's last state is fetched
    vi.advanceTimersByTime(5_000);
    expect(fn).toHaveBeenCalledTimes(2);
    c.call(); // a later event runs at once again
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('a steady stream runs once per window; cancel drops what is pending', () => {
    const fn = vi.fn();
    const c = coalesce(fn, 500);
    for (let t = 0; t < 2_000; t += 100) {
      c.call();
      vi.advanceTimersByTime(100);
    }
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(fn.mock.calls.length).toBeLessThanOrEqual(5);
    c.call();
    c.cancel();
    const before = fn.mock.calls.length;
    vi.advanceTimersByTime(5_000);
    expect(fn.mock.calls.length).toBe(before);
  });
});
