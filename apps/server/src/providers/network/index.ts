import type { Db } from '../../db/client.js';
import type { NetworkDriver } from './driver.js';
import type { SandboxOptions } from './sandbox/options.js';
import { SandboxNetwork } from './sandbox/sandbox-network.js';

export * from './driver.js';
export { SandboxNetwork } from './sandbox/sandbox-network.js';
export { uniform } from './sandbox/random.js';
export type { SandboxOptions } from './sandbox/options.js';

interface NetworkHost {
  db: Db;
  network?: NetworkDriver;
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

const drivers = new WeakMap<object, NetworkDriver>();

/** A sandbox network for an app context: security codes go out through the context's mailer (the outbox). */
export function createSandboxFor(ctx: NetworkHost, options: Partial<SandboxOptions> = {}): SandboxNetwork {
  return new SandboxNetwork(ctx.db, {
    seed: Number(process.env.SANDBOX_SEED ?? 42),
    population: Number(process.env.SANDBOX_POPULATION ?? 100_000),
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

/**
 * The network driver of an app context: `ctx.network` when one was set (tests, a real driver), else
 * the sandbox, created once. SANDBOX_POPULATION and SANDBOX_SEED tune it.
 */
export function networkFor(ctx: NetworkHost): NetworkDriver {
  if (ctx.network) return ctx.network;
  let driver = drivers.get(ctx);
  if (!driver) {
    driver = createSandboxFor(ctx);
    drivers.set(ctx, driver);
  }
  return driver;
}
