import { CODES } from '@leadloop/domain';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ATTACHMENTS_PER_MESSAGE,
  INMAIL_MAX,
  INMAIL_SUBJECT_MAX,
  MESSAGE_MAX,
  maxLength,
  prospectPlaceholderValues,
  renderTemplate,
  validateTemplate,
  type DraftChannel,
} from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { signatures } from '../../db/schema/index.js';
import { badRequest, invalid, notFound } from '../../lib/errors.js';
import { loadProspect, type AccountScope, scopeAllows, rowToView } from '../prospects/index.js';
import { bindAttachments, pendingAttachments, toAttachmentView } from './attachments.js';
import { INBOX_CHANNELS, type InboxChannel } from './channels.js';
import { sendEmail, sendOnNetwork, sendSms, type SendDeps } from './channel-senders.js';
import { clearDraft } from './drafts.js';
import { recordMessage } from './store.js';
import { requireAccount } from '../../lib/scope.js';

export type { SendDeps } from './channel-senders.js';

export const sendBodySchema = z.strictObject({
  credentials_id: z.uuid(),
  profile_id: z.uuid(),
  channel: z.enum(INBOX_CHANNELS).default('linkedIn'),
  text: z.string().trim().min(1).max(MESSAGE_MAX, maxLength(MESSAGE_MAX)),
  /** InMail (required) and email (default: "Re: " + the thread's last subject). */
  subject: z.string().trim().max(INMAIL_SUBJECT_MAX, maxLength(INMAIL_SUBJECT_MAX)).optional(),
  /** A signature of the sending account, appended after a blank line. */
  signature_id: z.uuid().optional(),
  /** Uploads (POST /inbox/attachments) to send with a network message or an email. */
  attachment_ids: z.preprocess(
    (v) => (typeof v === 'string' ? [v] : v),
    z.array(z.uuid()).max(ATTACHMENTS_PER_MESSAGE).optional(),
  ),
});
export type SendBody = z.infer<typeof sendBodySchema>;

/** Which draft a sent message clears (001 §3 draft channels: InMails share the network's). */
const DRAFT_OF: Record<InboxChannel, DraftChannel> = {
  linkedIn: 'linkedIn',
  inmail: 'linkedIn',
  email: 'email',
  sms: 'sms',
};

/**
 * Sends from the inbox on any channel: placeholders rendered with the domain renderer, the chosen
 * signature appended, sent through the channel's provider (network driver, the account's mailbox, the
 * SMS provider), stored as an outbound message with its files, and the caller's draft for the channel
 * cleared. Nothing is sent when any check fails.
 */
export async function sendMessage(db: Db, deps: SendDeps, scope: AccountScope, body: SendBody) {
  // The account must be one the caller reads (scope narrowed to one account or not) and may use.
  if (!scopeAllows(scope, body.credentials_id)) throw notFound(CODES.credentialsNotFound);
  const cred = await requireAccount(db, { ...scope }, body.credentials_id);
  const prospect = await loadProspect(db, scope, body.profile_id);
  const customKeys = Object.keys(prospect.customFields ?? {});
  for (const part of [body.text, body.subject ?? '']) {
    const problem = validateTemplate(part, customKeys);
    if (problem !== true) throw invalid(problem);
  }
  const attachments = await pendingAttachments(db, scope, body.attachment_ids, body.channel);

  const values = {
    ...prospectPlaceholderValues(rowToView(prospect)),
    sender_first_name: cred.firstName,
    sender_last_name: cred.lastName,
    sender_full_name: [cred.firstName, cred.lastName].filter(Boolean).join(' '),
  };
  let text = renderTemplate(body.text, values).trim();
  if (body.signature_id) {
    const [signature] = await db
      .select()
      .from(signatures)
      .where(and(eq(signatures.id, body.signature_id), eq(signatures.credentialId, cred.id)));
    if (!signature) throw notFound(CODES.signatureNotFound);
    text = `${text}\n\n${signature.message}`;
  }
  const subject = body.subject ? renderTemplate(body.subject, values).trim() || null : null;
  if (body.channel === 'inmail') {
    if (!subject) throw badRequest(CODES.subjectRequired);
    if (text.length > INMAIL_MAX) throw badRequest(CODES.inmailOver1900);
  } else if (text.length > MESSAGE_MAX) {
    throw badRequest(CODES.maxLength, { count: MESSAGE_MAX });
  }

  const outgoing = {
    db,
    cred,
    prospect,
    userId: scope.userId,
    text,
    subject,
    attachments,
    clientKey: `inbox:${randomUUID()}`,
  };
  const sent =
    body.channel === 'email'
      ? await sendEmail(deps, outgoing)
      : body.channel === 'sms'
        ? await sendSms(deps, outgoing)
        : await sendOnNetwork(deps, outgoing, body.channel === 'inmail');
  const stored = await recordMessage(db, {
    spaceId: scope.spaceId,
    credentialId: cred.id,
    prospectId: prospect.id,
    channel: body.channel,
    direction: 'outbound',
    text,
    subject: sent.subject,
    status: sent.status,
    sentAt: sent.sentAt,
    externalId: sent.externalId,
    sentBy: scope.userId,
  });
  if (stored)
    await bindAttachments(
      db,
      attachments.map((a) => a.id),
      stored.messageId,
    );
  await clearDraft(db, scope.userId, prospect.id, DRAFT_OF[body.channel]);
  return {
    message_id: stored?.messageId ?? null,
    conversation_id: stored?.conversationId ?? null,
    channel: body.channel,
    status: sent.status,
    text,
    subject: sent.subject,
    attachments: attachments.map(toAttachmentView),
    sent_at: sent.sentAt.toISOString(),
    credentialId: cred.id,
  };
}
