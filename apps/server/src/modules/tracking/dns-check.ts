import { Resolver } from 'node:dns/promises';

export type DnsVerdict = { ok: true } | { ok: false; status: 'pending' | 'failed'; error: string };

/**
 * Asks DNS for the domain's CNAME (node's resolver; TRACKING_DNS_SERVERS picks the servers, in tests a
 * local DNS server on 127.0.0.1). Ready when it names the tracking host; `pending` while there is no
 * record yet (DNS may still be propagating), `failed` when the record points elsewhere.
 */
export async function checkCname(domain: string, target: string, servers: string[]): Promise<DnsVerdict> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers.length) resolver.setServers(servers);
  const want = target.replace(/\.$/, '').toLowerCase();
  try {
    const names = (await resolver.resolveCname(domain)).map((n) => n.replace(/\.$/, '').toLowerCase());
    if (names.includes(want)) return { ok: true };
    return { ok: false, status: 'failed', error: `CNAME points to ${names.join(', ')}, not ${want}` };
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'ESERVFAIL';
    const why =
      code === 'ENOTFOUND' || code === 'ENODATA'
        ? `No CNAME record found for ${domain} yet`
        : `DNS lookup failed (${code})`;
    return { ok: false, status: 'pending', error: why };
  }
}
