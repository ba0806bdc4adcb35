import { z } from 'zod';
import { isoDateSchema } from '../common/entity.js';
import { calendlyEventTypeSchema, calendlyUserSchema } from '../ai/entities.js';
import { CALENDLY_EVENT_TYPES_PAGE_SIZES } from '../constants/pages.js';

/** The caller's Calendly connection (000 §4: connected when `calendly_token` exists). No token, ever. */
export const calendlyStatusSchema = z.object({
  connected: z.boolean(),
  calendly_user_id: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** Bookings reach Leadloop (a Calendly webhook subscription exists); false with `webhook_error` otherwise. */
  webhook_active: z.boolean(),
  webhook_error: z.string().nullable(),
  connected_at: isoDateSchema.nullable(),
  reloaded_at: isoDateSchema.nullable(),
});
export type CalendlyStatus = z.infer<typeof calendlyStatusSchema>;

/** Connect with a personal access token (Calendly → Integrations → API & webhooks). */
export const calendlyConnectBodySchema = z.strictObject({
  token: z.string().trim().min(10).max(2000),
});

/** 001 §7 GET /integrations/calendly/event_types: credentials_id, offset, limit (§9: 16 or 100). */
export const calendlyEventTypesQuerySchema = z.object({
  space: z.string().max(100).optional(),
  credentials_id: z.string().max(100).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (CALENDLY_EVENT_TYPES_PAGE_SIZES as readonly number[]).includes(n), {
      message: 'limit is 16 or 100',
    })
    .default(16),
});

export const calendlyEventTypesPageSchema = z.object({
  items: z.array(calendlyEventTypeSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type CalendlyEventTypesPage = z.infer<typeof calendlyEventTypesPageSchema>;

export const calendlyUsersSchema = z.array(calendlyUserSchema);
