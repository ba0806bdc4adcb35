import type { ComponentType } from 'react';

/** A React Router `lazy` loader for one named component export: every screen is its own chunk. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}
