import { BrowserNetwork, fromPlaywright } from './browser-network.js';
import type { Pacing } from './pacing.js';
import { BrowserPool } from './pool.js';
import type { SelectorMap } from './selectors.js';
import type { BrowserStore } from './store.js';

export { BrowserNetwork } from './browser-network.js';
export { BrowserPool } from './pool.js';
export { fingerprintFor } from './fingerprint.js';
export { CURRENT_SELECTORS, SELECTORS_V1, SELECTORS_V2, type SelectorMap } from './selectors.js';
export type { AccountSetup, BrowserStore, LayoutProblem } from './store.js';

/** Chromium's flags for a worker's headless browser (stack notes). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * What one more open account costs (its context and page, a renderer process each): 66–82 MB PSS measured by
 * `npm run bench:browser` (docs/benchmarks.md, 2026-12-06), rounded up. Chromium itself (~290–335 MB PSS) is
 * not in the budget's count.
 */
export const PER_CONTEXT_MB = 80;

export interface BrowserDriverSetup {
  origin: string;
  store: BrowserStore;
  chromiumPath: string;
  memoryMb: number;
  idleMs?: number;
  pacing?: Pacing;
  selectors?: SelectorMap;
  timeoutMs?: number;
}

/** The worker's browser driver: its pool (one Chromium, launched on first use) and the driver over it. */
export function createBrowserNetwork(setup: BrowserDriverSetup): {
  driver: BrowserNetwork;
  pool: BrowserPool;
} {
  const pool = new BrowserPool({
    // playwright-core is loaded with the first cloud action, not with every server start.
    launch: async () =>
      (await import('playwright-core')).chromium.launch({
        executablePath: setup.chromiumPath,
        headless: true,
        args: CHROMIUM_ARGS,
      }),
    memoryBudgetMb: setup.memoryMb,
    perContextMb: PER_CONTEXT_MB,
    idleMs: setup.idleMs ?? 10 * 60_000,
    beforeClose: async (credentialId, context) =>
      setup.store.saveCookies(credentialId, fromPlaywright(await context.cookies())),
  });
  const driver = new BrowserNetwork({
    origin: setup.origin,
    pool,
    store: setup.store,
    ...(setup.pacing ? { pacing: setup.pacing } : {}),
    ...(setup.selectors ? { selectors: setup.selectors } : {}),
    ...(setup.timeoutMs ? { timeoutMs: setup.timeoutMs } : {}),
  });
  return { driver, pool };
}
