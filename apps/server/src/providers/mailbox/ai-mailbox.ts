import type { Db } from '../../db/client.js';
import { mailboxMessages, type IntegrationRow } from '../../db/schema/index.js';
import type { EgressPolicy } from '../../lib/egress/index.js';
import type { OutgoingAccountMail, SentAccountMail } from './mailbox.js';
import { sendViaSmtp, type SmtpSettings } from './smtp.js';
import { attachmentMeta, checkOutgoing, insertOrGet, newMessageId, toSent } from './store.js';

/**
 * An AI mailbox (integration type `ai_email_service`): SMTP through the platform's mail stack, DKIM-signed
 * with its domain's key. With no mail stack configured (AI_MAIL_SMTP unset: a sandbox without one) the
 * message is recorded like the sandbox mailbox's — nothing leaves the server — but still counts for the
 * mailbox's limits and guard.
 */
export async function sendViaAiMailbox(
  db: Db,
  integration: IntegrationRow,
  settings: SmtpSettings,
  mail: OutgoingAccountMail,
  now: () => Date,
  egress: EgressPolicy,
): Promise<SentAccountMail> {
  if (settings.host) return sendViaSmtp(db, integration, settings, mail, now, egress);
  const { row } = await insertOrGet(db, recorded(integration, settings, mail, now));
  return toSent(row, now());
}

/** What an AI mailbox without a mail stack records for one message. */
function recorded(
  integration: IntegrationRow,
  settings: SmtpSettings,
  mail: OutgoingAccountMail & { messageId?: string },
  now: () => Date,
) {
  checkOutgoing(mail);
  const from = integration.email ?? settings.username;
  return {
    credentialId: integration.credentialId,
    integrationId: integration.id,
    transport: 'sandbox',
    messageId: mail.messageId ?? newMessageId(from),
    from,
    to: mail.to.trim(),
    subject: mail.subject,
    text: mail.text ?? '',
    html: mail.html ?? null,
    inReplyTo: mail.inReplyTo ?? null,
    clientKey: mail.clientKey ?? null,
    attachments: attachmentMeta(mail),
    status: 'sent',
    sentAt: mail.at ?? now(),
  };
}

/**
 * Many messages of AI mailboxes without a mail stack, recorded in a few multi-row statements (warm-up
 * passes): a client key already recorded is skipped, as one send at a time would. Each mail may carry its
 * Message-ID (a reply in the same batch threads to it). Returns how many were new.
 */
export async function recordViaAiMailboxes(
  db: Db,
  sends: {
    integration: IntegrationRow;
    settings: SmtpSettings;
    mail: OutgoingAccountMail & { messageId?: string };
  }[],
  now: () => Date,
): Promise<number> {
  let created = 0;
  for (let i = 0; i < sends.length; i += BATCH) {
    const rows = sends.slice(i, i + BATCH).map((s) => recorded(s.integration, s.settings, s.mail, now));
    const inserted = await db
      .insert(mailboxMessages)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: mailboxMessages.id });
    created += inserted.length;
  }
  return created;
}

/** Rows per statement (16 columns: far below PostgreSQL's 65,535 parameters). */
const BATCH = 1000;
