import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the Calendly API v2 on 127.0.0.1 — the subset Leadloop calls (`/users/me`,
 * `/organization_memberships`, `/event_types`, `/webhook_subscriptions`), with Calendly's shapes, bearer
 * tokens, and pages of at most `pageSize` items linked by `next_page_token`. `failing` makes every call 500.
 */
export async function calendlyFake(options: { token: string; pageSize?: number }) {
  const base = { url: '' };
  const pageSize = options.pageSize ?? 10;
  const state = {
    failing: false,
    calls: [] as string[],
    subscriptions: new Map<string, { url: string; events: string[]; signing_key: string; scope: string }>(),
  };
  const org = () => `${base.url}/organizations/ORG1`;
  const user = (id: string, name: string) => ({
    uri: `${base.url}/users/${id}`,
    name,
    email: `${id.toLowerCase()}@calendly.test`,
    avatar_url: id === 'ME' ? 'https://assets.calendly.test/me.png' : null,
    current_organization: org(),
  });
  const people = () => [user('ME', 'Maya Owner'), user('U2', 'Noah Colleague')];
  const eventTypes = [
    ...Array.from({ length: 20 }, (_, i) => ({
      id: `ET${i + 1}`,
      name: `Call ${i + 1}`,
      owner: 'ME',
      active: true,
    })),
    { id: 'ET-OFF', name: 'Old call', owner: 'ME', active: false },
    { id: 'ET-U2', name: 'Demo with Noah', owner: 'U2', active: true },
  ];
  const page = <T>(items: T[], url: URL) => {
    const count = Math.min(Number(url.searchParams.get('count') ?? 20), pageSize);
    const from = Number(url.searchParams.get('page_token') ?? 0);
    const next = from + count < items.length ? String(from + count) : null;
    return { collection: items.slice(from, from + count), pagination: { count, next_page_token: next } };
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', base.url);
      state.calls.push(`${req.method} ${url.pathname}`);
      const send = (status: number, body?: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(body ? JSON.stringify(body) : '');
      if (state.failing) return send(500, { title: 'Internal Server Error', message: 'boom' });
      if (req.headers.authorization !== `Bearer ${options.token}`)
        return send(401, { title: 'Unauthenticated', message: 'The access token is invalid' });
      if (req.method === 'GET' && url.pathname === '/users/me') return send(200, { resource: people()[0] });
      if (req.method === 'GET' && url.pathname === '/organization_memberships') {
        if (url.searchParams.get('organization') !== org()) return send(400, { message: 'bad organization' });
        return send(
          200,
          page(
            people().map((p) => ({
              uri: `${base.url}/organization_memberships/${p.uri}`,
              user: p,
              organization: org(),
            })),
            url,
          ),
        );
      }
      if (req.method === 'GET' && url.pathname === '/event_types') {
        return send(
          200,
          page(
            eventTypes.map((e) => ({
              uri: `${base.url}/event_types/${e.id}`,
              name: e.name,
              active: e.active,
              profile: { type: 'User', name: e.owner, owner: `${base.url}/users/${e.owner}` },
            })),
            url,
          ),
        );
      }
      if (req.method === 'POST' && url.pathname === '/webhook_subscriptions') {
        const body = JSON.parse(raw) as { url: string; events: string[]; signing_key: string; scope: string };
        const id = `WH${state.subscriptions.size + 1}`;
        state.subscriptions.set(id, body);
        return send(201, {
          resource: { uri: `${base.url}/webhook_subscriptions/${id}`, state: 'active', ...body },
        });
      }
      const del = /^\/webhook_subscriptions\/(\w+)$/.exec(url.pathname);
      if (req.method === 'DELETE' && del) {
        state.subscriptions.delete(del[1]!);
        return send(204);
      }
      return send(404, { message: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: base.url, state, close: () => new Promise((r) => server.close(r)) };
}
