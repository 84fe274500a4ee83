import { ROUTES } from '@seaward/contract/routes';
import type { Notification } from '@seaward/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useNotificationStream } from './notification-stream';

export const listNotifications = () => api.get<Notification[]>(ROUTES.notifications);

export const notificationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.notifications,
    queryFn: listNotifications,
    // New ones are pushed over Server-Sent Events (useNotificationStream); the
    // slow refetch also catches read state changed in another tab.
    refetchInterval: 60_000,
  });

export const isUnread = (notification: Notification) => !notification.read_at;

/** The user's notifications, newest first, with the unread count. */
export function useNotifications() {
  useNotificationStream();
  const query = useQuery(notificationsQuery());
  const notifications = query.data ?? [];
  return { ...query, notifications, unreadCount: notifications.filter(isUnread).length };
}

function useMarkReadInCache() {
  const queryClient = useQueryClient();
  return (matches: (notification: Notification) => boolean) => {
    const now = new Date().toISOString();
    queryClient.setQueryData<Notification[]>(queryKeys.notifications, (list) =>
      list?.map((n) => (matches(n) && !n.read_at ? { ...n, read_at: now } : n)),
    );
    return queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
  };
}

/** POST .../notifications/{id}/read, then shows it read. */
export function useMarkNotificationRead() {
  const markInCache = useMarkReadInCache();
  return useMutation({
    mutationFn: (id: number) => api.post(ROUTES.notificationRead(id)),
    onSuccess: (_result, id) => markInCache((n) => n.id === id),
  });
}

/** POST .../notifications/read-all, then shows them all read. */
export function useMarkAllNotificationsRead() {
  const markInCache = useMarkReadInCache();
  return useMutation({
    mutationFn: () => api.post(ROUTES.notificationsReadAll),
    onSuccess: () => markInCache(() => true),
  });
}
