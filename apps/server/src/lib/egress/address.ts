import ipaddr from 'ipaddr.js';

/** The IPv4 address carried in the last 32 bits of an IPv6 address. */
const lastV4 = (bytes: number[]) => new ipaddr.IPv4(bytes.slice(12, 16));
const startsWith = (bytes: number[], prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/**
 * May a tenant's request reach this address? Only global unicast: loopback, private, link-local (cloud
 * metadata 169.254.169.254), CGNAT (100.64/10, Alibaba's metadata), multicast, broadcast, unspecified,
 * unique-local (fd00:ec2::254), documentation, benchmarking and every other reserved range are refused
 * (ipaddr.js names them). IPv6 forms that carry an IPv4 address — mapped, compatible, SIIT, NAT64
 * 64:ff9b::/96 and 6to4 — are judged by that IPv4 address; Teredo and the other tunnels are refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  const bytes = v6.toByteArray();
  switch (v6.range()) {
    case 'unicast':
      return true;
    case 'ipv4Mapped': // ::ffff:a.b.c.d, and ::a.b.c.d (compatible) which ipaddr.js files here too
    case 'rfc6145': // ::ffff:0:a.b.c.d
      return lastV4(bytes).range() === 'unicast';
    case 'rfc6052': // only the well-known NAT64 prefix 64:ff9b::/96; its local-use /48 is private
      return (
        startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0]) &&
        lastV4(bytes).range() === 'unicast'
      );
    case '6to4': // 2002:aabb:ccdd::/48 reaches a.b.c.d
      return new ipaddr.IPv4(bytes.slice(2, 6)).range() === 'unicast';
    default:
      return false;
  }
}
