import type { ComponentType } from 'react';
import { ensureNamespaces } from './i18n';

/**
 * A React Router `lazy` loader for one named component export: every screen is its own chunk, loaded
 * together with the words it shows — the namespaces given, or all of them when none are named.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  namespaces?: readonly string[],
  /** 'first': the namespaces' first parts only (the shell, which shows none of their later words). */
  parts: 'all' | 'first' = 'all',
) {
  return async () => {
    const [module] = await Promise.all([load(), ensureNamespaces(namespaces, parts)]);
    return { Component: module[name] as ComponentType };
  };
}
