import { eq, inArray } from 'drizzle-orm';
import {
  NOTIFICATION_EMAIL_BY_DEFAULT,
  NOTIFICATION_EVENTS,
  type NotificationChannels,
  type NotificationEvent,
  type NotificationPreferences,
  type NotificationPreferencesBody,
} from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { notificationPreferences } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';

type PrefRow = typeof notificationPreferences.$inferSelect;

/** What an event does when the user never chose: in the app always; by email for account problems. */
export const defaultChannels = (event: NotificationEvent): NotificationChannels => ({
  in_app: true,
  email: NOTIFICATION_EMAIL_BY_DEFAULT.includes(event),
});

export function toPreferencesView(row: PrefRow | undefined): NotificationPreferences {
  const stored = row?.events ?? {};
  const events = Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => [event, { ...defaultChannels(event), ...stored[event] }]),
  ) as NotificationPreferences['events'];
  return { events, email_mode: row?.emailMode ?? 'instant' };
}

/** Preferences of many users at once (one query), for `notify`. */
export async function preferencesOf(
  db: Db,
  userIds: string[],
): Promise<Map<string, NotificationPreferences>> {
  const out = new Map<string, NotificationPreferences>();
  if (!userIds.length) return out;
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, userIds));
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  for (const id of userIds) out.set(id, toPreferencesView(byUser.get(id)));
  return out;
}

export async function getPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return toPreferencesView(row);
}

/** Merges the changed events into what the user had (one statement, so two tabs saving never lose a change). */
export async function updatePreferences(
  db: Db,
  userId: string,
  body: NotificationPreferencesBody,
): Promise<NotificationPreferences> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId))
      .for('update');
    const events = { ...(current?.events ?? {}) };
    for (const [event, change] of Object.entries(body.events ?? {}) as [
      NotificationEvent,
      Partial<NotificationChannels>,
    ][]) {
      events[event] = { ...events[event], ...change };
    }
    const emailMode = body.email_mode ?? current?.emailMode ?? 'instant';
    const [row] = await tx
      .insert(notificationPreferences)
      .values({ userId, events, emailMode, updatedAt: clock.now() })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { events, emailMode, updatedAt: clock.now() },
      })
      .returning();
    return toPreferencesView(row);
  });
}
