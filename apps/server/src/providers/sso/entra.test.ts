import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { uniqueEmail } from '../../test/fixtures.js';
import { oidcSsoProvider } from './oidc.js';

/**
 * Microsoft's multi-tenant endpoint: `…/common/v2.0` discovers the issuer `…/{tenantid}/v2.0`, and each ID
 * token's `iss` names the person's own tenant. The real client (openid-client) is pointed at
 * login.microsoftonline.com, with its fetch answered in-process by a fake Entra (signed tokens, JWKS) —
 * nothing leaves the machine.
 */
const BASE = 'https://login.microsoftonline.com';
const CLIENT_ID = '7f1c3c2e-entra-test-client';
const WORK_TENANT = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
const PERSONAL_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

interface NextToken {
  tid: string;
  iss?: string;
  claims: Record<string, unknown>;
}

describe(
  'sign in with Microsoft through the multi-tenant endpoint (fake Entra in-process)',
  { timeout: 60_000 },
  () => {
    let t: TestApp;
    let call: ReturnType<typeof apiClient>;
    let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
    let jwk: JWK;
    /** What the authorization request carried, and the token the next exchange gets. */
    const pending = { nonce: '', challenge: '' };
    let next: NextToken;

    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

    const entra: typeof fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.origin !== BASE) throw new Error(`unexpected request to ${url.origin}`);
      if (url.pathname === '/common/v2.0/.well-known/openid-configuration')
        return json({
          issuer: `${BASE}/{tenantid}/v2.0`,
          authorization_endpoint: `${BASE}/common/oauth2/v2.0/authorize`,
          token_endpoint: `${BASE}/common/oauth2/v2.0/token`,
          jwks_uri: `${BASE}/common/discovery/v2.0/keys`,
          response_types_supported: ['code'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
        });
      if (url.pathname === '/common/discovery/v2.0/keys') return json({ keys: [jwk] });
      if (url.pathname === '/common/oauth2/v2.0/token') {
        const form = new URLSearchParams(String(init?.body));
        const verifier = form.get('code_verifier') ?? '';
        if (createHash('sha256').update(verifier).digest('base64url') !== pending.challenge)
          return new Response(JSON.stringify({ error: 'invalid_grant' }), { status: 400 });
        const idToken = await new SignJWT({ ...next.claims, tid: next.tid, nonce: pending.nonce })
          .setProtectedHeader({ alg: 'RS256', kid: 'entra-test' })
          .setIssuer(next.iss ?? `${BASE}/${next.tid}/v2.0`)
          .setAudience(CLIENT_ID)
          .setSubject(`sub-${String(next.claims.email)}`)
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(privateKey);
        return json({ access_token: 'at', token_type: 'Bearer', expires_in: 3600, id_token: idToken });
      }
      return new Response('not found', { status: 404 });
    };

    beforeAll(async () => {
      const keys = await generateKeyPair('RS256');
      privateKey = keys.privateKey;
      jwk = { ...(await exportJWK(keys.publicKey)), kid: 'entra-test', alg: 'RS256', use: 'sig' };
      const sso = {
        mode: 'real' as const,
        microsoft: { clientId: CLIENT_ID, issuer: `${BASE}/common/v2.0` },
      };
      t = await createTestApp({ sso }, undefined, { sso: oidcSsoProvider(sso, { fetch: entra }) });
      call = apiClient(t.app);
    });
    afterAll(() => t.close());

    /** Start, "consent" at Entra, come back with a code: where the web app is sent. */
    async function signIn(token: NextToken) {
      const session = (await call('POST', '/api/auth/create_token', { body: {} })).body.payload.token;
      const started = await call<{ url: string }>('POST', '/api/auth/sso/microsoft/start', {
        token: session,
      });
      expect(started.status).toBe(200);
      const authorize = new URL(started.body.payload.url);
      expect(authorize.href.startsWith(`${BASE}/common/oauth2/v2.0/authorize?`)).toBe(true);
      expect(authorize.searchParams.get('prompt')).toBe('select_account');
      pending.nonce = authorize.searchParams.get('nonce')!;
      pending.challenge = authorize.searchParams.get('code_challenge')!;
      next = token;
      const back = new URL(authorize.searchParams.get('redirect_uri')!);
      back.search = new URLSearchParams({
        code: 'entra-code',
        state: authorize.searchParams.get('state')!,
      }).toString();
      const res = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
      const done = new URL(res.headers.location as string, 'http://web');
      return { session, code: done.searchParams.get('code'), error: done.searchParams.get('error') };
    }

    it('a work account whose token names its own tenant signs in (domain-verified address)', async () => {
      const email = uniqueEmail('entra');
      const { session, code, error } = await signIn({
        tid: WORK_TENANT,
        claims: { email, xms_edov: true, given_name: 'Ella', family_name: 'Entra' },
      });
      expect(error).toBeNull();
      const res = await call('POST', '/api/auth/sso/exchange', {
        token: session,
        body: { login_code: code },
      });
      expect(res.body.payload.user).toMatchObject({ email, first_name: 'Ella', email_confirmed: true });
    });

    it('a token whose issuer is another tenant than its tid is refused', async () => {
      const { code, error } = await signIn({
        tid: WORK_TENANT,
        iss: `${BASE}/00000000-0000-0000-0000-000000000000/v2.0`,
        claims: { email: uniqueEmail('spoof'), xms_edov: true },
      });
      expect({ code, error }).toEqual({ code: null, error: 'ssoNotGranted' });
    });

    it('a work address the tenant has not proven is not trusted; a personal account’s is', async () => {
      expect(await signIn({ tid: WORK_TENANT, claims: { email: uniqueEmail('typed') } })).toMatchObject({
        code: null,
        error: 'ssoEmailNotVerified',
      });
      expect(await signIn({ tid: PERSONAL_TENANT, claims: { email: uniqueEmail('msa') } })).toMatchObject({
        error: null,
      });
    });
  },
);
