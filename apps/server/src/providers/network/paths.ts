import { createBrowserNetwork, type BrowserStore } from './browser/index.js';
import type { NetworkDriver } from './driver.js';
import { RoutingNetwork, type AccountKind } from './routing.js';

/**
 * The process's network driver: the sandbox alone until the network's web pages are configured
 * (NETWORK_WEB_URL); then the routing driver over the function path and the browser path (its Chromium
 * is launched on the first cloud action, not at start).
 */
export function createNetworkPaths(input: {
  sandbox: NetworkDriver;
  web: { url: string | undefined; memoryMb: number };
  chromiumPath: string;
  store: () => BrowserStore;
  kindOf: (credentialId: string) => Promise<AccountKind>;
}): NetworkDriver {
  if (!input.web.url) return input.sandbox;
  const { driver } = createBrowserNetwork({
    origin: input.web.url,
    store: input.store(),
    chromiumPath: input.chromiumPath,
    memoryMb: input.web.memoryMb,
  });
  return new RoutingNetwork({
    drivers: { function: input.sandbox, browser: driver },
    webConfigured: true,
    kindOf: input.kindOf,
  });
}
