import { EgressError, pinnedLookup, resolveTarget, type EgressPolicy } from './resolve.js';

export interface EgressProxy {
  /** http://127.0.0.1:<port>, for Chromium's --proxy-server. */
  url: string;
  close(): Promise<void>;
}

/**
 * A local HTTP proxy (proxy-chain: CONNECT tunnels and plain HTTP) that lets through only what the egress
 * rule allows: each request's host is resolved once, vetted, and the connection pinned to that address.
 * The capture browser reaches the web only through it, so redirects, sub-resources and a name that
 * answers differently the second time are all judged here. A refusal answers 403 to the browser.
 */
export async function startEgressProxy(policy: EgressPolicy): Promise<EgressProxy> {
  // loaded on first use (about 20 MB resident): only the capture browser needs it
  const { RequestError, Server } = await import('proxy-chain');
  const server = new Server({
    port: 0,
    host: '127.0.0.1',
    verbose: false,
    prepareRequestFunction: async ({ hostname }) => {
      try {
        return { dnsLookup: pinnedLookup(await resolveTarget(hostname, policy)) as never };
      } catch (error) {
        if (error instanceof EgressError) throw new RequestError(error.message, 403);
        throw error;
      }
    },
  });
  await server.listen();
  return { url: `http://127.0.0.1:${server.port}`, close: () => server.close(true) };
}
