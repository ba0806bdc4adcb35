import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { integrations, mailboxMessages, type IntegrationRow } from '../../db/schema/index.js';
import { MESSAGES } from '@leadloop/domain';
import type { OutgoingAccountMail, SentAccountMail } from './mailbox.js';
import { MailboxError } from './mailbox.js';
import type { ImapSettings } from './imap.js';
import { attachmentMeta, checkOutgoing, insertOrGet, newMessageId, toSent } from './store.js';
import { EgressError, type EgressPolicy } from '../../lib/egress/index.js';
import { mailHost } from './mail-host.js';

/** An account's own SMTP server (001 §7 add_smtp). Stored sealed in `integrations.settings_enc`. */
export interface SmtpSettings {
  host: string;
  port: number;
  /** true: implicit TLS (465); false: plain, upgraded with STARTTLS when the server offers it. */
  secure: boolean;
  username: string;
  password: string;
  sender_name?: string | null;
  /** Inbound mail over IMAP (replies, bounces): absent when the mailbox only sends. */
  imap?: ImapSettings | null;
  /** Sign every message (an AI mailbox: its domain's key, published as `<selector>._domainkey.<domain>`). */
  dkim?: DkimKey | null;
}

export interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

async function transporter(settings: SmtpSettings, egress: EgressPolicy) {
  const { host, servername } = await mailHost(settings.host, egress);
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport({
    host,
    port: settings.port,
    secure: settings.secure,
    tls: { servername },
    auth: { user: settings.username, pass: settings.password },
    ...(settings.dkim ? { dkim: settings.dkim } : {}),
    ...TIMEOUTS,
  });
}

/** Logs in to the SMTP server (no mail sent). Resolves to null when it works, else the server's reason. */
export async function verifySmtp(settings: SmtpSettings, egress: EgressPolicy): Promise<string | null> {
  let t: Awaited<ReturnType<typeof transporter>>;
  try {
    t = await transporter(settings, egress);
  } catch (error) {
    return (error as Error).message;
  }
  try {
    await t.verify();
    return null;
  } catch (error) {
    return (error as Error).message || 'SMTP login failed';
  } finally {
    t.close();
  }
}

/** Errors that mean the integration itself is broken (login, connection), not this one message. */
const isIntegrationFailure = (error: unknown) => {
  const e = error as { code?: string; responseCode?: number };
  return (
    ['EAUTH', 'ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED'].includes(e.code ?? '') ||
    e.responseCode === 535
  );
};

/**
 * Sends through the account's SMTP server. Exactly-once: the message is recorded ('sending') under its
 * client key before the SMTP call and marked 'sent' after. A retry that finds 'sent' returns it; one
 * that finds 'sending' (the process died between the SMTP call and the update) sends again with the
 * SAME Message-ID — SMTP cannot be asked whether the first attempt arrived, and receiving servers and
 * mail clients treat a repeated Message-ID as the same message. That window is the documented gap.
 */
export async function sendViaSmtp(
  db: Db,
  integration: IntegrationRow,
  settings: SmtpSettings,
  mail: OutgoingAccountMail,
  now: () => Date,
  egress: EgressPolicy,
): Promise<SentAccountMail> {
  checkOutgoing(mail);
  const from = integration.email ?? settings.username;
  const sentAt = mail.at ?? now();
  const { row, created } = await insertOrGet(db, {
    credentialId: integration.credentialId,
    integrationId: integration.id,
    transport: 'smtp',
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
    sentAt,
  });
  if (!created && row.status === 'sent') return toSent(row, now());
  let t: Awaited<ReturnType<typeof transporter>> | undefined;
  try {
    t = await transporter(settings, egress);
    await t.sendMail({
      from: settings.sender_name ? { name: settings.sender_name, address: from } : from,
      to: row.to,
      subject: row.subject,
      text: mail.text,
      html: mail.html,
      messageId: row.messageId,
      ...(mail.headers ? { headers: mail.headers } : {}),
      ...(row.inReplyTo ? { inReplyTo: row.inReplyTo, references: [row.inReplyTo] } : {}),
      attachments: (mail.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.data,
      })),
    });
  } catch (error) {
    // Nothing was accepted: forget the attempt so a later retry sends it afresh.
    await db.delete(mailboxMessages).where(eq(mailboxMessages.id, row.id));
    // a host the egress rule refuses (it now resolves to a private address) is a broken integration too
    if (isIntegrationFailure(error) || error instanceof EgressError) {
      await db
        .update(integrations)
        .set({
          status: 'disconnected',
          lastError: (error as Error).message,
          disconnectedAt: now(),
          updatedAt: now(),
        })
        .where(eq(integrations.id, integration.id));
      throw new MailboxError(MESSAGES.emailIntegrationDown, 'integration_down');
    }
    throw new MailboxError((error as Error).message || 'The mail server refused the message', 'rejected');
  } finally {
    t?.close();
  }
  const [sent] = await db
    .update(mailboxMessages)
    .set({ status: 'sent', sentAt: now() })
    .where(eq(mailboxMessages.id, row.id))
    .returning();
  return toSent(sent!, now());
}
