import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  INMAIL_MAX,
  INMAIL_SUBJECT_MAX,
  MESSAGE_MAX,
  PROSPECT_WAIT_REASON_LABELS,
  maxLength,
  prospectPlaceholderValues,
  renderTemplate,
  validateTemplate,
} from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { credentials, signatures } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { isNetworkError, outcomeForError, type NetworkDriver } from '../../providers/network/driver.js';
import { loadProspect } from '../prospects/detail.js';
import type { AccountScope } from '../prospects/scope.js';
import { scopeAllows } from '../prospects/scope.js';
import { rowToView } from '../prospects/view.js';
import { INBOX_CHANNELS, SENDABLE_CHANNELS } from './channels.js';
import { clearDraft } from './drafts.js';
import { recordMessage } from './store.js';

export const sendBodySchema = z.strictObject({
  credentials_id: z.uuid(),
  profile_id: z.uuid(),
  channel: z.enum(INBOX_CHANNELS).default('linkedIn'),
  text: z.string().trim().min(1).max(MESSAGE_MAX, maxLength(MESSAGE_MAX)),
  subject: z.string().trim().max(INMAIL_SUBJECT_MAX, maxLength(INMAIL_SUBJECT_MAX)).optional(),
  /** A signature of the sending account, appended after a blank line. */
  signature_id: z.uuid().optional(),
});
export type SendBody = z.infer<typeof sendBodySchema>;

export const CHANNEL_CANNOT_SEND = 'Replies on this channel can not be sent from the inbox yet';

/** Texts for the network's refusals a user can act on (the rest are "try again later"). */
function refusal(error: unknown): string {
  const outcome = outcomeForError(error);
  if (!outcome) return 'The message was not sent, please try again later';
  if (outcome.kind === 'wait') {
    const map: Record<string, keyof typeof PROSPECT_WAIT_REASON_LABELS> = {
      run_out_of_credits: 'out_of_credits',
      profile_is_closed: 'profile_closed',
      inmail_forbidden: 'inmail_forbidden',
      needs_sales_navigator_subscription: 'needs_sales_navigator',
      profile_is_not_premium: 'profile_not_premium',
      closed_for_messaging: 'closed_for_group_messaging',
      inmail_over_1900_characters: 'inmail_too_long',
    };
    const key = map[outcome.reason];
    if (key) return PROSPECT_WAIT_REASON_LABELS[key];
  }
  if (outcome.kind === 'account') return 'The account needs attention before it can send (see Accounts)';
  if (outcome.kind === 'skip' && outcome.reason === 'already_inmailed')
    return 'An InMail was already sent to this prospect';
  return 'The message was not sent, please try again later';
}

/**
 * Sends from the inbox: placeholders rendered with the domain renderer, the chosen signature appended,
 * sent through the network driver, stored as an outbound message, the caller's draft for the channel
 * cleared and the conversation marked read. Attachments are not supported.
 */
export async function sendMessage(db: Db, driver: NetworkDriver, scope: AccountScope, body: SendBody) {
  if (!scopeAllows(scope, body.credentials_id)) throw notFound('Credentials not found');
  const [cred] = await db
    .select()
    .from(credentials)
    .where(
      and(
        eq(credentials.id, body.credentials_id),
        eq(credentials.spaceId, scope.spaceId),
        isNull(credentials.deletedAt),
      ),
    );
  if (!cred) throw notFound('Credentials not found');
  if (!SENDABLE_CHANNELS.includes(body.channel)) throw badRequest(CHANNEL_CANNOT_SEND);
  const prospect = await loadProspect(db, scope, body.profile_id);
  const customKeys = Object.keys(prospect.customFields ?? {});
  const problem = validateTemplate(body.text, customKeys);
  if (problem !== true) throw badRequest(problem);

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
    if (!signature) throw notFound('Signature not found');
    text = `${text}\n\n${signature.message}`;
  }
  const subject = body.subject ? renderTemplate(body.subject, values).trim() : null;
  if (body.channel === 'inmail') {
    if (!subject) throw badRequest('Subject is required');
    if (text.length > INMAIL_MAX) throw badRequest(PROSPECT_WAIT_REASON_LABELS.inmail_too_long);
  } else if (text.length > MESSAGE_MAX) {
    throw badRequest(maxLength(MESSAGE_MAX));
  }

  const account = { credentialId: cred.id, username: cred.username };
  const member = prospect.networkId ?? prospect.profileLink;
  const clientKey = `inbox:${randomUUID()}`;
  let sent;
  try {
    sent =
      body.channel === 'inmail'
        ? await driver.sendInMail(account, member, { subject: subject!, body: text }, { clientKey })
        : await driver.sendMessage(account, member, text, { clientKey });
  } catch (error) {
    if (isNetworkError(error)) throw conflict(refusal(error));
    throw error;
  }
  const stored = await recordMessage(db, {
    spaceId: scope.spaceId,
    credentialId: cred.id,
    prospectId: prospect.id,
    channel: body.channel,
    direction: 'outbound',
    text,
    subject,
    status: 'sent',
    sentAt: sent.sentAt,
    externalId: sent.id,
    sentBy: scope.userId,
  });
  // Network messages and InMails share the 'linkedIn' draft channel (001 §3 draft channels).
  await clearDraft(db, scope.userId, prospect.id, 'linkedIn');
  return {
    message_id: stored?.messageId ?? null,
    conversation_id: stored?.conversationId ?? null,
    text,
    subject,
    sent_at: sent.sentAt.toISOString(),
    credentialId: cred.id,
  };
}
