import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { credentials } from './credentials.js';
import { spaces } from './spaces.js';

/**
 * 001 §3 Integration of a connected account (credential): today the email kinds (SMTP). Settings
 * (host, port, login, password) are sealed by lib/secrets.ts in `settings_enc` and never returned.
 */
export const integrations = pgTable(
  'integrations',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    credentialId: uuid('credential_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    /** One of the domain's integration types ('smtp', …). */
    type: text('type').notNull(),
    /** connected | disconnected | disabled (001 §3). */
    status: text('status').notNull().default('connected'),
    /** The mailbox address the integration sends from. */
    email: text('email'),
    /** Sealed JSON of the provider settings (SMTP host, port, secure, username, password, sender name). */
    settingsEnc: text('settings_enc'),
    /** Why the integration went down (last failed login or send), shown with 'reconnect it'. */
    lastError: text('last_error'),
    /** Campaign emails this mailbox sends per local day of the account (null: the account's `emails` daily limit). */
    dailyLimit: integer('daily_limit'),
    /** Set when the bounce/complaint guard paused the mailbox (issue 39): it sends nothing until resumed. */
    pausedAt: ts('paused_at'),
    pauseReason: text('pause_reason'),
    connectedAt: ts('connected_at'),
    disconnectedAt: ts('disconnected_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Several mailboxes of one type per account (rotation), one row per address.
    uniqueIndex('integrations_credential_type_email_idx').on(t.credentialId, t.type, t.email),
    index('integrations_space_idx').on(t.spaceId),
  ],
);
export type IntegrationRow = typeof integrations.$inferSelect;
