import {
  mapWebhookPayload,
  type EventTrigger,
  type WebhookFieldMapping,
  type WebhookPayload,
} from '@leadloop/domain';
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
  workflow_ids: row.workflowIds,
  label_ids: row.labelIds,
  field_mapping: row.fieldMapping,
  enabled: row.enabled,
  failure_streak: row.failureStreak,
  created_at: row.createdAt.toISOString(),
  last_delivery_at: iso(row.lastDeliveryAt),
});

/** What the receiver got (or gets) for this delivery: the event through the subscription's field mapping. */
const sentBody = (row: WebhookDeliveryRow, payload: unknown, mapping: WebhookFieldMapping[]) =>
  JSON.stringify(
    mapWebhookPayload(payload as WebhookPayload, mapping, {
      now: row.lastAttemptAt ?? row.createdAt,
      seq: row.seq,
    }),
  );

export const toDeliveryView = (
  row: WebhookDeliveryRow,
  payload: unknown,
  mapping: WebhookFieldMapping[] = [],
): WebhookDelivery => ({
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
  request_body: sentBody(row, payload, mapping),
  replay_of: row.replayOf,
});
