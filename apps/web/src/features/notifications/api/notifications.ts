import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type {
  NotificationCount,
  NotificationPage,
  NotificationPreferences,
  NotificationPreferencesBody,
  UserNotification,
} from '../types';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (spaceId: string | null) => ['notifications', 'list', spaceId] as const,
  preferences: ['notifications', 'preferences'] as const,
};

/** GET /notifications: the bell's newest notifications and the unread count. */
export const notificationsQueryOptions = (spaceId: string | null) =>
  queryOptions({
    queryKey: notificationKeys.list(spaceId),
    queryFn: () => api.get<NotificationPage>('/notifications', { query: { limit: '30' } }),
    enabled: Boolean(spaceId),
    refetchInterval: 120_000, // a safety net; new_notification pushes arrive at once
    retry: false,
  });

export const useNotifications = (spaceId: string | null, enabled = true) =>
  useQuery({ ...notificationsQueryOptions(spaceId), enabled: Boolean(spaceId) && enabled });

/** Read, read all, close: each answers the unread count; the list is read again. */
export function useNotificationMutations(spaceId: string | null) {
  const queryClient = useQueryClient();
  const key = notificationKeys.list(spaceId);
  const patch = (change: (items: UserNotification[]) => UserNotification[], unread?: number) =>
    queryClient.setQueryData<NotificationPage>(key, (page) =>
      page ? { ...page, items: change(page.items), unread: unread ?? page.unread } : page,
    );
  const settle = () => queryClient.invalidateQueries({ queryKey: key });
  const markRead = useMutation({
    mutationFn: (id: string) => api.post<UserNotification>(`/notifications/${id}/read`),
    onMutate: (id) => patch((items) => items.map((n) => (n._id === id ? { ...n, is_read: true } : n))),
    onSettled: settle,
  });
  const markAllRead = useMutation({
    mutationFn: () => api.post<NotificationCount>('/notifications/read_all'),
    onMutate: () => patch((items) => items.map((n) => ({ ...n, is_read: true })), 0),
    onSettled: settle,
  });
  const close = useMutation({
    mutationFn: (id: string) => api.post<NotificationCount>(`/notifications/${id}/close`),
    onMutate: (id) => patch((items) => items.filter((n) => n._id !== id)),
    onSettled: settle,
  });
  return { markRead, markAllRead, close };
}

/** GET/PUT /preferences/user/notifications. */
export const useNotificationPreferences = () =>
  useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: () => api.get<NotificationPreferences>('/preferences/user/notifications'),
  });

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferencesBody) =>
      api.put<NotificationPreferences>('/preferences/user/notifications', body),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}
