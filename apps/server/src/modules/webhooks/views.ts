import type { EventTrigger } from '@leadloop/domain';
import type {
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookSubscription,
} from '@leadloop/domain/integrations/entities';
import type { WebhookDeliveryRow, WebhookRow } from '../../db/schema/index.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toWebhookView = (row: WebhookRow): WebhookSubscription => ({
  _id: row.id,
  url: row.url,
  update_types: row.updateTypes as EventTrigger[],
  enabled: row.enabled,
  failure_streak: row.failureStreak,
  created_at: row.createdAt.toISOString(),
  last_delivery_at: iso(row.lastDeliveryAt),
});

export const toDeliveryView = (row: WebhookDeliveryRow, payload: unknown): WebhookDelivery => ({
  _id: row.id,
  webhook_id: row.webhookId,
  event_id: row.eventId,
  event_type: row.eventType,
  status: row.status as WebhookDeliveryStatus,
  attempts: row.attempts,
  response_code: row.responseCode,
  response_body: row.responseBody,
  error: row.error,
  duration_ms: row.durationMs,
  next_attempt_at: iso(row.nextAttemptAt),
  last_attempt_at: iso(row.lastAttemptAt),
  created_at: row.createdAt.toISOString(),
  request_body: JSON.stringify(payload),
  replay_of: row.replayOf,
});
