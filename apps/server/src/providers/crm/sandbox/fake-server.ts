import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  token: string | null;
  headers: http.IncomingHttpHeaders;
}
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}
export type FakeRoute = (req: FakeRequest, params: string[]) => FakeAnswer | Promise<FakeAnswer>;

/** Controls every fake CRM shares: injected 429s and a log of the calls it answered. */
export interface FakeControls {
  /** The next `count` API calls answer 429 with this Retry-After (seconds). */
  throttle(count: number, retryAfterSeconds?: number): void;
  /** Access tokens stop working (as if they expired); refresh tokens still do. */
  expireAccessTokens(): void;
  /** Refresh tokens are refused too (the user revoked the app). */
  revokeAll(): void;
  /** The next `count` calls matching `path` are carried out, but their answer is lost (connection cut). */
  loseAnswers(count: number, method: string, path: RegExp): void;
  readonly calls: { method: string; path: string; status: number }[];
}

export interface FakeServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A small HTTP server on 127.0.0.1 (random port) answering a table of routes — the local stand-in for
 * a CRM's API that tests and the sandbox point the real clients at. Bodies: JSON or form-encoded.
 */
export async function startFakeServer(
  routes: [method: string, pattern: RegExp, route: FakeRoute][],
  before?: (req: FakeRequest) => FakeAnswer | null,
  log?: (entry: { method: string; path: string; status: number }) => void,
  loseAnswer?: (req: FakeRequest) => boolean,
): Promise<FakeServer> {
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (c: Buffer) => chunks.push(c));
    incoming.on('end', () => {
      void (async () => {
        const url = new URL(incoming.url ?? '/', 'http://fake');
        const raw = Buffer.concat(chunks).toString('utf8');
        const type = incoming.headers['content-type'] ?? '';
        let body: Record<string, unknown> = {};
        if (raw && type.includes('json')) body = JSON.parse(raw) as Record<string, unknown>;
        else if (raw) body = Object.fromEntries(new URLSearchParams(raw));
        const auth = incoming.headers.authorization ?? '';
        const req: FakeRequest = {
          method: incoming.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          body,
          token: auth.startsWith('Bearer ') ? auth.slice(7) : null,
          headers: incoming.headers,
        };
        let answer: FakeAnswer | null = before?.(req) ?? null;
        if (!answer) {
          const found = routes.find(([m, p]) => m === req.method && p.test(req.path));
          answer = found
            ? await found[2](req, (req.path.match(found[1]) ?? []).slice(1))
            : { status: 404, body: { message: 'not found' } };
        }
        const status = answer.status ?? 200;
        if (status < 400 && loseAnswer?.(req)) {
          // Carried out, answer lost: logged with status 0.
          log?.({ method: req.method, path: req.path, status: 0 });
          incoming.socket.destroy();
          return;
        }
        log?.({ method: req.method, path: req.path, status });
        outgoing.writeHead(status, { 'content-type': 'application/json', ...answer.headers });
        outgoing.end(JSON.stringify(answer.body ?? {}));
      })().catch((error: unknown) => {
        outgoing.writeHead(500, { 'content-type': 'application/json' });
        outgoing.end(JSON.stringify({ message: String(error) }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Token bookkeeping shared by the fakes: codes → tokens, refresh, expiry and revocation, 429s. */
export function fakeAuth() {
  let serial = 0;
  const access = new Set<string>();
  const refresh = new Set<string>();
  let throttled = 0;
  let retryAfter = 1;
  const calls: { method: string; path: string; status: number }[] = [];
  const losing: { count: number; method: string; path: RegExp }[] = [];
  const issue = () => {
    serial++;
    const pair = { access: `at-${serial}-${Math.random().toString(36).slice(2)}`, refresh: `rt-${serial}` };
    access.add(pair.access);
    refresh.add(pair.refresh);
    return pair;
  };
  const controls: FakeControls = {
    throttle(count, seconds = 1) {
      throttled = count;
      retryAfter = seconds;
    },
    expireAccessTokens: () => access.clear(),
    revokeAll() {
      access.clear();
      refresh.clear();
    },
    loseAnswers: (count, method, path) => void losing.push({ count, method, path }),
    calls,
  };
  return {
    controls,
    issue,
    /** Exchanges a code (any code starting with the expected prefix is approved) or a refresh token. */
    grant(kind: string, value: string | undefined) {
      if (kind === 'authorization_code' && value && !value.startsWith('bad')) return issue();
      if (kind === 'refresh_token' && value && refresh.has(value)) {
        refresh.delete(value);
        return issue();
      }
      return null;
    },
    /** Before any API route: a 429 while throttled, a 401 for an unknown token. */
    gate(req: FakeRequest): FakeAnswer | null {
      if (req.path.includes('/oauth')) return null;
      if (throttled > 0) {
        throttled--;
        return {
          status: 429,
          headers: { 'retry-after': String(retryAfter) },
          body: { message: 'rate limited' },
        };
      }
      if (!req.token || !access.has(req.token)) return { status: 401, body: { message: 'expired token' } };
      return null;
    },
    log: (entry: { method: string; path: string; status: number }) => calls.push(entry),
    loseAnswer(req: FakeRequest): boolean {
      const rule = losing.find((r) => r.count > 0 && r.method === req.method && r.path.test(req.path));
      if (!rule) return false;
      rule.count--;
      return true;
    },
  };
}
