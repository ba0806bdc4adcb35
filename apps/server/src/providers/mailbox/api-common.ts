import { eq } from 'drizzle-orm';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { MESSAGES } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { integrations, mailboxMessages, type IntegrationRow } from '../../db/schema/index.js';
import type { MailboxTransport, OutgoingAccountMail, SentAccountMail } from './mailbox.js';
import { MailboxError } from './mailbox.js';
import { attachmentMeta, checkOutgoing, insertOrGet, newMessageId, toSent } from './store.js';

/**
 * What the HTTP-API mailboxes (Gmail, Graph, SES, SendGrid) share: the exactly-once record around a send,
 * the MIME message they carry, 429 Retry-After handling and "integration down".
 */

/** A provider answer worth classifying: its HTTP status and, for 429/503, how long it asked us to wait. */
export class ProviderHttpError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** The grant was revoked or the key no longer works: the integration is down until the user reconnects. */
export class GrantRevokedError extends Error {}

/** Retry-After: seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(value: string | string[] | null | undefined, nowMs = Date.now()): number | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return null;
  if (/^\d+$/.test(v.trim())) return Number(v.trim()) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

export interface RetryPolicy {
  attempts: number;
  /** Longer waits than this are not slept through: the send fails now and the engine retries later. */
  maxWaitMs: number;
  sleep: (ms: number) => Promise<void>;
}

export const defaultRetry: RetryPolicy = {
  attempts: 3,
  maxWaitMs: 30_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Runs `call`, waiting as asked on 429 (and 503 with Retry-After), at most `attempts` times. */
export async function withRetryAfter<T>(
  call: () => Promise<T>,
  policy: RetryPolicy = defaultRetry,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ProviderHttpError)) throw error;
      const wait = error.retryAfterMs ?? (error.status === 429 ? 1000 : null);
      const retryable = error.status === 429 || (error.status === 503 && error.retryAfterMs !== null);
      if (!retryable || wait === null || attempt >= policy.attempts || wait > policy.maxWaitMs) throw error;
      await policy.sleep(wait);
    }
  }
}

/** Marks the integration down: sends are refused with 'This email integration is down, reconnect it'. */
export async function markIntegrationDown(db: Db, integrationId: string, reason: string, now: Date) {
  await db
    .update(integrations)
    .set({
      status: 'disconnected',
      lastError: reason.slice(0, 500) || 'The provider refused the mailbox',
      disconnectedAt: now,
      updatedAt: now,
    })
    .where(eq(integrations.id, integrationId));
}

/** The RFC 5322 message of a recorded send (Gmail, Graph and SES carry the raw message). */
export async function composeMime(
  row: { messageId: string; from: string; to: string; subject: string; inReplyTo: string | null },
  mail: OutgoingAccountMail,
  senderName: string | null | undefined,
): Promise<Buffer> {
  const composer = new MailComposer({
    from: senderName ? { name: senderName, address: row.from } : row.from,
    to: row.to,
    subject: row.subject,
    text: mail.text,
    html: mail.html,
    messageId: row.messageId,
    ...(row.inReplyTo ? { inReplyTo: row.inReplyTo, references: [row.inReplyTo] } : {}),
    // List-Unsubscribe (one-click) and the test marker, as SMTP sends them (tracking/compose.ts)
    ...(mail.headers ? { headers: mail.headers } : {}),
    attachments: (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.data,
    })),
  });
  return composer.compile().build();
}

/**
 * Sends through an HTTP API exactly once per client key, the same contract as SMTP (smtp.ts): the message
 * is recorded 'sending' before the call and 'sent' after; a retry finding 'sent' returns it, one finding
 * 'sending' sends again under the same Message-ID. A refusal forgets the attempt; a revoked grant or a
 * provider that cannot be reached marks the integration down.
 */
export async function sendRecorded(
  db: Db,
  integration: IntegrationRow,
  transport: MailboxTransport,
  mail: OutgoingAccountMail,
  now: () => Date,
  deliver: (row: typeof mailboxMessages.$inferSelect) => Promise<void>,
): Promise<SentAccountMail> {
  checkOutgoing(mail);
  const from = integration.email ?? '';
  const { row, created } = await insertOrGet(db, {
    credentialId: integration.credentialId,
    integrationId: integration.id,
    transport,
    messageId: newMessageId(from),
    from,
    to: mail.to.trim(),
    subject: mail.subject,
    text: mail.text ?? '',
    html: mail.html ?? null,
    inReplyTo: mail.inReplyTo ?? null,
    clientKey: mail.clientKey ?? null,
    attachments: attachmentMeta(mail),
    status: 'sending',
    sentAt: mail.at ?? now(),
  });
  if (!created && row.status === 'sent') return toSent(row, now());
  try {
    await deliver(row);
  } catch (error) {
    await db.delete(mailboxMessages).where(eq(mailboxMessages.id, row.id));
    if (isIntegrationFailure(error)) {
      await markIntegrationDown(db, integration.id, (error as Error).message, now());
      throw new MailboxError(MESSAGES.emailIntegrationDown, 'integration_down');
    }
    if (error instanceof MailboxError) throw error;
    throw new MailboxError((error as Error).message || 'The provider refused the message', 'rejected');
  }
  const [sent] = await db
    .update(mailboxMessages)
    .set({ status: 'sent', sentAt: now() })
    .where(eq(mailboxMessages.id, row.id))
    .returning();
  return toSent(sent!, now());
}

const NETWORK_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
];

/** A revoked grant, a refused key, or a provider that is down (5xx / unreachable) — not this one message. */
export function isIntegrationFailure(error: unknown): boolean {
  if (error instanceof GrantRevokedError) return true;
  if (error instanceof ProviderHttpError)
    return error.status === 401 || error.status === 403 || error.status >= 500;
  const e = error as { code?: string; cause?: { code?: string } };
  return NETWORK_CODES.includes(e.code ?? '') || NETWORK_CODES.includes(e.cause?.code ?? '');
}
