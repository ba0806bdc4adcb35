import * as oidc from 'openid-client';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { integrations, type IntegrationRow } from '../../db/schema/index.js';
import type { MailOAuthApp, MailProviderConfig } from '../../config.js';
import type { Secrets } from '../../lib/secrets.js';
import { GrantRevokedError, ProviderHttpError, retryAfterMs } from './api-common.js';
import type { ImapSettings } from './imap.js';

/**
 * OAuth 2 for the Gmail API and Microsoft Graph (openid-client: authorization code + PKCE S256, refresh).
 * Tokens live sealed in the integration's `settings_enc` (lib/secrets.ts) and are refreshed before they
 * expire; a refused refresh (invalid_grant: the user revoked access, the password changed) is a
 * GrantRevokedError and the integration goes down.
 */
export type OAuthProvider = 'google' | 'microsoft';

/** Exchange Online is reached through Microsoft Graph (EWS is retired for Exchange Online in October 2026). */
export const oauthProviderOf = (type: string): OAuthProvider | null =>
  type === 'google' ? 'google' : type === 'microsoft' || type === 'exchange' ? 'microsoft' : null;

/** Least privilege: send, read the inbox (replies, bounces), know the mailbox's address. */
export const OAUTH_SCOPES: Record<OAuthProvider, string> = {
  google: 'https://www.googleapis.com/auth/gmail.send https://www.googleapis.com/auth/gmail.readonly',
  microsoft:
    'offline_access https://graph.microsoft.com/Mail.Send https://graph.microsoft.com/Mail.Read https://graph.microsoft.com/User.Read',
};

/** Sealed settings of an OAuth mailbox. */
export interface OAuthSettings {
  provider: OAuthProvider;
  access_token: string;
  refresh_token: string;
  /** Epoch ms at which the access token stops working. */
  expires_at: number;
  sender_name?: string | null;
  /** An IMAP reader attached to the mailbox (replies, bounces), read besides the API inbox. */
  imap?: ImapSettings | null;
}

/** Refresh this long before the access token's end, so a send never starts with a token about to lapse. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

export const oauthApp = (config: MailProviderConfig, provider: OAuthProvider): MailOAuthApp | undefined =>
  config[provider];

function configuration(app: MailOAuthApp): oidc.Configuration {
  const server: oidc.ServerMetadata = {
    issuer: new URL(app.authUrl).origin,
    authorization_endpoint: app.authUrl,
    token_endpoint: app.tokenUrl,
  };
  const config = new oidc.Configuration(
    server,
    app.clientId,
    app.clientSecret,
    app.clientSecret ? oidc.ClientSecretPost(app.clientSecret) : oidc.None(),
  );
  // Local fakes and private gateways answer over plain HTTP on loopback only.
  if (/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(app.tokenUrl)) oidc.allowInsecureRequests(config);
  config.timeout = 20;
  return config;
}

/** The consent page's address, with a fresh PKCE verifier that the caller keeps (sealed in the state). */
export async function authorizationUrl(
  app: MailOAuthApp,
  provider: OAuthProvider,
  redirectUri: string,
  state: (verifier: string) => string,
): Promise<string> {
  const verifier = oidc.randomPKCECodeVerifier();
  const params: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: OAUTH_SCOPES[provider],
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: state(verifier),
    response_type: 'code',
  };
  // Google returns a refresh token only with offline access (and again only after consent).
  if (provider === 'google') Object.assign(params, { access_type: 'offline', prompt: 'consent' });
  else params.prompt = 'select_account';
  return oidc.buildAuthorizationUrl(configuration(app), params).href;
}

const toSettings = (
  provider: OAuthProvider,
  tokens: oidc.TokenEndpointResponse,
  nowMs: number,
  previousRefresh?: string,
): OAuthSettings => {
  const refresh = tokens.refresh_token ?? previousRefresh;
  if (!refresh) throw new GrantRevokedError('The provider gave no refresh token');
  return {
    provider,
    access_token: tokens.access_token,
    refresh_token: refresh,
    expires_at: nowMs + (tokens.expires_in ?? 3600) * 1000,
  };
};

/** Trades the code the provider sent back (with the PKCE verifier) for tokens. */
export async function exchangeCode(
  app: MailOAuthApp,
  provider: OAuthProvider,
  redirectUri: string,
  code: string,
  state: string,
  verifier: string,
  nowMs: number,
): Promise<OAuthSettings> {
  const back = new URL(redirectUri);
  back.searchParams.set('code', code);
  back.searchParams.set('state', state);
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration(app), back, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    return toSettings(provider, tokens, nowMs);
  } catch (error) {
    throw tokenError(error);
  }
}

function tokenError(error: unknown): Error {
  if (error instanceof oidc.ResponseBodyError) {
    if (['invalid_grant', 'invalid_client', 'unauthorized_client'].includes(error.error))
      return new GrantRevokedError(error.error_description ?? error.error);
    return new ProviderHttpError(error.error_description ?? error.error, error.status);
  }
  const e = error as { code?: string; response?: Response; message?: string };
  if (e.response instanceof Response)
    return new ProviderHttpError(
      e.message ?? 'token endpoint failed',
      e.response.status,
      retryAfterMs(e.response.headers.get('retry-after')),
    );
  return error as Error;
}

export interface TokenDeps {
  db: Db;
  secrets: Secrets;
  config: MailProviderConfig;
  nowMs: () => number;
}

/**
 * A valid access token of an OAuth mailbox: the stored one while it has more than REFRESH_MARGIN_MS
 * left (and `force` is not set), otherwise a refreshed one, sealed back before it is used.
 */
export async function accessToken(
  deps: TokenDeps,
  integration: IntegrationRow,
  force = false,
): Promise<{ token: string; settings: OAuthSettings }> {
  const [fresh] = await deps.db.select().from(integrations).where(eq(integrations.id, integration.id));
  if (!fresh?.settingsEnc) throw new GrantRevokedError('The mailbox was disconnected');
  const settings = deps.secrets.decryptJson<OAuthSettings>(fresh.settingsEnc);
  if (!force && settings.expires_at - REFRESH_MARGIN_MS > deps.nowMs())
    return { token: settings.access_token, settings };
  const app = oauthApp(deps.config, settings.provider);
  if (!app) throw new GrantRevokedError('The OAuth app of this mailbox is no longer configured');
  let next: OAuthSettings;
  try {
    const tokens = await oidc.refreshTokenGrant(configuration(app), settings.refresh_token);
    next = {
      ...toSettings(settings.provider, tokens, deps.nowMs(), settings.refresh_token),
      sender_name: settings.sender_name ?? null,
      imap: settings.imap ?? null,
    };
  } catch (error) {
    throw tokenError(error);
  }
  await deps.db
    .update(integrations)
    .set({ settingsEnc: deps.secrets.encryptJson(next) })
    .where(eq(integrations.id, integration.id));
  return { token: next.access_token, settings: next };
}

/**
 * Runs an API call with the mailbox's token; on 401 (a token revoked early) it refreshes once and tries
 * again — a refused refresh then surfaces as GrantRevokedError.
 */
export async function withAccessToken<T>(
  deps: TokenDeps,
  integration: IntegrationRow,
  call: (token: string, settings: OAuthSettings) => Promise<T>,
): Promise<T> {
  const first = await accessToken(deps, integration);
  try {
    return await call(first.token, first.settings);
  } catch (error) {
    if (!(error instanceof ProviderHttpError) || error.status !== 401) throw error;
  }
  const again = await accessToken(deps, integration, true);
  return call(again.token, again.settings);
}
