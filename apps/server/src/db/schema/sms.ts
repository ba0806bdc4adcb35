import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns.js';

/**
 * Every SMS an account sends, whatever the carrier (providers/sms). The sandbox carrier decides each
 * message's fate when it is sent (delivered or failed, and when) from its client key, so delivery
 * states survive restarts and replay the same way; `status` as of a time is derived from these columns.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: id(),
    spaceId: uuid('space_id').notNull(),
    credentialId: uuid('credential_id').notNull(),
    /** The carrier: 'sandbox', or Twilio: 'twilio' while claimed, then 'twilio:<message SID>' (providers/sms/twilio.ts). */
    transport: text('transport').notNull().default('sandbox'),
    /** outbound (we sent it) | inbound (the recipient answered). */
    direction: text('direction').notNull().default('outbound'),
    /** For an inbound SMS: the outbound one it answers (the carrier's thread, or the last one to that number). */
    replyToId: uuid('reply_to_id'),
    /** Idempotency key: a second send with the same key returns the first message. */
    clientKey: text('client_key').notNull(),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    text: text('text').notNull(),
    /** GSM-7 | UCS-2 */
    encoding: text('encoding').notNull(),
    segments: integer('segments').notNull(),
    sentAt: ts('sent_at').notNull(),
    /** When the carrier reports the outcome (before it: 'sent'). */
    settledAt: ts('settled_at').notNull(),
    /** delivered | failed */
    outcome: text('outcome').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sms_messages_client_key_idx').on(t.credentialId, t.clientKey),
    index('sms_messages_to_idx').on(t.toNumber, t.sentAt),
    // Sync: what settled (delivered, failed, or arrived) for an account since its last pass.
    index('sms_messages_settled_idx').on(t.credentialId, t.settledAt),
  ],
);
export type SmsMessageRow = typeof smsMessages.$inferSelect;
