import * as oidc from 'openid-client';
import type { SsoClientConfig, SsoConfig } from '../../config.js';
import {
  SsoNotConfiguredError,
  SsoRefusedError,
  type SsoIdentity,
  type SsoProvider,
  type SsoProviderName,
} from './provider.js';

/** Least privilege: who the person is and their address — nothing of their mailbox or files. */
const SCOPE = 'openid email profile';

/** The personal Microsoft accounts' tenant: their address is the account itself, checked by Microsoft. */
const MICROSOFT_CONSUMER_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

/** Google and Microsoft let the person pick among their accounts; other issuers may refuse the value. */
const offersAccountChoice = (issuer: string) =>
  ['accounts.google.com', 'login.microsoftonline.com'].includes(new URL(issuer).hostname);

const isLoopback = (url: string) => /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url);

/**
 * The real provider: OpenID Connect with the issuer's discovery document (openid-client), authorization
 * code + PKCE S256 + state + nonce; the ID token's signature (the issuer's JWKS), issuer, audience, expiry
 * and nonce are checked by openid-client. Microsoft's multi-tenant issuer (`…/common/v2.0` discovers
 * `…/{tenantid}/v2.0`) is matched against the token's own `tid` by openid-client.
 */
export function oidcSsoProvider(config: SsoConfig, options: { fetch?: typeof fetch } = {}): SsoProvider {
  const discovered = new Map<SsoProviderName, Promise<oidc.Configuration>>();

  const configuration = (provider: SsoProviderName): Promise<oidc.Configuration> => {
    const client = config[provider];
    if (!client) return Promise.reject(new SsoNotConfiguredError(provider));
    let found = discovered.get(provider);
    if (!found) {
      found = discover(client, options.fetch);
      // A failed discovery (the issuer unreachable for a moment) is tried again on the next sign-in.
      found.catch(() => discovered.delete(provider));
      discovered.set(provider, found);
    }
    return found;
  };

  return {
    kind: 'real',
    async authorizationUrl(request) {
      const server = await configuration(request.provider).catch((error: unknown) => {
        if (error instanceof SsoNotConfiguredError) throw error;
        throw new SsoNotConfiguredError(String(error));
      });
      return oidc.buildAuthorizationUrl(server, {
        redirect_uri: request.redirectUri,
        response_type: 'code',
        scope: SCOPE,
        state: request.state,
        nonce: request.nonce,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
        ...(offersAccountChoice(config[request.provider]!.issuer) ? { prompt: 'select_account' } : {}),
      }).href;
    },
    async exchange(request) {
      const server = await configuration(request.provider);
      let claims: Record<string, unknown> & { sub: string };
      try {
        const tokens = await oidc.authorizationCodeGrant(server, request.callbackUrl, {
          pkceCodeVerifier: request.codeVerifier,
          expectedState: request.state,
          expectedNonce: request.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new Error('no ID token');
        claims = idToken;
        // Issuers that keep scope claims out of the ID token give them at userinfo (same subject, checked).
        if (!idToken.email)
          claims = { ...(await oidc.fetchUserInfo(server, tokens.access_token, idToken.sub)), ...idToken };
      } catch (error) {
        throw new SsoRefusedError(error instanceof Error ? error.message : String(error));
      }
      return identityOf(request.provider, claims);
    },
  };
}

async function discover(client: SsoClientConfig, customFetch?: typeof fetch): Promise<oidc.Configuration> {
  const server = await oidc.discovery(
    new URL(client.issuer),
    client.clientId,
    client.clientSecret ? { client_secret: client.clientSecret } : undefined,
    client.clientSecret ? oidc.ClientSecretPost(client.clientSecret) : oidc.None(),
    {
      // The ID token's JWS signature is checked against the issuer's JWKS (openid-client checks only the
      // claims of a token received straight from the token endpoint unless asked). Local test issuers answer
      // over plain HTTP on loopback only.
      execute: [
        oidc.enableNonRepudiationChecks,
        ...(isLoopback(client.issuer) ? [oidc.allowInsecureRequests] : []),
      ],
      timeout: 20,
      ...(customFetch ? { [oidc.customFetch]: customFetch } : {}),
    },
  );
  if (customFetch) server[oidc.customFetch] = customFetch;
  return server;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The address, and whether the provider vouches for it. Google says so in `email_verified`. Microsoft's
 * `email` is whatever the tenant's admin typed unless `xms_edov` (email domain owner verified, an optional
 * claim to turn on in the app registration) is true; a personal Microsoft account's address is its own.
 */
export function identityOf(
  provider: SsoProviderName,
  claims: Record<string, unknown> & { sub: string },
): SsoIdentity {
  const email = text(claims.email).toLowerCase() || null;
  const verified =
    claims.email_verified === true ||
    (provider === 'microsoft' && (claims.xms_edov === true || claims.tid === MICROSOFT_CONSUMER_TENANT));
  let firstName = text(claims.given_name);
  let lastName = text(claims.family_name);
  if (!firstName && !lastName) {
    const [first = '', ...rest] = text(claims.name).split(/\s+/);
    firstName = first;
    lastName = rest.join(' ');
  }
  return { subject: claims.sub, email, emailVerified: Boolean(email) && verified, firstName, lastName };
}
