import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns.js';
import { credentials } from './credentials.js';

/**
 * Voicemail drops placed through the voice provider (providers/voice): the sandbox records every drop
 * here, so a drop is exactly-once per client key and the per-number frequency rule (3 per 3 days)
 * is counted from real rows after a restart.
 */
export const voicemailDrops = pgTable(
  'voicemail_drops',
  {
    id: id(),
    spaceId: uuid('space_id').notNull(),
    credentialId: uuid('credential_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    audioId: uuid('audio_id').notNull(),
    /** Recipient in E.164. */
    toNumber: text('to_number').notNull(),
    clientKey: text('client_key').notNull(),
    /** delivered | no_voicemail_box | failed. */
    status: text('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    droppedAt: ts('dropped_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('voicemail_drops_client_key_idx').on(t.clientKey),
    index('voicemail_drops_number_idx').on(t.toNumber, t.droppedAt),
  ],
);
export type VoicemailDropRow = typeof voicemailDrops.$inferSelect;
