/** 000 §2: `space` and `selectedCred` stay in the address across navigation. */
export const STICKY_PARAMS = ['space', 'selectedCred'] as const;

/**
 * The search string `next` should have: its own values win; missing sticky values are
 * carried over from `previous`. Returns null when nothing needs to change.
 */
export function carryStickyParams(previous: string, next: string): string | null {
  const prev = new URLSearchParams(previous);
  const params = new URLSearchParams(next);
  let changed = false;
  for (const name of STICKY_PARAMS) {
    const value = prev.get(name);
    if (value && !params.has(name)) {
      params.set(name, value);
      changed = true;
    }
  }
  return changed ? `?${params.toString()}` : null;
}

/** Adds the current sticky params to a target path (used for redirects). */
export function withStickyParams(target: string, currentSearch: string): string {
  const [path, query = ''] = target.split('?');
  const merged = carryStickyParams(currentSearch, query ? `?${query}` : '');
  if (merged) return `${path}${merged}`;
  return query ? `${path}?${query}` : path;
}
