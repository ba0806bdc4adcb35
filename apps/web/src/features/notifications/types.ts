export type {
  NotificationCount,
  NotificationEvent,
  NotificationPage,
  NotificationPreferences,
  NotificationPreferencesBody,
  UserNotification,
} from '@leadloop/domain';
