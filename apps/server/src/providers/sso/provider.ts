import type { SsoProvider as SsoProviderName } from '@leadloop/domain/auth/rules';

export type { SsoProviderName };

/**
 * Sign in with Google / Microsoft: an OpenID Connect provider behind one interface. The sandbox (only with
 * SANDBOX_GRANTS=1) is a consent page of our own where the person says who they continue as; the real one speaks OpenID
 * Connect (authorization code + PKCE S256 + state + nonce) with the provider's issuer (openid-client).
 */
export interface SsoProvider {
  /** 'off': neither SSO_MODE=real nor SANDBOX_GRANTS=1, so nobody signs in by Google / Microsoft. */
  readonly kind: 'sandbox' | 'real' | 'off';
  /** The provider's sign-in page. Throws SsoNotConfiguredError when this provider has no client. */
  authorizationUrl(request: SsoAuthorizationRequest): Promise<string>;
  /**
   * The browser came back to `callbackUrl` (with code and state, or an error): the code is exchanged (with
   * the PKCE verifier) and the ID token checked (issuer, audience, expiry, nonce). Throws SsoRefusedError
   * when the provider or the person refused, or the answer does not hold.
   */
  exchange(request: SsoExchangeRequest): Promise<SsoIdentity>;
}

export interface SsoAuthorizationRequest {
  provider: SsoProviderName;
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

export interface SsoExchangeRequest {
  provider: SsoProviderName;
  redirectUri: string;
  callbackUrl: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Who the provider says signed in, from the validated ID token. */
export interface SsoIdentity {
  subject: string;
  email: string | null;
  /** Only a verified address may sign anyone in. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export class SsoNotConfiguredError extends Error {}
export class SsoRefusedError extends Error {}
