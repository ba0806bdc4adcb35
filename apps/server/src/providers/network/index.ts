import type { Db } from '../../db/client.js';
import type { SandboxOptions } from './sandbox/options.js';
import { SandboxNetwork } from './sandbox/sandbox-network.js';

export * from './driver.js';
export { SandboxNetwork } from './sandbox/sandbox-network.js';
export { uniform } from './sandbox/random.js';
export type { SandboxOptions } from './sandbox/options.js';

interface NetworkHost {
  db: Db;
  /** config.sandbox: SANDBOX_SEED, SANDBOX_POPULATION */
  config: { sandbox: { seed: number; population: number } };
  mailer?: {
    send(message: {
      to: string;
      subject: string;
      text: string;
      html: string;
      kind: string;
    }): Promise<unknown>;
  };
}

/** A sandbox network for an app context: security codes go out through the context's mailer (the outbox). */
export function createSandboxFor(ctx: NetworkHost, options: Partial<SandboxOptions> = {}): SandboxNetwork {
  return new SandboxNetwork(ctx.db, {
    seed: ctx.config.sandbox.seed,
    population: ctx.config.sandbox.population,
    sendSecurityCode: async (to, code) => {
      await ctx.mailer?.send({
        to,
        subject: `${code} is your network security code`,
        text: `Use this code to finish signing in to the network: ${code}\nIt expires in 60 minutes.`,
        html: `<p>Use this code to finish signing in to the network: <b>${code}</b></p><p>It expires in 60 minutes.</p>`,
        kind: 'network_security_code',
      });
    },
    ...options,
  });
}
export { RoutingNetwork, networkPathFor, type AccountKind, type NetworkPath } from './routing.js';
export { createBrowserNetwork, type BrowserStore, type LayoutProblem } from './browser/index.js';
export { createNetworkPaths } from './paths.js';
export { ExtensionNetwork, type ExtensionNetworkOptions } from './extension/extension-network.js';
export type {
  ExtensionKind,
  ExtensionQueue,
  ExtensionTask,
  ExtensionThreadMessage,
} from './extension/queue.js';
