import { and, eq } from 'drizzle-orm';
import {
  imapDefaultPort,
  isOAuthEmailType,
  type ImapReaderBody,
  type OAuthCallbackBody,
  type OAuthEmailType,
  type SendgridKeyBody,
  type SesKeyBody,
  CODES,
} from '@leadloop/domain';
import { integrations } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { secretsFor } from '../../lib/secrets.js';
import type { WorkspaceScope } from '../../lib/scope.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/auth-guard.js';
import {
  authorizationUrl,
  exchangeCode,
  gmailProfile,
  graphMe,
  GrantRevokedError,
  oauthApp,
  oauthProviderOf,
  ProviderHttpError,
  verifyImap,
  verifySendgrid,
  verifySes,
  MAILBOX_TYPES,
  type ImapSettings,
  type OAuthSettings,
  type SendgridSettings,
  type SesSettings,
} from '../../providers/mailbox/index.js';
import type { CredentialRow } from '../credentials/index.js';
import { startMailboxSync } from '../inbox/index.js';
import { integrationView, pushUpdate, type IntegrationView } from './service.js';

/**
 * Connecting the mailboxes that are not SMTP: OAuth (Gmail, Outlook, Exchange Online through Graph) and
 * API keys (Amazon SES, SendGrid). Secrets are sealed (lib/secrets.ts) and never returned.
 */

/** What the sealed OAuth `state` carries: who asked, for which account and type, and the PKCE verifier. */
interface OAuthState {
  u: string;
  s: string;
  c: string;
  p: OAuthEmailType;
  v: string;
  t: number;
}

const STATE_TTL_MS = 15 * 60_000;

/**
 * `POST /integrations/{integration}/connect` (001 §7): the provider's consent page. Without the OAuth app
 * of that provider configured (or for a type that does not connect with OAuth): 'Can not get OAuth url'.
 */
export async function connectUrl(
  ctx: AppContext,
  scope: WorkspaceScope,
  credential: CredentialRow,
  type: string,
): Promise<{ url: string }> {
  const provider = oauthProviderOf(type);
  const app = provider ? oauthApp(ctx.config.mailProviders, provider) : undefined;
  if (!provider || !app || !isOAuthEmailType(type) || !scope.userId)
    throw badRequest(CODES.cannotGetOauthUrl);
  const secrets = secretsFor(ctx);
  const url = await authorizationUrl(app, provider, ctx.config.mailProviders.redirectUrl, (verifier) =>
    secrets.encryptJson({
      u: scope.userId!,
      s: scope.spaceId,
      c: credential.id,
      p: type,
      v: verifier,
      t: clock.nowMs(),
    } satisfies OAuthState),
  );
  return { url };
}

/**
 * Opens the state the provider sent back: it must be ours, recent, and made for the user and workspace
 * of this request (a link started by someone else connects nothing).
 */
export function openOAuthState(ctx: AppContext, scope: WorkspaceScope, sealed: string): OAuthState {
  let state: OAuthState | null = null;
  try {
    state = secretsFor(ctx).decryptJson<OAuthState>(sealed);
  } catch {
    state = null;
  }
  if (
    !state ||
    state.u !== scope.userId ||
    state.s !== scope.spaceId ||
    !isOAuthEmailType(state.p) ||
    clock.nowMs() - state.t > STATE_TTL_MS
  )
    throw badRequest(CODES.oauthStateExpired);
  return state;
}

/** The browser came back with a code: tokens are fetched (PKCE), the mailbox's address read, all sealed. */
export async function completeOAuth(
  ctx: AppContext,
  credential: CredentialRow,
  state: OAuthState,
  body: OAuthCallbackBody,
): Promise<IntegrationView> {
  const provider = oauthProviderOf(state.p)!;
  const app = oauthApp(ctx.config.mailProviders, provider);
  if (!app) throw badRequest(CODES.cannotGetOauthUrl);
  if (body.error || !body.code) throw badRequest(CODES.oauthNotGranted);
  let settings: OAuthSettings;
  let email: string;
  let historyId: string | null = null;
  try {
    settings = await exchangeCode(
      app,
      provider,
      ctx.config.mailProviders.redirectUrl,
      body.code,
      body.state,
      state.v,
      clock.nowMs(),
    );
    if (provider === 'google') {
      const profile = await gmailProfile(app, settings.access_token);
      email = profile.email;
      historyId = profile.historyId || null;
    } else email = (await graphMe(app, settings.access_token)).email;
  } catch (error) {
    if (error instanceof GrantRevokedError || error instanceof ProviderHttpError)
      throw badRequest(CODES.oauthNotGranted);
    throw error;
  }
  // A reconnect keeps the IMAP reader the mailbox had.
  const view = await saveConnected(ctx, credential, state.p, 'new', email || null, settings, {
    keepImap: true,
  });
  // Gmail's inbound sync starts at the history id of the connection (mail from then on is read; a
  // reconnect keeps the cursor it had, so what arrived while it was down is read too).
  if (historyId)
    await startMailboxSync(ctx.db, {
      integrationId: view._id,
      credentialId: credential.id,
      cursor: historyId,
    });
  return view;
}

/** `PUT /integrations/amazon/{id}/add_key`: the keys are tried on SES first; nothing is saved when they fail. */
export async function addSesKey(
  ctx: AppContext,
  credential: CredentialRow,
  integrationId: string,
  body: SesKeyBody,
): Promise<IntegrationView> {
  const settings: SesSettings = {
    region: body.region,
    access_key_id: body.access_key_id,
    secret_access_key: body.secret_access_key,
    sender_name: body.sender_name ?? null,
    sns_topic_arn: body.sns_topic_arn ?? null,
    imap: imapReader(body, body.email),
  };
  const failure = await verifySes(settings, body.email, ctx.config.mailProviders.sesEndpoint);
  if (failure)
    throw badRequest(CODES.mailProviderCheckFailed, {
      provider: 'Amazon SES',
      reason: failure.slice(0, 200),
    });
  await checkImap(ctx, settings.imap);
  return saveConnected(ctx, credential, 'amazon', integrationId, body.email, settings, {
    dailyLimit: body.daily_limit ?? null,
  });
}

/** `PUT /integrations/sendgrid/{id}/add_key`: the key must work and hold the mail.send scope. */
export async function addSendgridKey(
  ctx: AppContext,
  credential: CredentialRow,
  integrationId: string,
  body: SendgridKeyBody,
): Promise<IntegrationView> {
  const settings: SendgridSettings = {
    api_key: body.api_key,
    sender_name: body.sender_name ?? null,
    imap: imapReader(body, body.email),
  };
  const failure = await verifySendgrid(body.api_key, ctx.config.mailProviders.sendgridApiUrl);
  if (failure)
    throw badRequest(CODES.mailProviderCheckFailed, { provider: 'SendGrid', reason: failure.slice(0, 200) });
  await checkImap(ctx, settings.imap);
  return saveConnected(ctx, credential, 'sendgrid', integrationId, body.email, settings, {
    dailyLimit: body.daily_limit ?? null,
  });
}

/** The IMAP reader a form describes (none without `imap_host`); the login defaults to the mailbox's address. */
function imapReader(body: ImapReaderBody, email: string): ImapSettings | null {
  if (!body.imap_host) return null;
  const secure = body.imap_secure ?? true;
  return {
    host: body.imap_host,
    port: body.imap_port ?? imapDefaultPort(secure),
    secure,
    username: body.imap_username ?? email,
    password: body.imap_password ?? '',
  };
}

/** The IMAP login is tried before anything is saved (as on the SMTP form). */
async function checkImap(ctx: AppContext, imap: ImapSettings | null | undefined) {
  const failure = imap ? await verifyImap(imap, ctx.config.egress) : null;
  if (failure) throw badRequest(CODES.imapLoginFailed, { reason: failure.slice(0, 200) });
}

/**
 * `PUT /integrations/{integration}/{id}/add_imap`: attaches an IMAP reader to a connected mailbox of any
 * kind (Gmail, Outlook, Exchange, SES, SendGrid, SMTP) — replies and bounces are then read from it too —
 * or removes it (no `imap_host`). `daily_limit`, when given, sets the mailbox's own campaign limit.
 */
export async function addImap(
  ctx: AppContext,
  credential: CredentialRow,
  integrationType: string,
  integrationId: string,
  body: ImapReaderBody,
): Promise<IntegrationView> {
  const [row] = isUuid(integrationId)
    ? await ctx.db
        .select()
        .from(integrations)
        .where(
          and(
            eq(integrations.id, integrationId),
            eq(integrations.credentialId, credential.id),
            eq(integrations.type, integrationType),
          ),
        )
    : [];
  if (!row || !row.settingsEnc || !(MAILBOX_TYPES as readonly string[]).includes(row.type))
    throw notFound(CODES.integrationNotFound);
  const secrets = secretsFor(ctx);
  const settings = secrets.decryptJson<{ imap?: ImapSettings | null }>(row.settingsEnc);
  const imap = imapReader(body, row.email ?? '');
  await checkImap(ctx, imap);
  const [saved] = await ctx.db
    .update(integrations)
    .set({
      settingsEnc: secrets.encryptJson({ ...settings, imap }),
      ...(body.daily_limit !== undefined ? { dailyLimit: body.daily_limit } : {}),
      updatedAt: clock.now(),
    })
    .where(eq(integrations.id, row.id))
    .returning();
  await pushUpdate(ctx, credential);
  return integrationView(saved!, ctx);
}

/** One row per account and type: created, or reconnected in place (its inbound cursor is kept). */
async function saveConnected(
  ctx: AppContext,
  credential: CredentialRow,
  type: string,
  integrationId: string,
  email: string | null,
  settings: { imap?: ImapSettings | null },
  options: { keepImap?: boolean; dailyLimit?: number | null } = {},
): Promise<IntegrationView> {
  const [existing] = await ctx.db
    .select()
    .from(integrations)
    .where(and(eq(integrations.credentialId, credential.id), eq(integrations.type, type)));
  if (integrationId !== 'new' && (!isUuid(integrationId) || existing?.id !== integrationId))
    throw notFound(CODES.integrationNotFound);
  const now = clock.now();
  const secrets = secretsFor(ctx);
  const before =
    options.keepImap && existing?.settingsEnc
      ? secrets.decryptJson<{ imap?: ImapSettings | null }>(existing.settingsEnc).imap
      : undefined;
  const values = {
    status: 'connected',
    email,
    settingsEnc: secrets.encryptJson(before ? { ...settings, imap: before } : settings),
    ...(options.dailyLimit !== undefined ? { dailyLimit: options.dailyLimit } : {}),
    lastError: null,
    connectedAt: now,
    disconnectedAt: null,
    updatedAt: now,
  };
  const [row] = existing
    ? await ctx.db.update(integrations).set(values).where(eq(integrations.id, existing.id)).returning()
    : await ctx.db
        .insert(integrations)
        .values({ ...values, spaceId: credential.spaceId, credentialId: credential.id, type })
        .returning();
  await pushUpdate(ctx, credential);
  return integrationView(row!, ctx);
}
