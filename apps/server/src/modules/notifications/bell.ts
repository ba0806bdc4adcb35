import { and, count, desc, eq, isNull } from 'drizzle-orm';
import {
  type NotificationCount,
  type NotificationPage,
  type UserNotification,
  CODES,
} from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { Realtime } from '../../lib/realtime.js';
import { inSpace } from '../../lib/scope.js';
import { toNotificationView } from './view.js';

/** The reader of the bell: one user in one workspace. Nobody else's notifications are ever reachable. */
export interface Reader {
  spaceId: string;
  userId: string;
}

/** The real-time event telling the user's other tabs that the unread count changed. */
export const COUNT_EVENT = 'update_notifications';

const mine = (reader: Reader) =>
  and(inSpace(notifications, reader.spaceId), eq(notifications.userId, reader.userId));
/** In the bell: not closed (a closed one is never shown again, 000 §4). */
const shown = (reader: Reader) => and(mine(reader), isNull(notifications.closedAt));
const unread = (reader: Reader) => and(shown(reader), isNull(notifications.readAt));

export async function unreadCount(db: Db, reader: Reader): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(unread(reader));
  return row?.n ?? 0;
}

export async function listNotifications(
  db: Db,
  reader: Reader,
  page: { offset: number; limit: number; unreadOnly?: boolean },
): Promise<NotificationPage> {
  const where = page.unreadOnly ? unread(reader) : shown(reader);
  const [rows, [total], n] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(notifications).where(where),
    unreadCount(db, reader),
  ]);
  return {
    items: rows.map(toNotificationView),
    total: total?.n ?? 0,
    unread: n,
    offset: page.offset,
    limit: page.limit,
  };
}

async function changed(db: Db, realtime: Realtime | undefined, reader: Reader): Promise<NotificationCount> {
  const unreadNow = await unreadCount(db, reader);
  realtime?.emitToUser(reader.userId, COUNT_EVENT, { space_id: reader.spaceId, unread: unreadNow });
  return { unread: unreadNow };
}

async function requireMine(db: Db, reader: Reader, id: string) {
  if (!isUuid(id)) throw notFound(CODES.notFound);
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(mine(reader), eq(notifications.id, id)));
  if (!row) throw notFound(CODES.notFound);
  return row;
}

export async function markRead(
  db: Db,
  realtime: Realtime | undefined,
  reader: Reader,
  id: string,
): Promise<UserNotification> {
  await requireMine(db, reader, id);
  const [row] = await db
    .update(notifications)
    .set({ readAt: clock.now() })
    .where(and(mine(reader), eq(notifications.id, id), isNull(notifications.readAt)))
    .returning();
  await changed(db, realtime, reader);
  return toNotificationView(row ?? (await requireMine(db, reader, id)));
}

export async function markAllRead(
  db: Db,
  realtime: Realtime | undefined,
  reader: Reader,
): Promise<NotificationCount> {
  await db.update(notifications).set({ readAt: clock.now() }).where(unread(reader));
  return changed(db, realtime, reader);
}

/** Closing also reads it; a closed notification never comes back (bell, toasts, other devices). */
export async function closeNotification(
  db: Db,
  realtime: Realtime | undefined,
  reader: Reader,
  id: string,
): Promise<NotificationCount> {
  const row = await requireMine(db, reader, id);
  const now = clock.now();
  await db
    .update(notifications)
    .set({ closedAt: row.closedAt ?? now, readAt: row.readAt ?? now })
    .where(and(mine(reader), eq(notifications.id, id)));
  return changed(db, realtime, reader);
}
