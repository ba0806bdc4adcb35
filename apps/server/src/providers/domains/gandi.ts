import { domainRegistrationHours } from '@leadloop/domain';
import type { GandiConfig } from '../../config.js';
import { DomainProviderError, type DnsRecordSpec, type DnsWriter, type Registrar } from './types.js';

/** LiveDNS's TTL for the records we write (seconds; Gandi's minimum is 300). */
const TTL = 300;

/**
 * Gandi's API v5 (documented REST, a personal access token as Bearer), called directly: the operator
 * configures it, no tenant chooses where it goes. Every call has a timeout; an error names the call and
 * Gandi's answer, never the token.
 */
function gandiApi(config: GandiConfig) {
  const base = config.apiBase.replace(/\/$/, '');
  return async function call(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
    } catch (error) {
      // no answer (timeout, connection): Gandi may have done it, so a retry must check first
      throw new DomainProviderError(
        `Gandi ${method} ${path}: no answer (${(error as Error).name})`,
        0,
        false,
      );
    }
    const json: unknown = await res.json().catch(() => null);
    if (res.status === 401 || res.status === 403)
      throw new DomainProviderError(
        `Gandi refused the access token (${res.status}): check GANDI_TOKEN and its permissions`,
        res.status,
        true,
      );
    if (res.status >= 400 && res.status !== 404) {
      const said = (json as { message?: unknown } | null)?.message;
      throw new DomainProviderError(
        `Gandi ${method} ${path}: ${res.status}${typeof said === 'string' ? ` ${said.slice(0, 200)}` : ''}`,
        res.status,
        res.status < 500,
      );
    }
    return { status: res.status, json };
  };
}

/**
 * Domains bought at Gandi: `GET /v5/domain/check` (available only when Gandi says 'available'), then
 * `POST /v5/domain/domains` with the operator's owner contact (GANDI_OWNER). A retried registration first
 * asks whether the domain is already in the account (the domain list filtered by `fqdn`, which answers an
 * empty list rather than an error for a name that is not) and then buys nothing.
 */
export function gandiRegistrar(config: GandiConfig): Registrar {
  const call = gandiApi(config);
  return {
    name: 'gandi',
    async available(domain) {
      const { status, json } = await call('GET', `/v5/domain/check?name=${encodeURIComponent(domain)}`);
      if (status === 404) return false;
      const products = (json as { products?: { name?: string; status?: string }[] } | null)?.products ?? [];
      return products.some((p) => p.name === domain && p.status === 'available');
    },
    async register(domain, now) {
      const { json } = await call('GET', `/v5/domain/domains?fqdn=${encodeURIComponent(domain)}`);
      const ours = Array.isArray(json) && json.some((d: { fqdn?: unknown }) => d?.fqdn === domain);
      if (!ours) {
        if (!config.owner)
          throw new DomainProviderError('GANDI_OWNER (the registrant contact, JSON) is not set', 0, true);
        const { status } = await call('POST', '/v5/domain/domains', {
          fqdn: domain,
          owner: config.owner,
          duration: 1,
        });
        if (status === 404) throw new DomainProviderError(`Gandi POST /v5/domain/domains: 404`, 404, true);
      }
      return {
        ref: `gandi:${domain}`,
        readyAt: new Date(now.getTime() + domainRegistrationHours(domain) * 3_600_000),
      };
    },
  };
}

/** A record's name inside its zone, as LiveDNS names rrsets: `@` for the apex. */
export function relativeName(name: string, domain: string): string {
  const n = name.toLowerCase().replace(/\.$/, '');
  if (n === domain) return '@';
  if (!n.endsWith(`.${domain}`)) throw new DomainProviderError(`${name} is not in ${domain}`, 0, true);
  return n.slice(0, -domain.length - 1);
}

/** A record's value in zone-file form: host names absolute, TXT quoted in strings of at most 255 bytes. */
export function zoneValue(type: string, value: string): string {
  if (type === 'MX') {
    const [priority, host] = value.split(' ');
    return `${priority} ${host!.replace(/\.?$/, '.')}`;
  }
  if (type === 'CNAME') return value.replace(/\.?$/, '.');
  if (type === 'TXT') return (value.match(/.{1,255}/g) ?? ['']).map((s) => `"${s}"`).join(' ');
  return value;
}

/**
 * The records written to Gandi's LiveDNS: one `PUT /v5/livedns/domains/{fqdn}/records/{name}/{type}` per
 * name and type, which replaces that rrset whole, so writing the same records twice changes nothing.
 */
export function gandiDns(config: GandiConfig): DnsWriter {
  const call = gandiApi(config);
  return {
    name: 'gandi',
    async writeRecords(domain, records: readonly DnsRecordSpec[]) {
      const rrsets = new Map<string, { name: string; type: string; values: string[] }>();
      for (const r of records) {
        const name = relativeName(r.name, domain);
        const key = `${name} ${r.type}`;
        const set = rrsets.get(key) ?? { name, type: r.type, values: [] };
        set.values.push(zoneValue(r.type, r.value));
        rrsets.set(key, set);
      }
      for (const set of rrsets.values()) {
        const name = encodeURIComponent(set.name).replace('%40', '@');
        const at = `/v5/livedns/domains/${encodeURIComponent(domain)}/records/${name}/${set.type}`;
        const { status } = await call('PUT', at, { rrset_values: set.values, rrset_ttl: TTL });
        if (status === 404)
          throw new DomainProviderError(`Gandi LiveDNS has no zone for ${domain} yet`, 404, false);
      }
    },
  };
}
