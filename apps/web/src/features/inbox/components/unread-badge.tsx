import { Badge, Indicator } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { formatBadgeCount } from '@leadloop/domain/format/badge';
import { useAppSessionContext } from '../../spaces';
import { useUnreadCounts } from '../api/fetch-unread';
import { useInboxRealtime } from '../hooks/use-inbox-realtime';
import { titleWithUnread } from '../lib/format';

export const useUnreadTotal = () => {
  const { currentSpaceId } = useAppSessionContext();
  return useUnreadCounts(currentSpaceId).data?.total ?? 0;
};

/** Keeps the document title and the counter live (mounted once by the shell). */
export function UnreadTitle({ title }: { title: string }) {
  const unread = useUnreadTotal();
  useInboxRealtime();
  useEffect(() => {
    document.title = titleWithUnread(title, unread);
  }, [title, unread]);
  return null;
}

/** The inbox item's badge: the unread count capped at 99+ (001 §9). */
export function InboxNavBadge() {
  const unread = useUnreadTotal();
  if (!unread) return null;
  return (
    <Badge size="sm" variant="filled" color="red" radius="xl" data-testid="inbox-unread-badge">
      {formatBadgeCount(unread)}
    </Badge>
  );
}

/** The same count as a dot on an icon (mobile tabs). */
export function InboxTabIndicator({ children }: { children: ReactNode }) {
  const unread = useUnreadTotal();
  return (
    <Indicator
      label={formatBadgeCount(unread)}
      disabled={!unread}
      size={16}
      color="red"
      offset={2}
      data-testid="inbox-unread-indicator"
    >
      {children}
    </Indicator>
  );
}
