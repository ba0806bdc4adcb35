import type { SmsMessageRow } from '../../db/schema/index.js';
/**
 * The SMS provider: how an account sends text messages (inbox SMS replies; SMS campaign steps when they
 * exist). The sandbox carrier (./sandbox.ts) is the default; a real one would call a carrier's API and
 * record its messages in the same `sms_messages` table. Contract:
 * - `send` checks the SMS rules (E.164 destination, at most SMS_MAX_SEGMENTS parts) and refuses with
 *   SmsError before anything is sent;
 * - `send` is idempotent on (account, clientKey): a second call returns the first message;
 * - a message is 'sent' when accepted, then 'delivered' or 'failed' once the carrier reports it;
 *   `statuses(…)` answers as of a time, so states survive restarts;
 * - `activity(…)` lists what settled in a window (outcomes and the recipients' replies), for the sync.
 */
import { SMS_MESSAGES, smsSize, SMS_MAX_SEGMENTS } from '@leadloop/domain';

export type SmsStatus = 'sent' | 'delivered' | 'failed';

export interface OutgoingSms {
  spaceId: string;
  credentialId: string;
  /** E.164 destination. */
  to: string;
  text: string;
  clientKey: string;
  at?: Date;
}

export interface SentSms {
  id: string;
  credentialId: string;
  from: string;
  to: string;
  text: string;
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
  status: SmsStatus;
  /** Carrier's reason when failed. */
  error: string | null;
  sentAt: Date;
  clientKey: string;
}

export class SmsError extends Error {
  constructor(
    message: string,
    public readonly code: 'invalid_number' | 'too_long' | 'empty',
  ) {
    super(message);
  }
}

/** The SMS rules every carrier checks before sending (E.164 destination, 1..SMS_MAX_SEGMENTS parts). */
export function checkSms(to: string, text: string) {
  if (!/^\+[1-9]\d{4,14}$/.test(to)) throw new SmsError(SMS_MESSAGES.badPhone, 'invalid_number');
  const size = smsSize(text);
  if (size.segments === 0) throw new SmsError('Text is required', 'empty');
  if (size.segments > SMS_MAX_SEGMENTS) throw new SmsError(SMS_MESSAGES.tooLong, 'too_long');
  return size;
}

/** An SMS the recipient sent back to the account's number. */
export interface InboundSms {
  id: string;
  credentialId: string;
  /** The prospect's number (E.164). */
  from: string;
  to: string;
  text: string;
  receivedAt: Date;
  /** Our outbound SMS it answers (the carrier's thread, or the last one sent to that number). */
  inReplyTo: string | null;
}

/** What the carrier settled for an account in a time window: delivery outcomes and replies. */
export interface SmsActivity {
  settled: SentSms[];
  inbound: InboundSms[];
}

/** An inbound `sms_messages` row as the contract's InboundSms (both carriers keep their messages there). */
export const inboundSmsOf = (r: SmsMessageRow): InboundSms => ({
  id: r.id,
  credentialId: r.credentialId,
  from: r.fromNumber,
  to: r.toNumber,
  text: r.text,
  receivedAt: r.sentAt,
  inReplyTo: r.replyToId,
});

export interface SmsProvider {
  /** The number an account sends from. */
  senderNumber(credentialId: string): string;
  send(input: OutgoingSms): Promise<SentSms>;
  findByClientKey(credentialId: string, clientKey: string): Promise<SentSms | null>;
  /** Messages by id with their status as of `at` (default now). */
  statuses(ids: string[], at?: Date): Promise<SentSms[]>;
  /** Outbound SMS that settled, and replies that arrived, in (since, until] — the inbox sync reads this. */
  activity(credentialId: string, since: Date, until: Date): Promise<SmsActivity>;
}
