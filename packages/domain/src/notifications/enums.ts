/** 001 §3 Notification type. */
export const NOTIFICATION_TYPES = ['info', 'warning', 'danger', 'error', 'success'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** 001 §3 Notification action type. */
export const NOTIFICATION_ACTION_TYPES = ['router', 'modal', 'link'] as const;
/** 000 §4 snackbar kinds. */
export const SNACKBAR_TYPES = ['error', 'warning', 'success'] as const;
