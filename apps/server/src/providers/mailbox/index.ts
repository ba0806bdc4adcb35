import { and, eq } from 'drizzle-orm';
import { DEFAULT_EGRESS, type EgressPolicy } from '../../lib/egress/index.js';
import type { Db } from '../../db/client.js';
import { integrations, type IntegrationRow } from '../../db/schema/index.js';
import { MESSAGES, EMAIL_INTEGRATION_TYPES } from '@leadloop/domain';
import type { Secrets } from '../../lib/secrets.js';
import { secretsFor } from '../../lib/secrets.js';
import { clock } from '../../lib/clock.js';
import type { AccountMailbox, OutgoingAccountMail } from './mailbox.js';
import { MailboxError } from './mailbox.js';
import { createSandboxMailbox } from './sandbox.js';
import { sendViaSmtp, type SmtpSettings } from './smtp.js';
import { findByKey, findLastTo, hardBounced } from './store.js';
import type { MailProviderConfig } from '../../config.js';
import { isApiMailboxType, sendViaApi } from './api-mailboxes.js';
import { rotate } from './rotation.js';
import { sendViaAiMailbox } from './ai-mailbox.js';
export { recordViaAiMailboxes } from './ai-mailbox.js';
export { newMessageId } from './store.js';
import { MAILBOX_TYPES } from './api-mailboxes.js';

/** The integration type of a mailbox on a bought domain (001 §3 email types). */
export const AI_MAILBOX_TYPE = 'ai_email_service';
/** Mailboxes whose inbound mail the inbox reads (IMAP, or an API inbox): the accounts' own and AI mailboxes. */
export const INBOUND_MAILBOX_TYPES = [...MAILBOX_TYPES, AI_MAILBOX_TYPE] as const;

export * from './mailbox.js';
export { mailboxLoads, pickMailbox, type MailboxLoad } from './rotation.js';
export { createSandboxMailbox, sandboxReader, SANDBOX_RATES } from './sandbox.js';
export { verifySmtp, type DkimKey, type SmtpSettings } from './smtp.js';
export { guardFigures, guardMailbox, pauseReasonOf, type PauseReason } from './health.js';
export {
  classify,
  fetchInbox,
  ImapLoginError,
  parseInbound,
  verifyImap,
  watchInbox,
  type ImapCursor,
  type InboxWatch,
  type ImapSettings,
  type InboundClass,
  type InboundEmail,
} from './imap.js';
export {
  API_INBOX_TYPES,
  API_MAILBOX_TYPES,
  MAILBOX_TYPES,
  fetchApiInbox,
  isApiMailboxType,
  markApiMailboxDown,
  sendViaApi,
  type ApiMailboxDeps,
} from './api-mailboxes.js';
export { isIntegrationFailure, GrantRevokedError, ProviderHttpError } from './api-common.js';
export {
  authorizationUrl,
  exchangeCode,
  oauthApp,
  oauthProviderOf,
  type OAuthProvider,
  type OAuthSettings,
} from './oauth.js';
export { gmailProfile } from './gmail.js';
export { graphMe } from './graph.js';
export { verifySes, type SesSettings } from './ses.js';
export { sesNotificationToInbound } from './ses-inbound.js';
export { sendgridEventsToInbound, sendgridParseToInbound } from './sendgrid-inbound.js';
export { asSnsMessage, isSnsUrl, snsSignatureProblem, type SnsMessage } from './sns.js';
export { verifySendgrid, type SendgridSettings } from './sendgrid.js';

/**
 * Which mailbox an account sends from, decided per send:
 * - its connected mailboxes of every kind (SMTP server, Gmail, Graph, SES, SendGrid API) → one of them
 *   (`chooseMailbox`: campaign mail rotates within each one's daily limit);
 * - an email integration that went down (status disconnected with an error) → refused with
 *   'This email integration is down, reconnect it' (never silently rerouted to the sandbox);
 * - no email integration (or the user disconnected it) → the built-in sandbox mailbox.
 * Lookups (client key, opened/clicked) read the shared `mailbox_messages` table whatever the transport.
 */
export function createAccountMailbox(
  db: Db,
  secrets: Secrets,
  now: () => Date = () => clock.now(),
  providers: MailProviderConfig = { redirectUrl: '' },
  /** The egress rule SMTP connections follow (config.egress). */
  egress: EgressPolicy = DEFAULT_EGRESS,
): AccountMailbox {
  const sandbox = createSandboxMailbox(db, now);
  return {
    ...sandbox,
    async send(credentialId, mail) {
      const rows = await db.select().from(integrations).where(eq(integrations.credentialId, credentialId));
      const email = rows.filter((r) => (EMAIL_INTEGRATION_TYPES as readonly string[]).includes(r.type));
      // An address that hard-bounced (a DSN 5.x.x, or the provider's bounce notice) is not written to again.
      if (await hardBounced(db, credentialId, mail.to))
        throw new MailboxError('Invalid email address', 'invalid');
      // Every connected mailbox of any kind (SMTP, AI mailbox, Gmail, Outlook, Exchange, SES, SendGrid)
      // takes its turn; one the bounce/complaint guard paused sends nothing (./health.ts).
      const usable = email.filter(
        (r) =>
          r.status === 'connected' &&
          r.settingsEnc &&
          (r.type === 'smtp' || r.type === AI_MAILBOX_TYPE || isApiMailboxType(r.type)),
      );
      const connected = usable
        .filter((r) => !r.pausedAt)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      if (connected.length) {
        const chosen = await chooseMailbox(db, credentialId, connected, mail);
        if (chosen.type === 'smtp' || chosen.type === AI_MAILBOX_TYPE) {
          const settings = secrets.decryptJson<SmtpSettings>(chosen.settingsEnc!);
          if (chosen.type === AI_MAILBOX_TYPE)
            return sendViaAiMailbox(db, chosen, settings, mail, now, egress);
          return sendViaSmtp(db, chosen, settings, mail, now, egress);
        }
        return sendViaApi({ db, secrets, config: providers, now }, chosen, mail);
      }
      if (usable.length) throw new MailboxError(MESSAGES.mailboxPaused, 'integration_down');
      if (email.some((r) => r.status === 'disconnected' && r.lastError))
        throw new MailboxError(MESSAGES.emailIntegrationDown, 'integration_down');
      return sandbox.send(credentialId, mail);
    },
  };
}

/**
 * The mailbox for one send: a retry of a client key goes through the mailbox that took it first
 * (exactly once); campaign mail rotates within the daily limits; anything else continues the
 * conversation from the mailbox that last wrote to the address, else the account's first mailbox.
 */
async function chooseMailbox(
  db: Db,
  credentialId: string,
  connected: IntegrationRow[],
  mail: OutgoingAccountMail,
): Promise<IntegrationRow> {
  const byId = (id: string | null | undefined) => connected.find((r) => r.id === id);
  if (mail.clientKey) {
    const earlier = byId((await findByKey(db, credentialId, mail.clientKey))?.integrationId);
    if (earlier) return earlier;
  }
  if (mail.rotation) return rotate(db, connected, mail.rotation);
  if (connected.length === 1) return connected[0]!;
  return byId((await findLastTo(db, credentialId, mail.to))?.integrationId) ?? connected[0]!;
}

/** Sends from one AI mailbox (warm-up: a given mailbox, not the account's rotation). */
export function sendViaAiMailboxOf(
  ctx: { db: Db; config: { egress?: EgressPolicy } },
  integration: IntegrationRow,
  settings: SmtpSettings,
  mail: OutgoingAccountMail,
) {
  return sendViaAiMailbox(
    ctx.db,
    integration,
    settings,
    mail,
    () => clock.now(),
    ctx.config.egress ?? DEFAULT_EGRESS,
  );
}

const cache = new WeakMap<object, AccountMailbox>();

/** The account mailbox of an app context (built once). */
export function mailboxFor(ctx: {
  db: Db;
  config: { secretKey?: string; dataDir: string; mailProviders?: MailProviderConfig; egress?: EgressPolicy };
}): AccountMailbox {
  let mailbox = cache.get(ctx);
  if (!mailbox) {
    mailbox = createAccountMailbox(
      ctx.db,
      secretsFor(ctx),
      undefined,
      ctx.config.mailProviders,
      ctx.config.egress,
    );
    cache.set(ctx, mailbox);
  }
  return mailbox;
}

/** Connected email integration of an account, if any (for showing which mailbox will be used). */
export async function connectedEmailIntegration(db: Db, credentialId: string) {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.credentialId, credentialId), eq(integrations.status, 'connected')));
  return row ?? null;
}
