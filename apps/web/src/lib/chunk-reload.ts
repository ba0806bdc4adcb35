import { SESSION_KEYS, sessionStore } from './storage';

const CHUNK_ERROR_PATTERNS = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => message.includes(pattern));
}

/**
 * 000 §2: a failed dynamic page load reloads the window — once per session, so a chunk
 * that is really gone shows the error page instead of a reload loop. Returns true if reloading.
 */
export function reloadOnceForChunkError(reload: () => void = () => window.location.reload()): boolean {
  if (sessionStore.get(SESSION_KEYS.chunkReloaded)) return false;
  sessionStore.set(SESSION_KEYS.chunkReloaded, '1');
  reload();
  return true;
}

/** Called after a page loaded fine, so a later deploy may reload once again. */
export function clearChunkReloadGuard(): void {
  sessionStore.remove(SESSION_KEYS.chunkReloaded);
}
