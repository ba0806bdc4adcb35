import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns.js';
import { prospects } from './prospects.js';

/**
 * A prospect's consent to be reached on a channel, or its revocation (issue 40): where it came from
 * (`source`: form, import, manual, sms_keyword, ai_label…), when, the words consented to or the message
 * that revoked, and the proof (a form's URL and IP, a message id). `channel` 'all' is every channel; one
 * revocation of all channels per prospect (its confirmation SMS is sent once, with it).
 */
export const prospectConsents = pgTable(
  'prospect_consents',
  {
    id: id(),
    spaceId: uuid('space_id').notNull(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    /** all | email | network | sms | voicemail | call */
    channel: text('channel').notNull(),
    /** granted | revoked */
    status: text('status').notNull(),
    source: text('source').notNull(),
    /** The consent language shown, or the prospect's opt-out message. */
    text: text('text').notNull().default(''),
    proof: jsonb('proof').$type<Record<string, unknown>>().notNull().default({}),
    /** The number or address the consent covers. */
    phone: text('phone'),
    email: text('email'),
    recordedAt: ts('recorded_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('prospect_consents_prospect_idx').on(t.prospectId, t.channel),
    uniqueIndex('prospect_consents_one_revocation_idx')
      .on(t.prospectId)
      .where(sql`${t.status} = 'revoked' and ${t.channel} = 'all'`),
  ],
);

/**
 * An account's 10DLC registration (brand and campaign) for US A2P SMS. In the sandbox the carriers'
 * review is decided at submission: approved `decidedAt` later (rejected when the brand says "reject").
 */
export const smsSenderRegistrations = pgTable('sms_sender_registrations', {
  id: id(),
  spaceId: uuid('space_id').notNull(),
  credentialId: uuid('credential_id').notNull().unique(),
  brandName: text('brand_name').notNull(),
  useCase: text('use_case').notNull(),
  sampleMessage: text('sample_message').notNull(),
  /** pending | approved | rejected (as decided; pending until `decidedAt`). */
  outcome: text('outcome').notNull(),
  submittedAt: ts('submitted_at').notNull(),
  decidedAt: ts('decided_at').notNull(),
  createdAt: createdAt(),
});
