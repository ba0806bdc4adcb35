import type {
  NotificationAction,
  NotificationChannels,
  NotificationEmailMode,
  NotificationEvent,
  NotificationType,
} from '@leadloop/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { spaces } from './spaces.js';
import { users } from './users.js';

/**
 * The bell (issue 14 item 6): one row per user and workspace and event. Read and closed state live here,
 * so a closed notification never comes back on another device. `dedupe_key` makes an event notify a user
 * once however often its detector runs (a daily limit once per account and day…).
 * `email_status`: none · pending (instant email to send) · digest (waits for the daily digest) · sent.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').$type<NotificationEvent>().notNull(),
    type: text('type').$type<NotificationType>().notNull().default('info'),
    title: text('title').notNull(),
    text: text('text').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    action: jsonb('action').$type<NotificationAction | null>(),
    actionButton: text('action_button'),
    hasClosedButton: boolean('has_closed_button').notNull().default(true),
    withoutDuration: boolean('without_duration').notNull().default(false),
    dedupeKey: text('dedupe_key'),
    readAt: ts('read_at'),
    closedAt: ts('closed_at'),
    emailStatus: text('email_status')
      .$type<'none' | 'pending' | 'digest' | 'sent'>()
      .notNull()
      .default('none'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.spaceId, t.createdAt),
    uniqueIndex('notifications_dedupe_idx').on(t.userId, t.dedupeKey),
    index('notifications_email_idx')
      .on(t.emailStatus)
      .where(sql`email_status in ('pending', 'digest')`),
  ],
);

/** /preferences/user/notifications: per user, what notifies in the app and by email. Missing events use the defaults. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  events: jsonb('events')
    .$type<Partial<Record<NotificationEvent, Partial<NotificationChannels>>>>()
    .notNull()
    .default({}),
  emailMode: text('email_mode').$type<NotificationEmailMode>().notNull().default('instant'),
  lastDigestAt: ts('last_digest_at'),
  updatedAt: updatedAt(),
});
