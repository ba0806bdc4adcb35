import { createHash } from 'node:crypto';
import type { SsoSandboxConsentBody } from '@leadloop/domain/auth/rules';
import type { Secrets } from '../../lib/secrets.js';
import { SsoRefusedError, type SsoProvider, type SsoProviderName } from './provider.js';

/** What the sandbox's authorization code carries (sealed: only this server can read or make one). */
interface SandboxGrant {
  p: SsoProviderName;
  e: string;
  v: boolean;
  f: string;
  l: string;
  n: string;
  c: string;
  r: string;
  t: number;
}

/** Like a provider's: an authorization code is good for a few minutes. */
const CODE_TTL_MS = 5 * 60_000;
export const SANDBOX_CLIENT_ID = 'leadloop-sandbox';

/**
 * The sandbox provider: its sign-in page is the web app's /auth/sso/sandbox, where the person enters the
 * identity to continue as (or cancels); `consent` then answers like a provider would — the browser goes
 * back to the redirect URI with a code and the state. The code is bound to the PKCE challenge, the nonce
 * and the redirect URI, so the exchange checks what a real provider checks.
 */
export function sandboxSsoProvider(secrets: Secrets, nowMs: () => number): SsoProvider {
  return {
    kind: 'sandbox',
    async authorizationUrl(request) {
      const url = new URL('/auth/sso/sandbox', request.redirectUri);
      url.search = new URLSearchParams({
        provider: request.provider,
        client_id: SANDBOX_CLIENT_ID,
        response_type: 'code',
        scope: 'openid email profile',
        redirect_uri: request.redirectUri,
        state: request.state,
        nonce: request.nonce,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.href;
    },
    async exchange(request) {
      const { callbackUrl } = request;
      if (callbackUrl.searchParams.get('error')) throw new SsoRefusedError('access_denied');
      let grant: SandboxGrant;
      try {
        grant = secrets.decryptJson<SandboxGrant>(callbackUrl.searchParams.get('code') ?? '');
      } catch {
        throw new SsoRefusedError('invalid_grant');
      }
      const challenge = createHash('sha256').update(request.codeVerifier).digest('base64url');
      if (
        grant.p !== request.provider ||
        grant.c !== challenge ||
        grant.n !== request.nonce ||
        grant.r !== request.redirectUri ||
        nowMs() - grant.t > CODE_TTL_MS
      )
        throw new SsoRefusedError('invalid_grant');
      return {
        subject: `sandbox-${createHash('sha256').update(grant.e).digest('hex').slice(0, 16)}`,
        email: grant.e,
        emailVerified: grant.v,
        firstName: grant.f,
        lastName: grant.l,
      };
    },
  };
}

/** The sandbox consent page's answer: where the browser goes back to (with a code, or access_denied). */
export function sandboxConsent(
  secrets: Secrets,
  provider: SsoProviderName,
  body: SsoSandboxConsentBody,
  nowMs: number,
): string {
  const back = new URL(body.redirect_uri);
  if (body.cancelled || !body.email) {
    back.searchParams.set('error', 'access_denied');
  } else {
    const grant: SandboxGrant = {
      p: provider,
      e: body.email,
      v: body.email_verified,
      f: body.first_name ?? '',
      l: body.last_name ?? '',
      n: body.nonce,
      c: body.code_challenge,
      r: body.redirect_uri,
      t: nowMs,
    };
    back.searchParams.set('code', secrets.encryptJson(grant));
  }
  back.searchParams.set('state', body.state);
  return back.href;
}
