import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notifications as toasts } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_TOAST_MS } from '@leadloop/domain/notifications/enums';
import { coalesce } from '../../../lib/coalesce';
import { onRealtime, onRealtimeJoined, REALTIME_REFRESH_MS } from '../../../lib/realtime';
import { notificationKeys } from '../api/notifications';
import { ToastBody } from '../components/notification-toast';
import { TYPE_COLORS } from '../components/type-icon';
import { wordingOf } from '../components/wording';
import type { UserNotification } from '../types';

interface LiveOptions {
  spaceId: string | null;
  enabled: boolean;
  onNavigate: (path: string) => void;
  markRead: (id: string) => void;
  close: (id: string) => void;
}

/**
 * Real time for the bell: `new_notification` adds to the list and shows a toast (4000 ms unless
 * withoutDuration, 000 §4), `update_notifications` (read or closed on another tab) and each (re)join of
 * the rooms read the list again. A toast closed by the user closes the notification on the server, so
 * it is never shown again; one that times out stays unread in the bell.
 */
export function useNotificationsLive({ spaceId, enabled, onNavigate, markRead, close }: LiveOptions) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('notifications');
  const latest = useRef({ onNavigate, markRead, close, t });
  latest.current = { onNavigate, markRead, close, t };
  useEffect(() => {
    if (!enabled || !spaceId) return;
    const shown = new Set<string>();
    const refresh = coalesce(
      () => void queryClient.invalidateQueries({ queryKey: notificationKeys.list(spaceId) }),
      REALTIME_REFRESH_MS,
    );
    const onNew = (data: unknown) => {
      const n = data as UserNotification;
      if (!n?._id || n.space_id !== spaceId || n.is_closed || shown.has(n._id)) return;
      shown.add(n._id);
      refresh.call();
      const { t: tr } = latest.current;
      const id = `notification-${n._id}`;
      toasts.show({
        id,
        color: TYPE_COLORS[n.type],
        withCloseButton: false,
        withBorder: true,
        autoClose: n.withoutDuration ? false : NOTIFICATION_TOAST_MS,
        message: (
          <ToastBody
            notification={n}
            wording={wordingOf(tr, n)}
            closeLabel={tr('close')}
            onNavigate={(path) => latest.current.onNavigate(path)}
            onDone={() => {
              latest.current.markRead(n._id);
              toasts.hide(id);
            }}
            onClose={() => {
              latest.current.close(n._id);
              toasts.hide(id);
            }}
          />
        ),
      });
    };
    const offs = [
      onRealtime('new_notification', onNew),
      onRealtime('update_notifications', refresh.call),
      onRealtimeJoined(refresh.call),
    ];
    return () => {
      offs.forEach((off) => off());
      refresh.cancel();
    };
  }, [enabled, spaceId, queryClient]);
}

/** useNotificationsLive as a component, so the bell can load it (and the toasts' package) on its own. */
export function NotificationsLive(props: LiveOptions) {
  useNotificationsLive(props);
  return null;
}
