import { formatBadgeCount } from '@leadloop/domain/format/numbers';

/** "14:05" today, "Mon" this week, else a short date. */
export function shortTime(iso: string, lng: string, now = new Date()): string {
  const at = new Date(iso);
  const sameDay = at.toDateString() === now.toDateString();
  if (sameDay) return at.toLocaleTimeString(lng, { hour: '2-digit', minute: '2-digit' });
  const days = (now.getTime() - at.getTime()) / 86_400_000;
  if (days < 6) return at.toLocaleDateString(lng, { weekday: 'short' });
  return at.toLocaleDateString(lng, {
    day: 'numeric',
    month: 'short',
    ...(at.getFullYear() !== now.getFullYear() ? { year: 'numeric' } : {}),
  });
}

/** The page title with the unread count in parentheses (000 §2), capped like the badge: "(3) Leadloop". */
export const titleWithUnread = (title: string, unread: number) =>
  unread > 0 ? `(${formatBadgeCount(unread)}) ${title}` : title;
