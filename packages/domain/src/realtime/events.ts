import { z } from 'zod';
import { credentialSchema } from '../credentials/entities.js';
import { PROXY_SETUP_STAGES } from '../credentials/enums.js';
import { integrationSchema } from '../integrations/entities.js';
import { userNotificationSchema } from '../notifications/entities.js';
import { detailedReportSchema } from '../reports/entities.js';

const id = z.string();
const workflowEvent = z.object({ workflow_id: id, credentials_id: id.nullable().optional() });

/**
 * Every server → browser realtime event (000 §4): its name and its payload. The server's
 * `emitToSpace` / `emitToUser` and the web's `onRealtime` are typed by this map, so an unknown name
 * or a wrong payload is a compile error on both sides.
 */
export const realtimeEvents = {
  update_user: z.object({ _id: id }),
  update_space: z.object({
    _id: id.optional(),
    space_id: id.optional(),
    webhooks: z.literal(true).optional(),
  }),
  update_credits: z.object({ space_id: id.optional(), balance: z.number().optional() }),
  update_credentials: credentialSchema,
  update_credentials_integrations: z.object({
    credentials_id: id,
    integrations: z.array(integrationSchema),
  }),
  set_proxy: z.object({
    credentials_id: id,
    // the credential's public proxy settings, or only the stage (null before any setup) after a refresh
    setting_proxy: z
      .object({ stage: z.enum(PROXY_SETUP_STAGES).nullable() })
      .partial()
      .nullable(),
  }),
  authorization: z.object({
    credentials_id: id,
    auth_status: credentialSchema.shape.auth_status,
    wait_for_authorization: z.boolean(),
  }),
  update_unread_counter: z.object({
    space_id: id.optional(),
    credentials_id: id,
    unread_count: z.number().int(),
  }),
  new_message: z.object({
    space_id: id,
    credentials_id: id,
    conversation_id: id,
    message_id: id,
    profile_id: id,
    channel: z.string(),
    text: z.string(),
  }),
  update_workflow: workflowEvent,
  refetch_workflows: workflowEvent,
  refetch_data: z.object({ prospect_id: id.nullable() }),
  new_notification: userNotificationSchema,
  update_notifications: z.object({ space_id: id, unread: z.number().int() }),
  'reports:detailed': detailedReportSchema,
  crm_updated: z.object({ pipeline_id: id }),
  ai_label: z.object({ space_id: id, conversation_id: id, profile_id: id, label: z.string() }),
  video_render: z.object({
    video_render: id.optional(),
    video_event: id.optional(),
    progress: z.number().optional(),
    videos: z.literal(true).optional(),
  }),
  sample_progress: z.object({ space_id: id, progress: z.number() }),
  update_tracking_domains: z.object({}),
} as const;

export type RealtimeEventName = keyof typeof realtimeEvents;
export type RealtimePayload<E extends RealtimeEventName> = z.infer<(typeof realtimeEvents)[E]>;
export type RealtimeEventMap = { [E in RealtimeEventName]: RealtimePayload<E> };
