import { and, desc, eq } from 'drizzle-orm';
import {
  CODES,
  prospectEmail,
  replySubject,
  smsSize,
  toSmsNumber,
  validateSmsText,
  type MessageKey,
  type ProspectWaitReason,
} from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { credentials, inboxMessages } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, invalid } from '../../lib/errors.js';
import { MailboxError, type AccountMailbox } from '../../providers/mailbox/index.js';
import { isNetworkError, outcomeForError, type NetworkDriver } from '../../providers/network/index.js';
import { SmsError, type SmsProvider } from '../../providers/sms/index.js';
import { spendCredits } from '../credits/index.js';
import { DRIVER_WAIT_TO_DOMAIN } from '../engine/index.js';
import { type ProspectRow, rowToView } from '../prospects/index.js';
import type { AttachmentRow } from './attachments.js';
import type { MessageStatus } from './channels.js';

export interface SendDeps {
  network: NetworkDriver;
  mailbox: AccountMailbox;
  sms: SmsProvider;
}

export interface Outgoing {
  db: Db;
  cred: typeof credentials.$inferSelect;
  prospect: ProspectRow;
  userId: string;
  text: string;
  subject: string | null;
  attachments: AttachmentRow[];
  clientKey: string;
}

export interface Sent {
  externalId: string;
  sentAt: Date;
  subject: string | null;
  status: MessageStatus;
}

/** The domain wait reasons a refused send can name (001 §8 labels, in the catalogue). */
const WAIT_REASON_CODES: Partial<Record<ProspectWaitReason, MessageKey>> = {
  out_of_credits: CODES.runOutOfCredits,
  profile_closed: CODES.profileClosed,
  inmail_forbidden: CODES.inmailForbidden,
  needs_sales_navigator: CODES.needsSalesNavigator,
  profile_not_premium: CODES.profileNotPremium,
  closed_for_group_messaging: CODES.closedForGroupMessaging,
  inmail_too_long: CODES.inmailOver1900,
  connection_note_too_long: CODES.connectionNoteOver200,
  profile_action_declined: CODES.profileActionDeclined,
};

/** Codes for the network's refusals a user can act on (the rest are "try again later"). */
function refusalCode(error: unknown): MessageKey {
  const outcome = outcomeForError(error);
  if (!outcome) return CODES.messageNotSent;
  if (outcome.kind === 'wait') {
    const key = DRIVER_WAIT_TO_DOMAIN[outcome.reason] as ProspectWaitReason | undefined;
    const code = key && WAIT_REASON_CODES[key];
    if (code) return code;
  }
  if (outcome.kind === 'account') return CODES.accountNeedsAttention;
  if (outcome.kind === 'skip' && outcome.reason === 'already_inmailed') return CODES.inmailAlreadySent;
  return CODES.messageNotSent;
}

/** A mailbox's refusal: its own words travel as the {reason} of a catalogue text. */
function mailboxRefusal(error: MailboxError): AppError {
  if (error.code === 'integration_down') return conflict(CODES.emailIntegrationDown);
  const make = error.code === 'invalid' ? badRequest : conflict;
  return make(CODES.mailboxRefused, { reason: error.message.slice(0, 200) });
}

const SMS_REFUSAL_CODES = {
  invalid_number: CODES.smsBadPhone,
  too_long: CODES.smsTooLong,
  empty: CODES.smsTextRequired,
} as const satisfies Record<SmsError['code'], MessageKey>;

const smsRefusal = (error: SmsError) => {
  const code = SMS_REFUSAL_CODES[error.code];
  return badRequest(code);
};

/** Network message (with files) or InMail through the network driver. */
export async function sendOnNetwork(deps: SendDeps, o: Outgoing, inmail: boolean): Promise<Sent> {
  const account = { credentialId: o.cred.id, username: o.cred.username };
  const member = o.prospect.networkId ?? o.prospect.profileLink;
  try {
    const sent = inmail
      ? await deps.network.sendInMail(
          account,
          member,
          { subject: o.subject!, body: o.text },
          { clientKey: o.clientKey },
        )
      : await deps.network.sendMessage(account, member, o.text, {
          clientKey: o.clientKey,
          attachments: o.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            data: a.data,
          })),
        });
    return { externalId: sent.id, sentAt: sent.sentAt, subject: o.subject, status: 'sent' };
  } catch (error) {
    if (isNetworkError(error)) {
      const code = refusalCode(error);
      throw conflict(code);
    }
    throw error;
  }
}

/**
 * Email reply from the account's mailbox, in the conversation's thread: without a subject it answers
 * the last email's ("Re: …"), and In-Reply-To points at that email's Message-ID.
 */
export async function sendEmail(deps: SendDeps, o: Outgoing): Promise<Sent> {
  const to = prospectEmail(rowToView(o.prospect));
  if (!to) throw badRequest(CODES.prospectNoEmail);
  const [last] = await o.db
    .select({ subject: inboxMessages.subject, externalId: inboxMessages.externalId })
    .from(inboxMessages)
    .where(
      and(
        eq(inboxMessages.credentialId, o.cred.id),
        eq(inboxMessages.prospectId, o.prospect.id),
        eq(inboxMessages.channel, 'email'),
      ),
    )
    .orderBy(desc(inboxMessages.sentAt), desc(inboxMessages.id))
    .limit(1);
  const subject = o.subject || replySubject(last?.subject);
  if (!subject) throw badRequest(CODES.subjectRequired);
  const inReplyTo = last?.externalId && /^<[^<>\s]+>$/.test(last.externalId) ? last.externalId : null;
  try {
    const sent = await deps.mailbox.send(o.cred.id, {
      to,
      subject,
      text: o.text,
      inReplyTo,
      clientKey: o.clientKey,
      attachments: o.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        data: a.data,
      })),
    });
    return { externalId: sent.messageId, sentAt: sent.sentAt, subject: sent.subject, status: 'sent' };
  } catch (error) {
    if (error instanceof MailboxError) throw mailboxRefusal(error);
    throw error;
  }
}

/** SMS through the SMS provider; 1 credit per part (category sms), refused before sending when short. */
export async function sendSms(deps: SendDeps, o: Outgoing): Promise<Sent> {
  if (o.subject) throw badRequest(CODES.smsNoSubject);
  if (!o.prospect.phone) throw badRequest(CODES.smsNoPhone);
  const to = toSmsNumber(o.prospect.phone, o.cred.countryCode);
  if (!to) throw badRequest(CODES.smsBadPhone);
  const fits = validateSmsText(o.text);
  if (fits !== true) throw invalid(fits);
  await spendCredits(o.db, {
    spaceId: o.cred.spaceId,
    category: 'sms',
    amount: smsSize(o.text).segments,
    origin: 'manual',
    userId: o.userId,
    credentialId: o.cred.id,
    details: { to },
  });
  try {
    const sent = await deps.sms.send({
      spaceId: o.cred.spaceId,
      credentialId: o.cred.id,
      to,
      text: o.text,
      clientKey: o.clientKey,
    });
    return { externalId: sent.id, sentAt: sent.sentAt, subject: null, status: sent.status };
  } catch (error) {
    if (error instanceof SmsError) throw smsRefusal(error);
    throw error;
  }
}
