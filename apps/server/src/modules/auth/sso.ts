import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { SsoProvider as SsoProviderName, SsoSandboxConsentBody } from '@leadloop/domain/auth/rules';
import { CODES } from '@leadloop/domain';
import { ssoLogins } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { AppError, badRequest, forbidden } from '../../lib/errors.js';
import { randomToken, sha256 } from '../../lib/ids.js';
import { hashPassword } from '../../lib/passwords.js';
import { secretsFor } from '../../lib/secrets.js';
import { issueToken } from '../../lib/tokens.js';
import {
  sandboxConsent,
  SsoNotConfiguredError,
  SsoRefusedError,
  type SsoIdentity,
} from '../../providers/sso/index.js';
import { brandForHost, brandOf, type BrandConfig } from '../brand/index.js';
import { findUserByEmail, findUserById, isListedAdmin, toUserView, updateUser } from '../users/index.js';
import { assertRegistrationOpen, registerUser, trackInfoOf } from './sign-up.js';

/** The provider's page must be answered within this (the state is single use and then gone). */
export const SSO_STATE_TTL_MS = 10 * 60_000;
/** The web app exchanges the login code right after the redirect. */
export const SSO_LOGIN_CODE_TTL_MS = 60_000;
/** Where the browser lands after the provider: the web app's page that exchanges the login code. */
export const SSO_DONE_PATH = '/auth/sso/done';

const methodEnabled = (brand: BrandConfig, provider: SsoProviderName): boolean =>
  provider === 'google' ? brand.auth.is_google_auth_enabled : brand.auth.is_microsoft_auth_enabled;

const callbackUri = (origin: string, provider: SsoProviderName) =>
  `${origin}/api/auth/sso/${provider}/callback`;

export interface SsoSession {
  /** The bearer token of the browser (anonymous or not): the only one that may use the login code. */
  tokenId: string;
  tokenData: Record<string, string>;
  host: string;
  /** `https://app.example.com` as the browser reached us: the callback comes back to the same address. */
  origin: string;
}

/**
 * POST /auth/sso/{provider}/start: the provider's sign-in page. The state, nonce and PKCE verifier are
 * kept server-side (state as a hash), bound to the browser's token, single use, 10 minutes.
 */
export async function startSso(
  ctx: AppContext,
  provider: SsoProviderName,
  session: SsoSession,
): Promise<{ url: string }> {
  const { brand } = await brandForHost(ctx.db, session.host);
  if (!methodEnabled(brand, provider)) throw forbidden(CODES.signInMethodDisabled);
  const state = randomToken(32);
  const nonce = randomToken(16);
  const verifier = randomToken(48);
  const redirectUri = callbackUri(session.origin, provider);
  let url: string;
  try {
    url = await ctx.sso.authorizationUrl({
      provider,
      redirectUri,
      state,
      nonce,
      codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
    });
  } catch (error) {
    if (error instanceof SsoNotConfiguredError) {
      ctx.log.warn({ provider, reason: error.message }, 'sign-in provider not available');
      throw badRequest(CODES.cannotGetOauthUrl);
    }
    throw error;
  }
  const now = clock.now();
  await ctx.db.insert(ssoLogins).values({
    provider,
    stateHash: sha256(state),
    tokenId: session.tokenId,
    tokenData: session.tokenData,
    brand: brand.brand,
    nonce,
    verifierEnc: secretsFor(ctx).encrypt(verifier),
    redirectUri,
    expiresAt: new Date(now.getTime() + SSO_STATE_TTL_MS),
    createdAt: now,
  });
  // Attempts matter for minutes; now and then drop the ones older than a day so the table stays small.
  if (Math.random() < 0.02)
    await ctx.db.delete(ssoLogins).where(lt(ssoLogins.createdAt, new Date(now.getTime() - 86_400_000)));
  return { url };
}

/**
 * GET /auth/sso/{provider}/callback: the provider sent the browser back. Answers the web app's address to
 * go to: with a one-time login code, or with the key of the message to show.
 */
export async function finishSso(
  ctx: AppContext,
  provider: SsoProviderName,
  callbackUrl: URL,
): Promise<string> {
  try {
    const code = await completeSso(ctx, provider, callbackUrl);
    return `${SSO_DONE_PATH}?${new URLSearchParams({ code })}`;
  } catch (error) {
    // A browser is waiting: whatever happened, it lands on the web app's page with words to show.
    if (!(error instanceof AppError)) ctx.log.error({ err: error, provider }, 'sign-in callback failed');
    const key = error instanceof AppError ? error.code : 'somethingWentWrong';
    return `${SSO_DONE_PATH}?${new URLSearchParams({ error: key })}`;
  }
}

async function completeSso(ctx: AppContext, provider: SsoProviderName, callbackUrl: URL): Promise<string> {
  const state = callbackUrl.searchParams.get('state') ?? '';
  const now = clock.now();
  const [login] = await ctx.db
    .update(ssoLogins)
    .set({ stateUsedAt: now })
    .where(
      and(
        eq(ssoLogins.stateHash, sha256(state)),
        eq(ssoLogins.provider, provider),
        isNull(ssoLogins.stateUsedAt),
        gt(ssoLogins.expiresAt, now),
      ),
    )
    .returning();
  if (!login) throw badRequest(CODES.ssoLinkExpired);

  let identity: SsoIdentity;
  try {
    identity = await ctx.sso.exchange({
      provider,
      redirectUri: login.redirectUri,
      callbackUrl,
      state,
      nonce: login.nonce,
      codeVerifier: secretsFor(ctx).decrypt(login.verifierEnc),
    });
  } catch (error) {
    if (error instanceof SsoRefusedError || error instanceof SsoNotConfiguredError) {
      ctx.log.info({ provider, reason: error.message }, 'sign-in refused by the provider');
      throw badRequest(CODES.ssoNotGranted);
    }
    throw error;
  }
  if (!identity.email || !identity.emailVerified) throw forbidden(CODES.ssoEmailNotVerified);

  // The brand's rules as they are now (an admin may have turned the method off meanwhile).
  const brand = await brandOf(ctx.db, login.brand);
  if (!methodEnabled(brand, provider)) throw forbidden(CODES.signInMethodDisabled);
  const userId = await userFor(ctx, brand, identity, login.tokenData);

  const code = randomToken(32);
  await ctx.db
    .update(ssoLogins)
    .set({ userId, codeHash: sha256(code), expiresAt: new Date(clock.nowMs() + SSO_LOGIN_CODE_TTL_MS) })
    .where(eq(ssoLogins.id, login.id));
  return code;
}

/** The user the verified address belongs to on this brand, or a new one when the brand lets people register. */
async function userFor(
  ctx: AppContext,
  brand: BrandConfig,
  identity: SsoIdentity,
  tokenData: Record<string, string>,
): Promise<string> {
  const email = identity.email!;
  // Whoever is on the sandbox's consent page types the address: it may make new accounts, and sign in
  // again only those it made itself — never one with a password, another provider or admin rights.
  const isSandbox = ctx.sso.kind === 'sandbox';
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    // A brand's sign-in signs in its own users only, whatever address it is reached on.
    if (existing.brand !== brand.brand) throw forbidden(CODES.wrongBrandAccount);
    if (isSandbox && (!existing.sandboxOnly || existing.isPlatformAdmin))
      throw forbidden(CODES.ssoSandboxNewAccountsOnly);
    return existing.id;
  }
  if (isSandbox && isListedAdmin(ctx.config.adminEmails, email))
    throw forbidden(CODES.ssoSandboxNewAccountsOnly);
  assertRegistrationOpen(brand, Boolean(tokenData.invite));
  const user = await registerUser(
    ctx,
    {
      email,
      // No password yet (forgot-password sets one); nobody can guess this one.
      passwordHash: await hashPassword(randomToken(24)),
      firstName: identity.firstName,
      lastName: identity.lastName,
      brand: brand.brand,
      trackInfo: trackInfoOf(tokenData),
      emailConfirmed: true,
      sandboxOnly: isSandbox,
    },
    tokenData,
  );
  return user.id;
}

/** POST /auth/sso/exchange: the login code (once, within a minute, by the browser that started) for a token. */
export async function exchangeLoginCode(ctx: AppContext, loginCode: string, tokenId: string) {
  const now = clock.now();
  const [login] = await ctx.db
    .update(ssoLogins)
    .set({ codeUsedAt: now })
    .where(
      and(
        eq(ssoLogins.codeHash, sha256(loginCode)),
        eq(ssoLogins.tokenId, tokenId),
        isNull(ssoLogins.codeUsedAt),
        gt(ssoLogins.expiresAt, now),
      ),
    )
    .returning();
  const user = login?.userId ? await findUserById(ctx.db, login.userId) : undefined;
  if (!user) throw badRequest(CODES.ssoLinkExpired);
  // Signing in after a sign-out everywhere makes the user active again (as the password sign-in does).
  const active = user.status === 'active' ? user : await updateUser(ctx.db, user.id, { status: 'active' });
  const token = await issueToken(ctx.db, user.id);
  return { token, user: toUserView(active) };
}

/**
 * POST /auth/sso/sandbox/consent: the sandbox provider's answer to its consent page. Only our own
 * callback address on the address the page was opened on is a valid redirect URI.
 */
export function answerSandboxConsent(
  ctx: AppContext,
  body: SsoSandboxConsentBody,
  origin: string,
): { redirect_url: string } {
  if (ctx.sso.kind !== 'sandbox') throw badRequest(CODES.cannotGetOauthUrl);
  let target: URL;
  try {
    target = new URL(body.redirect_uri);
  } catch {
    throw badRequest(CODES.ssoLinkExpired);
  }
  const provider = /^\/api\/auth\/sso\/(google|microsoft)\/callback$/.exec(target.pathname)?.[1] as
    SsoProviderName | undefined;
  if (!provider || target.origin !== origin || target.search) throw badRequest(CODES.ssoLinkExpired);
  return { redirect_url: sandboxConsent(secretsFor(ctx), provider, body, clock.nowMs()) };
}
