import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WebhookFieldMapping } from '@leadloop/domain';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { spaces } from './spaces.js';

/** 001 §3 Webhook: a workspace's subscription (callback URL, update types). The secret is sealed (lib/secrets). */
export const webhooks = pgTable(
  'webhooks',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    updateTypes: text('update_types').array().notNull(),
    /** Filters: only events about prospects in these campaigns / with one of these labels (empty: all). */
    workflowIds: uuid('workflow_ids').array().notNull().default([]),
    labelIds: uuid('label_ids').array().notNull().default([]),
    /** Which `data` fields are sent, renamed, with their defaults (empty: all of `data`). */
    fieldMapping: jsonb('field_mapping').$type<WebhookFieldMapping[]>().notNull().default([]),
    secretEnc: text('secret_enc').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Deliveries that gave up in a row; at the limit the subscription is disabled and its creator notified. */
    failureStreak: integer('failure_streak').notNull().default(0),
    createdBy: uuid('created_by'),
    lastDeliveryAt: ts('last_delivery_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhooks_space_idx').on(t.spaceId)],
);
export type WebhookRow = typeof webhooks.$inferSelect;

/**
 * The outbox: one row per product event that a subscription listens to, written in the transaction of the
 * event itself. `key` makes the write idempotent (a retried transaction or a second caller adds nothing).
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('webhook_events_key_idx').on(t.key), index('webhook_events_space_idx').on(t.spaceId)],
);

/** One event to one subscription: the delivery log, and the queue the delivery job works through. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    /** pending | retrying | delivered | failed | dropped (queued when its subscription was disabled) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    responseBody: text('response_body'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    nextAttemptAt: ts('next_attempt_at'),
    lastAttemptAt: ts('last_attempt_at'),
    replayOf: uuid('replay_of'),
    /** Rises with each delivery (the `auto_increment` field default). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * Idempotency-Key on POST (lib/idempotency.ts): the first answer to a key, per token, replayed to repeats of
 * the same request; `body` is null while the first request is in progress.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    tokenId: uuid('token_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_token_key_idx').on(t.tokenId, t.key)],
);
