import { and, inArray } from 'drizzle-orm';
import type {
  NotificationAction,
  NotificationEvent,
  NotificationType,
  UserNotification,
} from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { notifications, spaceMembers } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import type { Realtime } from '../../lib/realtime.js';
import { inSpace } from '../../lib/scope.js';
import { preferencesOf } from './preferences.js';
import { toNotificationView } from './view.js';

/** Who hears of an event: given users, everyone who may use an account, the workspace's admins, or all of it. */
export type NotifyAudience =
  { userIds: string[] } | { credentialId: string } | { admins: true } | { wholeSpace: true };

export interface NotifyInput {
  spaceId: string;
  to: NotifyAudience;
  event: NotificationEvent;
  /** 001 §3 type; 'info' when unset. */
  type?: NotificationType;
  /** English words (used by the email); the web words it by `event` and `params` in the user's language. */
  title: string;
  text: string;
  params?: Record<string, string>;
  /** 001 §3 action: `router` {meta.path}, `modal` {meta.modal…}, `link` {meta.url}. */
  action?: NotificationAction | null;
  actionButton?: string | null;
  withoutDuration?: boolean;
  hasClosedButton?: boolean;
  /** Notify each user at most once for this key (a detector that runs often, a retried job). */
  dedupeKey?: string;
}

/** What `notify` needs: the database, and the Socket.IO rooms to reach open browsers. */
export interface NotifyDeps {
  db: Db;
  realtime?: Pick<Realtime, 'emitToUser'> | null;
  log?: { warn(obj: unknown, msg?: string): void };
}

/** The real-time event a new notification arrives with (to the room `user:<id>`). */
export const NOTIFICATION_EVENT = 'new_notification';

/**
 * The one door other modules use (issue 14 item 6): stores the notification for every user of the
 * audience whose preferences let the event through (in the app and/or by email), pushes it to their
 * open browsers, and marks the email to send (instant, or kept for the daily digest; the jobs of
 * jobs.ts send them). Members whose allowed pages leave out "notifications" get none. Never throws: a
 * notification must not break the work that caused it. Returns how many users were notified.
 */
export async function notify(deps: NotifyDeps, input: NotifyInput): Promise<number> {
  try {
    return await deliver(deps, input);
  } catch (error) {
    deps.log?.warn({ err: error, event: input.event, spaceId: input.spaceId }, 'could not notify');
    return 0;
  }
}

async function deliver(deps: NotifyDeps, input: NotifyInput): Promise<number> {
  const userIds = await audienceOf(deps.db, input.spaceId, input.to);
  if (!userIds.length) return 0;
  const prefs = await preferencesOf(deps.db, userIds);
  const now = clock.now();
  const values = [];
  for (const userId of userIds) {
    const p = prefs.get(userId)!;
    const channels = p.events[input.event];
    if (!channels.in_app && !channels.email) continue;
    values.push({
      spaceId: input.spaceId,
      userId,
      event: input.event,
      type: input.type ?? 'info',
      title: input.title,
      text: input.text,
      params: input.params ?? {},
      action: input.action ?? null,
      actionButton: input.actionButton ?? input.action?.text ?? null,
      hasClosedButton: input.hasClosedButton ?? true,
      withoutDuration: input.withoutDuration ?? false,
      dedupeKey: input.dedupeKey ?? null,
      // Email only: kept for the email, never shown in the bell.
      closedAt: channels.in_app ? null : now,
      readAt: channels.in_app ? null : now,
      emailStatus: !channels.email
        ? ('none' as const)
        : p.email_mode === 'daily_digest'
          ? ('digest' as const)
          : ('pending' as const),
      createdAt: now,
    });
  }
  if (!values.length) return 0;
  const rows = await deps.db.insert(notifications).values(values).onConflictDoNothing().returning();
  for (const row of rows) {
    if (row.closedAt) continue;
    const view: UserNotification = toNotificationView(row);
    deps.realtime?.emitToUser(row.userId, NOTIFICATION_EVENT, view);
  }
  return rows.length;
}

async function audienceOf(db: Db, spaceId: string, to: NotifyAudience): Promise<string[]> {
  const members = await db
    .select()
    .from(spaceMembers)
    .where(
      and(
        inSpace(spaceMembers, spaceId),
        'userIds' in to
          ? inArray(spaceMembers.userId, to.userIds.length ? to.userIds : [NO_USER])
          : undefined,
      ),
    );
  return members
    .filter((m) => !m.allowedPages || m.isAdmin || m.allowedPages.includes('notifications'))
    .filter((m) => !('credentialId' in to) || m.isAdmin || m.availableCredentials.includes(to.credentialId))
    .filter((m) => !('admins' in to) || m.isAdmin)
    .map((m) => m.userId);
}

const NO_USER = '00000000-0000-0000-0000-000000000000';
