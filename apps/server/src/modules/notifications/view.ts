import type { UserNotification } from '@leadloop/domain';
import type { notifications } from '../../db/schema/index.js';

export type NotificationRow = typeof notifications.$inferSelect;

export function toNotificationView(row: NotificationRow): UserNotification {
  return {
    _id: row.id,
    type: row.type,
    title: row.title,
    text: row.text,
    actionButton: row.actionButton,
    hasClosedButton: row.hasClosedButton,
    withoutDuration: row.withoutDuration,
    action: row.action,
    event: row.event,
    params: row.params,
    space_id: row.spaceId,
    is_read: row.readAt !== null,
    is_closed: row.closedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
