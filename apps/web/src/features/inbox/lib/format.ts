import { formatBadgeCount } from '@leadloop/domain/format/badge';

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

/** File size for a chip: "812 B", "34 KB", "2.4 MB" (in the user's number format). */
export function fileSize(bytes: number, lng: string): string {
  const fmt = (n: number, digits: number) => n.toLocaleString(lng, { maximumFractionDigits: digits });
  if (bytes < 1024) return `${fmt(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${fmt(bytes / 1024, 0)} KB`;
  return `${fmt(bytes / (1024 * 1024), 1)} MB`;
}
