import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Provider from 'oidc-provider';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { uniqueEmail } from '../../test/fixtures.js';

/**
 * The real implementation (openid-client) against a real OpenID Connect server on 127.0.0.1: panva's
 * `oidc-provider` (discovery, JWKS, signed ID tokens, PKCE, its own login and consent pages). Nothing
 * here reaches the internet.
 */
const CLIENT_ID = 'leadloop-test';
const CLIENT_SECRET = 'a-long-enough-client-secret-for-tests';
const CALLBACK = 'http://localhost:3000/api/auth/sso/google/callback';

describe('sign in with Google, real OpenID Connect (oidc-provider on 127.0.0.1)', { timeout: 60_000 }, () => {
  let server: http.Server;
  let issuer: string;
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let tamperIdToken = false;

  beforeAll(async () => {
    const handler: { provider?: Provider } = {};
    server = http.createServer((req, res) => {
      // A forged ID token: the token endpoint's answer with one character of the signature changed.
      if (tamperIdToken && req.url?.startsWith('/token')) {
        const end = res.end.bind(res) as (chunk?: unknown) => http.ServerResponse;
        res.end = ((chunk?: unknown) => {
          if (!chunk) return end(chunk);
          const body = JSON.parse(String(chunk)) as { id_token?: string };
          if (body.id_token) {
            const [header, payload, signature] = body.id_token.split('.');
            const swapped = signature![10] === 'A' ? 'B' : 'A';
            body.id_token = `${header}.${payload}.${signature!.slice(0, 10)}${swapped}${signature!.slice(11)}`;
          }
          return end(JSON.stringify(body));
        }) as typeof res.end;
      }
      handler.provider!.callback()(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    handler.provider = new Provider(issuer, {
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [CALLBACK],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      cookies: { keys: ['test-cookie-key'] },
      claims: { email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
      // The login is the address itself; one starting with "unverified" has no verified email.
      findAccount: (_ctx, id) => ({
        accountId: id,
        claims: () => ({
          sub: id,
          email: id,
          email_verified: !id.startsWith('unverified'),
          given_name: 'Ola',
          family_name: 'Idc',
        }),
      }),
    });
    t = await createTestApp({
      sso: { mode: 'real', google: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, issuer } },
    });
    call = apiClient(t.app);
  });
  afterAll(async () => {
    await t?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  /**
   * A person in a browser at the provider: follows its redirects (keeping its cookies) and fills its login
   * and consent forms, until the provider sends the browser back to our callback.
   */
  async function atProvider(start: string, login: string): Promise<URL> {
    const cookies = new Map<string, string>();
    let url = start;
    let body: URLSearchParams | undefined;
    for (let step = 0; step < 12; step++) {
      const res = await fetch(url, {
        method: body ? 'POST' : 'GET',
        body,
        redirect: 'manual',
        headers: {
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, value] = pair!.split('=');
        cookies.set(name!, value ?? '');
      }
      body = undefined;
      const location = res.headers.get('location');
      if (location) {
        const next = new URL(location, url);
        if (next.href.startsWith(CALLBACK)) return next;
        url = next.href;
        continue;
      }
      const html = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`no form at ${url}: ${res.status} ${html.slice(0, 200)}`);
      body = new URLSearchParams();
      for (const [, name, value] of html.matchAll(
        /<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g,
      ))
        body.set(name!, value!);
      if (html.includes('name="login"')) {
        body.set('login', login);
        body.set('password', 'any');
      }
      url = new URL(action.replace(/&amp;/g, '&'), url).href;
    }
    throw new Error('the provider never sent the browser back');
  }

  async function signIn(login: string) {
    const session = (await call('POST', '/api/auth/create_token', { body: {} })).body.payload.token;
    const started = await call<{ url: string }>('POST', '/api/auth/sso/google/start', { token: session });
    expect(started.status).toBe(200);
    const back = await atProvider(started.body.payload.url, login);
    const res = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(res.statusCode).toBe(302);
    const done = new URL(res.headers.location as string, 'http://web');
    return { session, started: new URL(started.body.payload.url), done };
  }

  it('the provider’s page is asked with code + PKCE S256 + state + nonce, and a verified email signs up', async () => {
    const email = uniqueEmail('oidc');
    const { session, started, done } = await signIn(email);
    expect(started.origin).toBe(issuer);
    expect(Object.fromEntries(started.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      redirect_uri: CALLBACK,
    });
    expect(started.searchParams.get('nonce')).toBeTruthy();
    expect(done.searchParams.get('error')).toBeNull();
    const res = await call('POST', '/api/auth/sso/exchange', {
      token: session,
      body: { login_code: done.searchParams.get('code') },
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.user).toMatchObject({
      email,
      email_confirmed: true,
      first_name: 'Ola',
      last_name: 'Idc',
    });
  });

  it('an address the provider has not verified signs nobody in', async () => {
    const { done } = await signIn(uniqueEmail('unverified'));
    expect(done.searchParams.get('error')).toBe('ssoEmailNotVerified');
    expect(done.searchParams.get('code')).toBeNull();
  });

  it('an ID token whose signature does not match the issuer’s keys signs nobody in', async () => {
    tamperIdToken = true;
    try {
      const { done } = await signIn(uniqueEmail('forged'));
      expect(done.searchParams.get('code')).toBeNull();
      expect(done.searchParams.get('error')).toBeTruthy();
    } finally {
      tamperIdToken = false;
    }
  });

  it('a provider that does not answer: Can not get OAuth url, never a fake success', async () => {
    const down = await createTestApp({
      sso: { mode: 'real', google: { clientId: CLIENT_ID, issuer: 'http://127.0.0.1:9/' } },
    });
    try {
      const c = apiClient(down.app);
      const anon = (await c('POST', '/api/auth/create_token', { body: {} })).body.payload.token;
      const res = await c('POST', '/api/auth/sso/google/start', { token: anon });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.cannotGetOauthUrl);
    } finally {
      await down.close();
    }
  });
});
