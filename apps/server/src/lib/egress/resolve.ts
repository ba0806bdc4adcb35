import dns from 'node:dns';
import { Resolver } from 'node:dns/promises';
import net from 'node:net';
import { isPublicAddress } from './address.js';

/**
 * What a fetch made on a tenant's behalf may reach. `allowHosts`: the operator's allow-list of host names
 * or addresses reachable although private (EGRESS_ALLOW_HOSTS, e.g. 127.0.0.1 for a service on the same
 * machine). `dnsServers`: the servers names are resolved with (EGRESS_DNS_SERVERS; empty: the system's).
 */
export interface EgressPolicy {
  allowHosts: readonly string[];
  dnsServers: readonly string[];
}

export const DEFAULT_EGRESS: EgressPolicy = { allowHosts: [], dnsServers: [] };

/** The one address a connection is pinned to. */
export interface EgressTarget {
  host: string;
  address: string;
  family: 4 | 6;
}

export type EgressFailure = 'invalid' | 'unresolved' | 'refused';

export class EgressError extends Error {
  constructor(
    public readonly reason: EgressFailure,
    host: string,
  ) {
    super(
      reason === 'refused'
        ? `${host} is a private or local address`
        : reason === 'unresolved'
          ? `Could not resolve ${host}`
          : `Not an http(s) URL: ${host}`,
    );
  }
}

export const hostOf = (hostname: string) =>
  hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();

const isAllowed = (policy: EgressPolicy, value: string) => policy.allowHosts.includes(hostOf(value));

const resolvers = new Map<string, Resolver>();
function resolverFor(servers: readonly string[]): Resolver {
  const key = servers.join(',');
  let resolver = resolvers.get(key);
  if (!resolver) {
    resolver = new Resolver({ timeout: 3000, tries: 2 });
    resolver.setServers([...servers]);
    resolvers.set(key, resolver);
  }
  return resolver;
}

async function addressesOf(host: string, policy: EgressPolicy): Promise<string[]> {
  if (!policy.dnsServers.length)
    return dns.promises
      .lookup(host, { all: true, verbatim: true })
      .then((all) => all.map((a) => a.address))
      .catch(() => []);
  const resolver = resolverFor(policy.dnsServers);
  const [v4, v6] = await Promise.all([
    resolver.resolve4(host).catch(() => [] as string[]),
    resolver.resolve6(host).catch(() => [] as string[]),
  ]);
  return [...v4, ...v6];
}

/**
 * Resolves a host ONCE and vets every answer: a name with any non-public answer is refused, unless the
 * host or that address is allow-listed. The caller connects to the returned address only (pinnedLookup),
 * so a second, different answer (DNS rebinding) is never used.
 */
export async function resolveTarget(hostname: string, policy: EgressPolicy): Promise<EgressTarget> {
  const host = hostOf(hostname);
  if (!host) throw new EgressError('invalid', hostname);
  const literal = net.isIP(host);
  const addresses = literal ? [host] : await addressesOf(host, policy);
  if (!addresses.length) throw new EgressError('unresolved', host);
  const hostAllowed = isAllowed(policy, host);
  if (!hostAllowed && addresses.some((a) => !isPublicAddress(a) && !isAllowed(policy, a)))
    throw new EgressError('refused', host);
  const address = addresses[0]!;
  return { host, address, family: net.isIPv6(address) ? 6 : 4 };
}

/** A `lookup` for net/http that answers the vetted address, whatever name it is asked for. */
export function pinnedLookup(target: EgressTarget): net.LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all)
      return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    callback(null, target.address, target.family);
  };
}
