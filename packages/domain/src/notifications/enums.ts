/** 001 §3 Notification type. */
export const NOTIFICATION_TYPES = ['info', 'warning', 'danger', 'error', 'success'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** 001 §3 Notification action type. */
export const NOTIFICATION_ACTION_TYPES = ['router', 'modal', 'link'] as const;
export type NotificationActionType = (typeof NOTIFICATION_ACTION_TYPES)[number];
/** 000 §4 snackbar kinds. */
export const SNACKBAR_TYPES = ['error', 'warning', 'success'] as const;

/**
 * What happened, for the bell and the preferences (issue 14 item 6): each event can be switched on or
 * off in the app and by email (/preferences/user/notifications).
 */
export const NOTIFICATION_EVENTS = [
  'reply_received',
  'account_verification',
  'account_restricted',
  'crm_token_expired',
  'campaign_finished',
  'campaign_stalled',
  'daily_limit_reached',
  'search_found_nobody',
  'task_assigned',
  'task_overdue',
  'export_ready',
  'webhook_disabled',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** How email notifications go out: one message per notification, or one daily digest. */
export const NOTIFICATION_EMAIL_MODES = ['instant', 'daily_digest'] as const;
export type NotificationEmailMode = (typeof NOTIFICATION_EMAIL_MODES)[number];

/** 000 §4: a notification toast stays 4000 ms unless withoutDuration. */
export const NOTIFICATION_TOAST_MS = 4000;

/** Events that also email by default (the account stops working until someone acts). */
export const NOTIFICATION_EMAIL_BY_DEFAULT: readonly NotificationEvent[] = [
  'account_verification',
  'account_restricted',
  'crm_token_expired',
  'webhook_disabled',
];
