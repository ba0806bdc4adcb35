import type { Db } from '../../db/client.js';
import type { IntegrationRow } from '../../db/schema/index.js';
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
  checkOutgoing(mail);
  const from = integration.email ?? settings.username;
  const { row } = await insertOrGet(db, {
    credentialId: integration.credentialId,
    integrationId: integration.id,
    transport: 'sandbox',
    messageId: newMessageId(from),
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
  });
  return toSent(row, now());
}
