import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import { EVENT_TRIGGERS, INTEGRATION_STATUSES } from './enums.js';
import { webhookFieldMappingsSchema } from './webhook-mapping.js';

/**
 * 001 §3 Integration of an account (+ `error` when a connected one went down). `_id: 'sandbox'` is the
 * built-in mailbox every account has.
 */
export const integrationSchema = z.object({
  _id: idSchema,
  type: z.string(),
  status: z.enum(INTEGRATION_STATUSES),
  email: z.string().nullable(),
  error: z.string().nullable(),
  connected_at: isoDateSchema.nullable(),
  /** A mailbox's own daily limit of campaign emails (null: the account's `emails` limit). */
  daily_limit: z.number().int().nullable().optional(),
  /**
   * Where the provider posts this mailbox's inbound mail and bounces (SES: the SNS subscription's HTTPS
   * endpoint; SendGrid: the Inbound Parse URL, and `…/events` for the Event Webhook). Secret: whoever knows it may post.
   */
  inbound_url: z.string().nullable().optional(),
});
export type Integration = z.infer<typeof integrationSchema>;

/** 001 §3 Webhook: callback URL and update types. */
export const webhookSchema = z.object({
  _id: idSchema,
  url: z.string(),
  update_types: z.array(z.enum(EVENT_TRIGGERS)),
});
export type Webhook = z.infer<typeof webhookSchema>;

/**
 * Delivery states of one event to one subscription (the delivery log); `dropped`: still queued when its
 * subscription was disabled (never sent after that).
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed', 'dropped'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** A webhook subscription of a workspace (the signing secret is shown once, at creation). */
export const webhookSubscriptionSchema = webhookSchema.extend({
  workflow_ids: z.array(idSchema),
  label_ids: z.array(idSchema),
  field_mapping: webhookFieldMappingsSchema,
  enabled: z.boolean(),
  failure_streak: z.number().int(),
  created_at: isoDateSchema,
  last_delivery_at: isoDateSchema.nullable(),
});
export type WebhookSubscription = z.infer<typeof webhookSubscriptionSchema>;

/** The answer to creating a subscription: the subscription and its signing secret (`whsec_…`), once. */
export const createdWebhookSchema = webhookSubscriptionSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

/** One line of a subscription's delivery log. */
export const webhookDeliverySchema = z.object({
  _id: idSchema,
  webhook_id: idSchema,
  event_id: idSchema,
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  response_code: z.number().int().nullable(),
  response_body: z.string().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  next_attempt_at: isoDateSchema.nullable(),
  last_attempt_at: isoDateSchema.nullable(),
  created_at: isoDateSchema,
  request_body: z.string(),
  replay_of: idSchema.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** A workspace API token: listed without its value, which is shown once at creation. */
export const apiTokenSchema = z.object({
  _id: idSchema,
  name: z.string(),
  created_at: isoDateSchema,
  expires_at: isoDateSchema.nullable(),
  last_used_at: isoDateSchema.nullable(),
  revoked_at: isoDateSchema.nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
