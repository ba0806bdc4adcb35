import type sendgrid from '@sendgrid/client';
import type { MailboxMessageRow } from '../../db/schema/index.js';
import type { OutgoingAccountMail } from './mailbox.js';
import type { ImapSettings } from './imap.js';
import {
  GrantRevokedError,
  ProviderHttpError,
  retryAfterMs,
  withRetryAfter,
  type RetryPolicy,
} from './api-common.js';

/**
 * SendGrid's v3 Web API (official `@sendgrid/client`): `POST /v3/mail/send` with our Message-ID and the
 * threading headers; the key is checked with `GET /v3/scopes` (it must hold mail.send). Replies come back
 * through Inbound Parse and bounces through the Event Webhook, both posted to the mailbox's inbound URL
 * (sendgrid-inbound.ts), and/or an IMAP reader. SENDGRID_API_URL points it elsewhere.
 */
export interface SendgridSettings {
  api_key: string;
  sender_name?: string | null;
  imap?: ImapSettings | null;
}

/** The custom argument that carries our Message-ID into SendGrid's events (bounces name the message by it). */
export const SENDGRID_MESSAGE_ARG = 'leadloop_message_id';

type SgClient = typeof sendgrid;

async function client(apiKey: string, baseUrl: string | undefined): Promise<SgClient> {
  // loaded on first use: a server without SendGrid mailboxes never holds the client in memory
  const { default: sdk } = await import('@sendgrid/client');
  const c = new (sdk as unknown as { Client: new () => SgClient }).Client();
  c.setApiKey(apiKey);
  if (baseUrl) c.setDefaultRequest('baseUrl', baseUrl);
  c.setDefaultRequest('timeout' as never, 20_000 as never);
  return c;
}

async function call<T>(run: () => Promise<T>, retry?: RetryPolicy): Promise<T> {
  return withRetryAfter(async () => {
    try {
      return await run();
    } catch (error) {
      const e = error as {
        code?: number;
        message?: string;
        response?: { headers?: Record<string, string>; body?: unknown };
      };
      if (typeof e.code !== 'number') throw error;
      const detail = (e.response?.body as { errors?: { message?: string }[] } | undefined)?.errors?.[0]
        ?.message;
      throw new ProviderHttpError(
        detail ?? e.message ?? `SendGrid answered ${e.code}`,
        e.code,
        retryAfterMs(e.response?.headers?.['retry-after']),
      );
    }
  }, retry);
}

/** Null when the key works and may send mail, else the reason. */
export async function verifySendgrid(apiKey: string, baseUrl?: string): Promise<string | null> {
  try {
    const [, body] = await call(async () =>
      (await client(apiKey, baseUrl)).request({ method: 'GET', url: '/v3/scopes' }),
    );
    const scopes = (body as { scopes?: string[] }).scopes ?? [];
    return scopes.includes('mail.send') ? null : 'the key may not send mail (mail.send scope missing)';
  } catch (error) {
    return (error as Error).message || 'the key was refused';
  }
}

export async function sendViaSendgrid(
  settings: SendgridSettings,
  baseUrl: string | undefined,
  row: MailboxMessageRow,
  mail: OutgoingAccountMail,
  retry?: RetryPolicy,
): Promise<void> {
  const headers: Record<string, string> = { ...mail.headers, 'Message-ID': row.messageId };
  if (row.inReplyTo) Object.assign(headers, { 'In-Reply-To': row.inReplyTo, References: row.inReplyTo });
  const content = [
    ...(mail.text ? [{ type: 'text/plain', value: mail.text }] : []),
    ...(mail.html ? [{ type: 'text/html', value: mail.html }] : []),
  ];
  try {
    await call(
      async () =>
        (await client(settings.api_key, baseUrl)).request({
          method: 'POST',
          url: '/v3/mail/send',
          body: {
            personalizations: [{ to: [{ email: row.to }] }],
            custom_args: { [SENDGRID_MESSAGE_ARG]: row.messageId },
            from: { email: row.from, ...(settings.sender_name ? { name: settings.sender_name } : {}) },
            subject: row.subject,
            content,
            headers,
            ...(mail.attachments?.length
              ? {
                  attachments: mail.attachments.map((a) => ({
                    filename: a.filename,
                    type: a.contentType,
                    content: a.data.toString('base64'),
                  })),
                }
              : {}),
          },
        }),
      retry,
    );
  } catch (error) {
    // A key that was deleted or lost its scope: the integration is down until a new key is entered.
    if (error instanceof ProviderHttpError && (error.status === 401 || error.status === 403))
      throw new GrantRevokedError(error.message);
    throw error;
  }
}
