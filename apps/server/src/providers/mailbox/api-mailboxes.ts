import type { Db } from '../../db/client.js';
import type { IntegrationRow } from '../../db/schema/index.js';
import type { MailProviderConfig } from '../../config.js';
import type { Secrets } from '../../lib/secrets.js';
import type { OutgoingAccountMail, SentAccountMail } from './mailbox.js';
import { MailboxError } from './mailbox.js';
import { MESSAGES } from '@leadloop/domain';
import { KEY_EMAIL_TYPES, OAUTH_EMAIL_TYPES } from '@leadloop/domain/integrations/mail-providers';
import {
  composeMime,
  defaultRetry,
  markIntegrationDown,
  sendRecorded,
  type RetryPolicy,
} from './api-common.js';
import { accessToken, oauthApp, oauthProviderOf, withAccessToken, type OAuthSettings } from './oauth.js';
import { fetchGmailHistory, sendViaGmail } from './gmail.js';
import { fetchGraphDelta, sendViaGraph } from './graph.js';
import { sendViaSes, type SesSettings } from './ses.js';
import { sendViaSendgrid, type SendgridSettings } from './sendgrid.js';
import type { InboundEmail } from './imap.js';

/**
 * The mailboxes reached over an HTTP API: Gmail (google), Microsoft Graph (microsoft, exchange), Amazon
 * SES (amazon) and SendGrid (sendgrid). One door for sending and one for reading the inbox.
 */
export const API_MAILBOX_TYPES = [...OAUTH_EMAIL_TYPES, ...KEY_EMAIL_TYPES] as const;
/** Types whose inbox is read over their API (SES and SendGrid have none). */
export const API_INBOX_TYPES = OAUTH_EMAIL_TYPES;

export const isApiMailboxType = (type: string) => (API_MAILBOX_TYPES as readonly string[]).includes(type);
/** Every mailbox kind that sends; any of them may carry an IMAP reader (`settings.imap`) for replies and bounces. */
export const MAILBOX_TYPES = ['smtp', ...API_MAILBOX_TYPES] as const;

export interface ApiMailboxDeps {
  db: Db;
  secrets: Secrets;
  config: MailProviderConfig;
  now: () => Date;
  retry?: RetryPolicy;
}

const tokenDeps = (deps: ApiMailboxDeps) => ({
  db: deps.db,
  secrets: deps.secrets,
  config: deps.config,
  nowMs: () => deps.now().getTime(),
});

/** Sends as the account through its API mailbox (exactly once per client key, see api-common.ts). */
export function sendViaApi(
  deps: ApiMailboxDeps,
  integration: IntegrationRow,
  mail: OutgoingAccountMail,
): Promise<SentAccountMail> {
  const sealed = integration.settingsEnc!;
  const retry = deps.retry ?? defaultRetry;
  const provider = oauthProviderOf(integration.type);
  if (provider) {
    const app = oauthApp(deps.config, provider);
    return sendRecorded(
      deps.db,
      integration,
      provider === 'google' ? 'gmail' : 'graph',
      mail,
      deps.now,
      (row) =>
        withAccessToken(tokenDeps(deps), integration, async (token, settings) => {
          if (!app) throw new MailboxError(MESSAGES.emailIntegrationDown, 'integration_down');
          const raw = await composeMime(row, mail, settings.sender_name);
          if (provider === 'google') await sendViaGmail(app, token, raw, retry);
          else await sendViaGraph(app, token, raw);
        }),
    );
  }
  if (integration.type === 'amazon') {
    const settings = deps.secrets.decryptJson<SesSettings>(sealed);
    return sendRecorded(deps.db, integration, 'ses', mail, deps.now, async (row) => {
      const raw = await composeMime(row, mail, settings.sender_name);
      await sendViaSes(settings, deps.config.sesEndpoint, row.from, row.to, raw);
    });
  }
  const settings = deps.secrets.decryptJson<SendgridSettings>(sealed);
  return sendRecorded(deps.db, integration, 'sendgrid', mail, deps.now, (row) =>
    sendViaSendgrid(settings, deps.config.sendgridApiUrl, row, mail, retry),
  );
}

/**
 * New inbox messages of a Gmail or Graph mailbox after `cursor` (history id / delta link) and the cursor
 * to save once they are handled. Failures are thrown as they are (the caller decides what is "down").
 */
export async function fetchApiInbox(
  deps: ApiMailboxDeps,
  integration: IntegrationRow,
  cursor: string | null,
): Promise<{ cursor: string; messages: InboundEmail[] }> {
  const provider = oauthProviderOf(integration.type);
  const app = provider ? oauthApp(deps.config, provider) : undefined;
  if (!provider || !app) return { cursor: cursor ?? '', messages: [] };
  const since = integration.connectedAt ?? deps.now();
  return withAccessToken(tokenDeps(deps), integration, (token) =>
    provider === 'google'
      ? fetchGmailHistory(app, token, cursor, deps.retry ?? defaultRetry)
      : fetchGraphDelta(app, token, cursor, since),
  );
}

/** Marks an API mailbox down (inbound failures: revoked grant, provider unreachable). */
export const markApiMailboxDown = (deps: ApiMailboxDeps, integration: IntegrationRow, reason: string) =>
  markIntegrationDown(deps.db, integration.id, reason, deps.now());

export { accessToken, type OAuthSettings };
