import { z } from 'zod';
import { FIELD_DEFAULTS, type FieldDefault } from './enums.js';

/**
 * A webhook's field mapping (001 §3 field defaults): which fields of an event's `data` the receiver gets, under
 * which name, and what stands in when the event has no value for one. An empty mapping sends `data` whole.
 * Defaults: `default` the fixed `value`; `auto_increment` the delivery's sequence number (rising with each
 * delivery, gaps allowed); `datetime` the time of the event; `datetime_now` the time of sending; `none` leaves
 * the field out.
 */
export const WEBHOOK_MAPPING_MAX = 50;
const fieldName = z.string().trim().min(1).max(100);
export const webhookFieldMappingSchema = z.strictObject({
  /** A key of the event's `data` (e.g. `prospect_id`, `label_id`, `workflow_id`), or `type` / `timestamp`. */
  field: fieldName,
  /** The key the receiver gets; the field's own name when not given. */
  name: fieldName.optional(),
  default: z.enum(FIELD_DEFAULTS).default('none'),
  value: z.string().max(1000).optional(),
});
export type WebhookFieldMapping = z.infer<typeof webhookFieldMappingSchema>;
export const webhookFieldMappingsSchema = z.array(webhookFieldMappingSchema).max(WEBHOOK_MAPPING_MAX);

export interface WebhookPayload {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/** What a default stands in with; undefined: the field is left out. */
function fallback(kind: FieldDefault, m: WebhookFieldMapping, at: { event: string; now: Date; seq: number }) {
  switch (kind) {
    case 'default':
      return m.value ?? null;
    case 'auto_increment':
      return at.seq;
    case 'datetime':
      return at.event;
    case 'datetime_now':
      return at.now.toISOString();
    case 'none':
      return undefined;
  }
}

/** The body a subscription with this mapping receives for `payload` (sent at `now`, delivery number `seq`). */
export function mapWebhookPayload(
  payload: WebhookPayload,
  mapping: readonly WebhookFieldMapping[],
  at: { now: Date; seq: number },
): WebhookPayload {
  if (!mapping.length) return payload;
  const source: Record<string, unknown> = {
    type: payload.type,
    timestamp: payload.timestamp,
    ...payload.data,
  };
  const data: Record<string, unknown> = {};
  for (const m of mapping) {
    const own = source[m.field];
    const value =
      own === undefined || own === null || own === ''
        ? fallback(m.default, m, { event: payload.timestamp, ...at })
        : own;
    if (value !== undefined) data[m.name ?? m.field] = value;
  }
  return { type: payload.type, timestamp: payload.timestamp, data };
}
