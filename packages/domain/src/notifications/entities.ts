import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import {
  NOTIFICATION_ACTION_TYPES,
  NOTIFICATION_EMAIL_MODES,
  NOTIFICATION_EVENTS,
  NOTIFICATION_TYPES,
} from './enums.js';

/** 001 §3 Notification action: a route in the app, a modal to open, or an external link. */
export const notificationActionSchema = z.object({
  type: z.enum(NOTIFICATION_ACTION_TYPES),
  text: z.string().max(200),
  meta: z.record(z.string(), z.unknown()).optional(),
});
export type NotificationAction = z.infer<typeof notificationActionSchema>;

/** 001 §3 Notification. */
export const notificationSchema = z.object({
  _id: idSchema,
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  text: z.string(),
  actionButton: z.string().nullable().optional(),
  hasClosedButton: z.boolean().optional(),
  withoutDuration: z.boolean().optional(),
  action: notificationActionSchema.nullable().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * A notification kept for one user in one workspace (the bell): the 001 §3 fields, what caused it
 * (`event` and its `params`, so the web can word it in the user's language) and its read/closed state.
 */
export const userNotificationSchema = notificationSchema.extend({
  event: z.enum(NOTIFICATION_EVENTS),
  params: z.record(z.string(), z.string()),
  space_id: idSchema,
  is_read: z.boolean(),
  is_closed: z.boolean(),
  created_at: isoDateSchema,
});
export type UserNotification = z.infer<typeof userNotificationSchema>;

/** GET /notifications: a page of the bell, newest first, with the unread count. */
export const notificationPageSchema = z.object({
  items: z.array(userNotificationSchema),
  total: z.number().int(),
  unread: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** Answer of the read/close calls: the unread count after the change. */
export const notificationCountSchema = z.object({ unread: z.number().int() });
export type NotificationCount = z.infer<typeof notificationCountSchema>;

export const notificationChannelsSchema = z.object({ in_app: z.boolean(), email: z.boolean() });
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

/** /preferences/user/notifications: per event in-app and email, and how email goes out. */
export const notificationPreferencesSchema = z.object({
  events: z.record(z.enum(NOTIFICATION_EVENTS), notificationChannelsSchema),
  email_mode: z.enum(NOTIFICATION_EMAIL_MODES),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT body: any events to change, and/or the email mode. */
export const notificationPreferencesBodySchema = z.strictObject({
  events: z
    .partialRecord(
      z.enum(NOTIFICATION_EVENTS),
      z.strictObject({ in_app: z.boolean().optional(), email: z.boolean().optional() }),
    )
    .optional(),
  email_mode: z.enum(NOTIFICATION_EMAIL_MODES).optional(),
});
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBodySchema>;
