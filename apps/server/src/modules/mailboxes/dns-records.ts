import { generateKeyPairSync } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import type { DnsRecord } from '@leadloop/domain/mailboxes/entities';

export const DKIM_SELECTOR = 'leadloop';

/** A fresh 2048-bit RSA key for a domain: the private half signs (sealed in the row), the public half is published. */
export function generateDkimKey(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  };
}

/**
 * What a bought domain publishes: MX (replies reach the mail stack), SPF (only the platform's sending
 * address may send as it), DKIM (the generated key), DMARC (strict alignment, so a message passes only when
 * its From domain is the signing and sending domain) and the tracking CNAME (`track.<domain>`).
 */
export function recordsFor(
  domain: string,
  dkimPublicKey: string,
  opts: { sendingIp: string; mxHost: string; trackingTarget: string },
): DnsRecord[] {
  return [
    { purpose: 'mx', type: 'MX', name: domain, value: `10 ${opts.mxHost}`, ok: null },
    { purpose: 'spf', type: 'TXT', name: domain, value: `v=spf1 ip4:${opts.sendingIp} -all`, ok: null },
    {
      purpose: 'dkim',
      type: 'TXT',
      name: `${DKIM_SELECTOR}._domainkey.${domain}`,
      value: `v=DKIM1; k=rsa; p=${dkimPublicKey}`,
      ok: null,
    },
    {
      purpose: 'dmarc',
      type: 'TXT',
      name: `_dmarc.${domain}`,
      value: `v=DMARC1; p=quarantine; adkim=s; aspf=s; rua=mailto:dmarc@${domain}`,
      ok: null,
    },
    { purpose: 'tracking', type: 'CNAME', name: `track.${domain}`, value: opts.trackingTarget, ok: null },
  ];
}

export function resolverOf(servers: readonly string[]): Resolver {
  const resolver = new Resolver({ timeout: 2000, tries: 2 });
  if (servers.length) resolver.setServers([...servers]);
  return resolver;
}

const bare = (s: string) => s.replace(/\.$/, '').toLowerCase();

/** Looks each record up (real DNS questions to `servers`) and marks whether the published value is there. */
export async function lookUp(records: DnsRecord[], servers: readonly string[]): Promise<DnsRecord[]> {
  const resolver = resolverOf(servers);
  return Promise.all(
    records.map(async (r) => {
      try {
        if (r.type === 'MX') {
          const want = bare(r.value.split(' ')[1]!);
          return { ...r, ok: (await resolver.resolveMx(r.name)).some((m) => bare(m.exchange) === want) };
        }
        if (r.type === 'CNAME')
          return { ...r, ok: (await resolver.resolveCname(r.name)).some((n) => bare(n) === bare(r.value)) };
        const txt = (await resolver.resolveTxt(r.name)).map((parts) => parts.join(''));
        return { ...r, ok: txt.includes(r.value) };
      } catch {
        return { ...r, ok: false };
      }
    }),
  );
}
