import { ActionIcon, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Popover } from '../../../components/deferred-mantine';
import { PageState } from '../../../components/page-state';
import { useAfterFirstScreen } from '../../../lib/after-first-screen';
import { ensureNamespaces } from '../../../lib/i18n';
import { useNotificationMutations, useNotifications } from '../api/notifications';

// The list (with its scroll area) loads when the bell first opens; the live part (socket events and
// toasts) once the first screen is up — it refetches on joining, so nothing that came meanwhile is lost.
const NotificationPanel = lazy(() =>
  Promise.all([import('./notification-panel'), ensureNamespaces(['notifications'])]).then(([m]) => ({
    default: m.NotificationPanel,
  })),
);
const NotificationsLive = lazy(() =>
  Promise.all([import('../hooks/use-notifications-live'), ensureNamespaces(['notifications'])]).then(
    ([m]) => ({ default: m.NotificationsLive }),
  ),
);

interface NotificationBellProps {
  spaceId: string | null;
  /** False when the member's allowed pages leave out notifications (000 §6): no bell at all. */
  enabled?: boolean;
  compact?: boolean;
}

/** 000 §2 Header: the notification bell with its unread count, a list in a popover, and live toasts. */
export function NotificationBell({ spaceId, enabled = true, compact }: NotificationBellProps) {
  // the shell's words (loaded before the first screen); the list's own come with its chunk
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [opened, popover] = useDisclosure(false);
  const list = useNotifications(spaceId, enabled);
  const { markRead, close } = useNotificationMutations(spaceId);
  const live = useAfterFirstScreen();
  if (!enabled) return null;
  const unread = list.data?.unread ?? 0;
  const label = unread ? t('header.notificationsWithCount', { count: unread }) : t('header.notifications');
  return (
    <>
      {live && (
        <Suspense fallback={null}>
          <NotificationsLive
            spaceId={spaceId}
            enabled={enabled}
            onNavigate={(path) => navigate(path)}
            markRead={(id) => markRead.mutate(id)}
            close={(id) => close.mutate(id)}
          />
        </Suspense>
      )}
      <Indicator disabled={unread === 0} label={unread > 99 ? '99+' : unread} size={16} offset={4}>
        <Popover
          opened={opened}
          onChange={(o) => (o ? popover.open() : popover.close())}
          position="bottom-end"
          shadow="md"
          withinPortal
          trapFocus
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={label}
              title={t('header.notifications')}
              onClick={popover.toggle}
              data-testid="notification-bell"
            >
              <IconBell size={18} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown p={0} w={compact ? 'calc(100vw - 16px)' : 380}>
            <Suspense fallback={<PageState kind="loading" mih={120} />}>
              <NotificationPanel spaceId={spaceId} enabled={enabled} onClosePopover={popover.close} />
            </Suspense>
          </Popover.Dropdown>
        </Popover>
      </Indicator>
    </>
  );
}
