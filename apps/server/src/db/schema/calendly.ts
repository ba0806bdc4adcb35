import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { spaces } from './spaces.js';
import { users } from './users.js';

/** A Calendly event type as cached by a reload (id = the last segment of its Calendly URI). */
export interface CachedEventType {
  id: string;
  name: string;
  /** The Calendly user id (last URI segment) the event type belongs to. */
  userId: string;
  active: boolean;
}

/** A Calendly organization member as cached by a reload. */
export interface CachedCalendlyUser {
  id: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

/**
 * A user's Calendly connection (001 §3 User calendly_token: `users.calendly_token` = {id: this row's id,
 * calendly_user_id}). The access token and the webhook signing key are sealed (lib/secrets) and never returned.
 * Bookings are matched to prospects of `space_id` (the workspace it was connected from).
 */
export const calendlyConnections = pgTable('calendly_connections', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  spaceId: uuid('space_id')
    .notNull()
    .references(() => spaces.id, { onDelete: 'cascade' }),
  tokenEnc: text('token_enc').notNull(),
  /** 'pat' (personal access token) or 'oauth'. */
  kind: text('kind').notNull().default('pat'),
  calendlyUserUri: text('calendly_user_uri').notNull(),
  organizationUri: text('organization_uri').notNull(),
  name: text('name').notNull().default(''),
  email: text('email'),
  signingKeyEnc: text('signing_key_enc').notNull(),
  /** The Calendly webhook subscription's URI; null when Calendly refused it (see `webhook_error`). */
  webhookUri: text('webhook_uri'),
  webhookError: text('webhook_error'),
  eventTypes: jsonb('event_types').$type<CachedEventType[]>().notNull().default([]),
  members: jsonb('members').$type<CachedCalendlyUser[]>().notNull().default([]),
  reloadedAt: ts('reloaded_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type CalendlyConnectionRow = typeof calendlyConnections.$inferSelect;

/** One row per Calendly invitee event handled (its URI and the event): a redelivered webhook does nothing twice. */
export const calendlyBookings = pgTable('calendly_bookings', {
  id: id(),
  key: text('key').notNull().unique(),
  connectionId: uuid('connection_id')
    .notNull()
    .references(() => calendlyConnections.id, { onDelete: 'cascade' }),
  spaceId: uuid('space_id').notNull(),
  event: text('event').notNull(),
  email: text('email').notNull(),
  prospectIds: uuid('prospect_ids').array().notNull().default([]),
  startTime: ts('start_time'),
  createdAt: createdAt(),
});
