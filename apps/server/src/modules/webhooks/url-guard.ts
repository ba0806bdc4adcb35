import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { MESSAGES } from '@leadloop/domain';
import { badRequest } from '../../lib/errors.js';

/**
 * SSRF guard: a webhook may call public addresses only. Private, loopback, link-local (cloud metadata),
 * carrier-grade NAT, multicast and unspecified addresses are refused unless the operator allow-lists the
 * host (WEBHOOK_ALLOW_HOSTS, e.g. `127.0.0.1` for a receiver on the same machine in tests). The check runs
 * when a URL is saved and again in the connection's own DNS lookup, so a name that resolves to a public
 * address when saved and to a private one later (DNS rebinding) is refused at delivery.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

const allowed = (allowHosts: readonly string[], ...names: string[]) =>
  names.some((n) => allowHosts.includes(n.toLowerCase().replace(/^\[|\]$/g, '')));

/** Refuses (400) a URL whose host is or resolves to a non-public address, unless allow-listed. */
export async function assertPublicUrl(url: string, allowHosts: readonly string[]): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest(MESSAGES.checkUrl);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw badRequest(MESSAGES.checkUrl);
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (allowed(allowHosts, host)) return;
  const addresses = net.isIP(host)
    ? [host]
    : await dns.promises
        .lookup(host, { all: true })
        .then((all) => all.map((a) => a.address))
        .catch(() => {
          throw badRequest(MESSAGES.checkUrl);
        });
  if (!addresses.length || addresses.some((a) => !isPublicAddress(a) && !allowed(allowHosts, a)))
    throw badRequest(MESSAGES.webhookUrlRefused);
}

/** A `lookup` for http.request that refuses non-public answers at connection time (DNS rebinding). */
export function guardedLookup(allowHosts: readonly string[]): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as dns.LookupAddress[];
      const bad = list.find((a) => !isPublicAddress(a.address) && !allowed(allowHosts, hostname, a.address));
      if (bad || !list.length) return callback(new Error(MESSAGES.webhookUrlRefused), '', 4);
      if ((options as dns.LookupOptions).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
