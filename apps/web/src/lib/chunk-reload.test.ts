import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearChunkReloadGuard, isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

describe('failed lazy chunk', () => {
  beforeEach(() => sessionStorage.clear());

  it('recognises the browsers’ dynamic import failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads once per session, not in a loop', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(reload)).toBe(true);
    expect(reloadOnceForChunkError(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    clearChunkReloadGuard();
    expect(reloadOnceForChunkError(reload)).toBe(true);
  });
});
