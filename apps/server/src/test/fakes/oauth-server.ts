import http from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/**
 * The OAuth 2 half every fake mail provider shares: an authorization endpoint's bookkeeping (codes bound
 * to a PKCE S256 challenge and a redirect URI) and a token endpoint (authorization_code, refresh_token)
 * that can be told to refuse a revoked grant (`invalid_grant`). Access tokens expire after `ttlSeconds`.
 */
export interface FakeOAuth {
  clientId: string;
  clientSecret: string;
  /** Access tokens the API accepts, with their end (epoch ms). */
  accessTokens: Map<string, number>;
  refreshTokens: Set<string>;
  /** Grants made so far (code exchanges) and refreshes (for assertions). */
  counts: { codes: number; refreshes: number };
  /** What the user "approves" on the consent page: returns the code to send back. */
  approve(authorizationUrl: string): { code: string; state: string; redirectUri: string };
  /** Refuses every refresh from now on, as after the user revoked access. */
  revoke(): void;
  isValid(authorization: string | undefined): boolean;
  /** Handles /token; false when the request is not for the token endpoint. */
  handle(req: http.IncomingMessage, body: string, res: http.ServerResponse): boolean;
}

export function fakeOAuth(tokenPath: string, ttlSeconds = 3600): FakeOAuth {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  let revoked = false;
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const issue = (o: FakeOAuth, refresh?: string) => {
    const access = `at-${randomBytes(8).toString('hex')}`;
    o.accessTokens.set(access, Date.now() + ttlSeconds * 1000);
    const body: Record<string, unknown> = {
      access_token: access,
      token_type: 'Bearer',
      expires_in: ttlSeconds,
    };
    if (!refresh) {
      const rt = `rt-${randomBytes(8).toString('hex')}`;
      o.refreshTokens.add(rt);
      body.refresh_token = rt;
    }
    return body;
  };
  const o: FakeOAuth = {
    clientId: 'leadloop-test-client',
    clientSecret: 'leadloop-test-secret',
    accessTokens: new Map(),
    refreshTokens: new Set(),
    counts: { codes: 0, refreshes: 0 },
    approve(authorizationUrl) {
      const url = new URL(authorizationUrl);
      if (url.searchParams.get('code_challenge_method') !== 'S256') throw new Error('PKCE S256 expected');
      const code = `code-${randomBytes(6).toString('hex')}`;
      codes.set(code, {
        challenge: url.searchParams.get('code_challenge')!,
        redirectUri: url.searchParams.get('redirect_uri')!,
      });
      return {
        code,
        state: url.searchParams.get('state')!,
        redirectUri: url.searchParams.get('redirect_uri')!,
      };
    },
    revoke() {
      revoked = true;
      o.accessTokens.clear();
    },
    isValid(authorization) {
      const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
      const end = token ? o.accessTokens.get(token) : undefined;
      return end !== undefined && end > Date.now();
    },
    handle(req, body, res) {
      if (req.method !== 'POST' || new URL(req.url!, 'http://x').pathname !== tokenPath) return false;
      const form = new URLSearchParams(body);
      if (form.get('client_id') !== o.clientId || form.get('client_secret') !== o.clientSecret) {
        json(res, 401, { error: 'invalid_client' });
        return true;
      }
      if (form.get('grant_type') === 'authorization_code') {
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const challenge = createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url');
        if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get('redirect_uri')) {
          json(res, 400, { error: 'invalid_grant', error_description: 'code or verifier does not match' });
          return true;
        }
        o.counts.codes++;
        json(res, 200, issue(o));
        return true;
      }
      if (form.get('grant_type') === 'refresh_token') {
        if (revoked || !o.refreshTokens.has(form.get('refresh_token') ?? '')) {
          json(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
          return true;
        }
        o.counts.refreshes++;
        json(res, 200, issue(o, form.get('refresh_token')!));
        return true;
      }
      json(res, 400, { error: 'unsupported_grant_type' });
      return true;
    },
  };
  return o;
}

/** A tiny HTTP server on 127.0.0.1 with the body read; `route` answers or returns false for a 404. */
export async function startHttp(
  route: (req: http.IncomingMessage, body: string, res: http.ServerResponse) => boolean | Promise<boolean>,
): Promise<{ url: string; port: number; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      try {
        if (!(await route(req, Buffer.concat(chunks).toString('utf8'), res))) {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { code: 404, message: `no route ${req.method} ${req.url}` } }));
        }
      } catch (error) {
        res.writeHead(500);
        res.end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Scripted trouble for the next API calls: a 429 with Retry-After, or an outage. */
export interface Trouble {
  /** The next N API calls answer 429 with this Retry-After (seconds). */
  throttle(times: number, retryAfterSeconds: number): void;
  /** Every API call answers 500 (the provider is down) until set back to false. */
  down: boolean;
  /** How many 429s were answered, and when each retry came after one (ms since the 429). */
  throttled: { count: number; waits: number[] };
  /** Answers the request with the scripted trouble, if any (true when answered). */
  answer(res: http.ServerResponse, errorBody: (status: number) => unknown): boolean;
}

export function trouble(): Trouble {
  let left = 0;
  let retryAfter = 1;
  let last429 = 0;
  const t: Trouble = {
    down: false,
    throttled: { count: 0, waits: [] },
    throttle(times, seconds) {
      left = times;
      retryAfter = seconds;
    },
    answer(res, errorBody) {
      if (last429) {
        t.throttled.waits.push(Date.now() - last429);
        last429 = 0;
      }
      if (t.down) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify(errorBody(500)));
        return true;
      }
      if (left > 0) {
        left--;
        t.throttled.count++;
        last429 = Date.now();
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': String(retryAfter) });
        res.end(JSON.stringify(errorBody(429)));
        return true;
      }
      return false;
    },
  };
  return t;
}
