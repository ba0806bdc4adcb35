import { useEffect, useState } from 'react';
import { queryClient } from './query-client';

/** Never wait longer than this for the first screen: the deferred code loads anyway. */
const MAX_WAIT_MS = 4000;

let settled: Promise<void> | null = null;

const idle = (timeout: number) =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 50);
  });

const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** Resolves when no query is in flight (checked again on every change of the query cache). */
const noQueryInFlight = () =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });

/**
 * Resolves once the first screen has its code and its data (the page has loaded, no call is in flight
 * and the browser is idle), or after MAX_WAIT_MS at the latest. Code that no one needs to see the first
 * screen (popups, tooltips, the real-time client) loads then, instead of competing with that screen.
 */
export function afterFirstScreen(): Promise<void> {
  settled ??= Promise.race([
    (async () => {
      await pageLoaded();
      // the first screen's calls come in rounds (session → workspace → list): quiet twice in a row
      do {
        await idle(500);
        await noQueryInFlight();
        await idle(500);
      } while (queryClient.isFetching() > 0);
    })(),
    new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS)),
  ]);
  return settled;
}

/** True once the first screen is up (or `sooner`, a module-level promise, settles first). */
export function useAfterFirstScreen(sooner?: Promise<unknown>): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.race([afterFirstScreen(), ...(sooner ? [sooner] : [])]).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [sooner]);
  return ready;
}
