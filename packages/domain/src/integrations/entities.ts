import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import { EVENT_TRIGGERS, INTEGRATION_STATUSES } from './enums.js';

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
});
export type Integration = z.infer<typeof integrationSchema>;

/** 001 §3 Webhook: callback URL and update types. */
export const webhookSchema = z.object({
  _id: idSchema,
  url: z.string(),
  update_types: z.array(z.enum(EVENT_TRIGGERS)),
});
export type Webhook = z.infer<typeof webhookSchema>;
