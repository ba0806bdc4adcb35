import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Rrset {
  rrset_name: string;
  rrset_type: string;
  rrset_ttl: number;
  rrset_values: string[];
}

const problem = (code: number, cause: string, message: string) => ({
  status: code,
  body: { code, message, object: `HTTP${cause.replace(/ /g, '')}`, cause },
});

/**
 * A local, stateful fake of Gandi's API v5 on 127.0.0.1 — the calls the Gandi domains provider makes, with
 * Gandi's shapes: `GET /v5/domain/check`, `POST /v5/domain/domains` (202, async at Gandi, immediate here),
 * `GET /v5/domain/domains[?fqdn=|/{fqdn}]`, LiveDNS `PUT|GET /v5/livedns/domains/{fqdn}/records[/{name}/{type}]`.
 * A wrong Bearer token answers 401; `taken` names are registered elsewhere; `failOnce` makes the next
 * matching call answer 5xx, after carrying it out or not.
 */
export async function gandiFake(options: { token: string; taken?: string[] }) {
  const state = {
    /** Domains in the account, by fqdn, with the owner contact they were registered with. */
    domains: new Map<string, { id: string; owner: unknown }>(),
    /** LiveDNS rrsets per zone, keyed `name/type`. */
    zones: new Map<string, Map<string, Rrset>>(),
    /** POST /v5/domain/domains calls that bought a domain. */
    purchases: 0,
    calls: [] as { method: string; path: string; status: number }[],
  };
  const taken = new Set(options.taken ?? []);
  let failure: { method: string; path: RegExp; status: number; carriedOut: boolean } | null = null;

  const route = (
    method: string,
    url: URL,
    body: Record<string, unknown>,
  ): { status: number; body: unknown } => {
    const path = url.pathname;
    if (method === 'GET' && path === '/v5/domain/check') {
      const name = url.searchParams.get('name') ?? '';
      const free = !taken.has(name) && !state.domains.has(name);
      return {
        status: 200,
        body: {
          currency: 'EUR',
          grid: 'A',
          products: [
            {
              name,
              process: 'create',
              status: free ? 'available' : 'unavailable',
              taxes: [],
              prices: [
                { duration_min: 1, duration_max: 10, price_after_taxes: 15.5, price_before_taxes: 12.92 },
              ],
            },
          ],
        },
      };
    }
    if (method === 'POST' && path === '/v5/domain/domains') {
      const fqdn = typeof body.fqdn === 'string' ? body.fqdn : '';
      const owner = body.owner as Record<string, unknown> | undefined;
      if (
        !fqdn ||
        !owner ||
        ['given', 'family', 'email', 'country', 'streetaddr', 'type'].some((k) => !owner[k])
      )
        return problem(400, 'Bad Request', 'fqdn and a complete owner contact are required');
      if (taken.has(fqdn) || state.domains.has(fqdn))
        return problem(400, 'Bad Request', `${fqdn} is not available`);
      state.domains.set(fqdn, { id: `dom-${state.domains.size + 1}`, owner });
      state.zones.set(fqdn, new Map());
      state.purchases++;
      return { status: 202, body: { message: 'Confirmed' } };
    }
    if (method === 'GET' && path === '/v5/domain/domains') {
      const fqdn = url.searchParams.get('fqdn');
      const list = [...state.domains].filter(([name]) => !fqdn || name === fqdn);
      return { status: 200, body: list.map(([name, d]) => ({ fqdn: name, id: d.id, status: [] })) };
    }
    const domain = /^\/v5\/domain\/domains\/([^/]+)$/.exec(path);
    if (method === 'GET' && domain) {
      const fqdn = decodeURIComponent(domain[1]!);
      const found = state.domains.get(fqdn);
      if (!found) return problem(404, 'Not Found', 'The requested domain does not exist');
      return { status: 200, body: { fqdn, id: found.id, status: [], nameserver: { current: 'livedns' } } };
    }
    const records = /^\/v5\/livedns\/domains\/([^/]+)\/records(?:\/([^/]+)\/([A-Z]+))?$/.exec(path);
    if (records) {
      const zone = state.zones.get(decodeURIComponent(records[1]!));
      if (!zone) return problem(404, 'Not Found', 'The requested domain does not exist');
      if (method === 'GET' && !records[2]) return { status: 200, body: [...zone.values()] };
      const name = decodeURIComponent(records[2]!);
      const type = records[3]!;
      if (method === 'GET') {
        const set = zone.get(`${name}/${type}`);
        return set ? { status: 200, body: set } : problem(404, 'Not Found', 'The record does not exist');
      }
      if (method === 'PUT') {
        const values = body.rrset_values;
        if (!Array.isArray(values) || !values.every((v) => typeof v === 'string'))
          return problem(400, 'Bad Request', 'rrset_values is required');
        zone.set(`${name}/${type}`, {
          rrset_name: name,
          rrset_type: type,
          rrset_ttl: typeof body.rrset_ttl === 'number' ? body.rrset_ttl : 10800,
          rrset_values: [...values],
        });
        return { status: 201, body: { message: 'DNS Record Created' } };
      }
    }
    return problem(404, 'Not Found', 'The requested URL was not found on the server.');
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const method = req.method ?? 'GET';
      const url = new URL(req.url ?? '/', 'http://gandi.fake');
      const raw = Buffer.concat(chunks).toString('utf8');
      const answer = (status: number, body: unknown) => {
        state.calls.push({ method, path: url.pathname, status });
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${options.token}`) {
        const p = problem(401, 'Unauthorized', 'The server could not verify that you authenticated.');
        return answer(p.status, p.body);
      }
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        const p = problem(400, 'Bad Request', 'The body is not JSON');
        return answer(p.status, p.body);
      }
      const fail = failure && failure.method === method && failure.path.test(url.pathname) ? failure : null;
      if (fail) failure = null;
      if (fail && !fail.carriedOut) {
        const p = problem(fail.status, 'Service Unavailable', 'Please retry later');
        return answer(p.status, p.body);
      }
      const done = route(method, url, body);
      if (fail) {
        const p = problem(fail.status, 'Service Unavailable', 'Please retry later');
        return answer(p.status, p.body);
      }
      answer(done.status, done.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    /** The next `method` call on a path matching `path` answers `status` (5xx); `carriedOut`: done first. */
    failOnce(method: string, path: RegExp, opts: { status?: number; carriedOut?: boolean } = {}) {
      failure = { method, path, status: opts.status ?? 503, carriedOut: opts.carriedOut ?? false };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
