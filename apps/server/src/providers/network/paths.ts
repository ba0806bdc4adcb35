import { createBrowserNetwork, type BrowserStore } from './browser/index.js';
import type { NetworkDriver } from './driver.js';
import { ExtensionNetwork } from './extension/extension-network.js';
import type { ExtensionQueue } from './extension/queue.js';
import { RoutingNetwork, type AccountKind } from './routing.js';

/**
 * The process's network driver: the sandbox alone until the network's web pages are configured
 * (NETWORK_WEB_URL); then the routing driver over the function path, the browser path (its Chromium
 * is launched on the first cloud action, not at start) and the extension path (actions handed to the
 * extension in the user's browser).
 */
export function createNetworkPaths(input: {
  sandbox: NetworkDriver;
  web: { url: string | undefined; memoryMb: number };
  chromiumPath: string;
  store: () => BrowserStore;
  /** Where an extension account's claimed actions wait for its extension. */
  extensionQueue: () => ExtensionQueue;
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
    drivers: {
      function: input.sandbox,
      browser: driver,
      extension: new ExtensionNetwork({ queue: input.extensionQueue() }),
    },
    webConfigured: true,
    kindOf: input.kindOf,
  });
}
