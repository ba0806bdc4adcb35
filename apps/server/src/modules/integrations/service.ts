import type { Integration } from '@leadloop/domain';
import { and, eq } from 'drizzle-orm';
import {
  EMAIL_INTEGRATION_TYPES,
  MESSAGES,
  imapDefaultPort,
  type SmtpSettingsBody,
  CODES,
} from '@leadloop/domain';
import { integrations, type IntegrationRow } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { secretsFor } from '../../lib/secrets.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/auth-guard.js';
import { verifyImap, verifySmtp, type SmtpSettings } from '../../providers/mailbox/index.js';
import { type CredentialRow, emitCredentialEvent } from '../credentials/index.js';
import { inboundUrl, nudgeMailboxWatchers } from '../inbox/index.js';

/**
 * 001 §3 Integration as the API shows it. `error` is set when a connected integration failed later
 * ('This email integration is down, reconnect it'). Settings (and the SMTP password) are never returned.
 *
 * The built-in sandbox mailbox is listed as `{_id: 'sandbox', type: 'sandbox'}`: 'connected' while the
 * account has no connected email integration (it is what email steps and email replies use then),
 * 'disabled' when a real one takes over.
 */
export type IntegrationView = Integration;

export const SANDBOX_INTEGRATION_ID = 'sandbox';
const isEmailType = (type: string) => (EMAIL_INTEGRATION_TYPES as readonly string[]).includes(type);

/** With `ctx`, a mailbox whose provider pushes its mail (SES, SendGrid) shows its inbound URL. */
export function integrationView(row: IntegrationRow, ctx?: AppContext): IntegrationView {
  const inbound = ctx && row.status === 'connected' ? inboundUrl(ctx, row) : null;
  return {
    _id: row.id,
    type: row.type,
    status: row.status as IntegrationView['status'],
    email: row.email,
    error: row.status === 'disconnected' && row.lastError ? MESSAGES.emailIntegrationDown : null,
    connected_at: row.connectedAt?.toISOString() ?? null,
    daily_limit: row.dailyLimit,
    ...(inbound ? { inbound_url: inbound } : {}),
  };
}

export async function listIntegrations(
  ctx: AppContext,
  credential: CredentialRow,
): Promise<IntegrationView[]> {
  const rows = await ctx.db
    .select()
    .from(integrations)
    .where(eq(integrations.credentialId, credential.id))
    .orderBy(integrations.createdAt);
  const views = rows.map((row) => integrationView(row, ctx));
  const emailConnected = rows.some((r) => isEmailType(r.type) && r.status === 'connected');
  views.unshift({
    _id: SANDBOX_INTEGRATION_ID,
    type: 'sandbox',
    status: emailConnected ? 'disabled' : 'connected',
    email: credential.username,
    error: null,
    connected_at: credential.createdAt.toISOString(),
    daily_limit: null,
  });
  return views;
}

export async function pushUpdate(ctx: AppContext, credential: CredentialRow) {
  // This process's IMAP IDLE watchers pick up a connected, edited or disconnected mailbox at once.
  nudgeMailboxWatchers();
  await emitCredentialEvent(ctx, credential, 'update_credentials_integrations', {
    credentials_id: credential.id,
    integrations: await listIntegrations(ctx, credential),
  });
}

/**
 * `PUT /integrations/smtp/{id}/add_smtp`: verifies the login on the SMTP server (and on the IMAP server
 * when `imap_host` is given) first (nothing is saved when it fails), then stores the settings sealed and marks the integration connected. `id` is the
 * integration being reconnected/edited, or `new`.
 */
export async function addSmtp(
  ctx: AppContext,
  credential: CredentialRow,
  integrationType: string,
  integrationId: string,
  body: SmtpSettingsBody,
): Promise<IntegrationView> {
  if (integrationType !== 'smtp') throw badRequest(CODES.smtpOauthOnly);
  // Several SMTP mailboxes per account (rotation): `new` adds one, or reconnects the one with that address.
  const mine = await ctx.db
    .select()
    .from(integrations)
    .where(and(eq(integrations.credentialId, credential.id), eq(integrations.type, 'smtp')));
  const existing =
    integrationId === 'new'
      ? mine.find((r) => r.email?.toLowerCase() === body.email.toLowerCase())
      : mine.find((r) => r.id === integrationId);
  if (integrationId !== 'new' && (!isUuid(integrationId) || !existing))
    throw notFound(CODES.integrationNotFound);
  const settings: SmtpSettings = {
    host: body.host,
    port: body.port,
    secure: body.secure,
    username: body.username,
    password: body.password,
    sender_name: body.sender_name ?? null,
    imap: body.imap_host
      ? {
          host: body.imap_host,
          port: body.imap_port ?? imapDefaultPort(body.imap_secure ?? true),
          secure: body.imap_secure ?? true,
          username: body.imap_username ?? body.username,
          password: body.imap_password ?? body.password,
        }
      : null,
  };
  const failure = await verifySmtp(settings, ctx.config.egress);
  if (failure) throw badRequest(CODES.smtpLoginFailed, { reason: failure.slice(0, 200) });
  // Inbound mail (replies, bounces) is read over IMAP: its login is checked before anything is saved too.
  const imapFailure = settings.imap ? await verifyImap(settings.imap, ctx.config.egress) : null;
  if (imapFailure) throw badRequest(CODES.imapLoginFailed, { reason: imapFailure.slice(0, 200) });
  const now = clock.now();
  const values = {
    status: 'connected',
    email: body.email,
    settingsEnc: secretsFor(ctx).encryptJson(settings),
    lastError: null,
    dailyLimit: body.daily_limit ?? null,
    connectedAt: now,
    disconnectedAt: null,
    updatedAt: now,
  };
  const [row] = existing
    ? await ctx.db.update(integrations).set(values).where(eq(integrations.id, existing.id)).returning()
    : await ctx.db
        .insert(integrations)
        .values({ ...values, spaceId: credential.spaceId, credentialId: credential.id, type: 'smtp' })
        .returning();
  await pushUpdate(ctx, credential);
  return integrationView(row!);
}

/**
 * `POST /integrations/{integration}/disconnect`: stops using it and forgets its settings. `integration`
 * is a type (every mailbox of that type) or one mailbox's id (an account with several).
 */
export async function disconnect(
  ctx: AppContext,
  credential: CredentialRow,
  integrationType: string,
): Promise<IntegrationView> {
  const now = clock.now();
  const [row] = await ctx.db
    .update(integrations)
    .set({ status: 'disconnected', settingsEnc: null, lastError: null, disconnectedAt: now, updatedAt: now })
    .where(
      and(
        eq(integrations.credentialId, credential.id),
        isUuid(integrationType)
          ? eq(integrations.id, integrationType)
          : eq(integrations.type, integrationType),
      ),
    )
    .returning();
  if (!row) throw notFound(CODES.integrationNotFound);
  await pushUpdate(ctx, credential);
  return integrationView(row);
}
