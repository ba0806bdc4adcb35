import { z } from 'zod';
import { idSchema } from '../common/entity.js';
import { NOTIFICATION_ACTION_TYPES, NOTIFICATION_TYPES } from './enums.js';

/** 001 §3 Notification. */
export const notificationSchema = z.object({
  _id: idSchema,
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  text: z.string(),
  actionButton: z.string().nullable().optional(),
  hasClosedButton: z.boolean().optional(),
  withoutDuration: z.boolean().optional(),
  action: z
    .object({
      type: z.enum(NOTIFICATION_ACTION_TYPES),
      text: z.string(),
      meta: z.record(z.string(), z.unknown()).optional(),
    })
    .nullable()
    .optional(),
});
export type Notification = z.infer<typeof notificationSchema>;
