import { API_BASE } from '@seaward/contract/routes';
import { STAFF_ROUTES } from '@seaward/contract/schemas/list-constants';
import type { Notification } from '@seaward/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../api/query-keys';

// One EventSource for the whole page, however many components show notifications.
let source: EventSource | null = null;
let users = 0;

/** Puts a pushed notification at the top of the cached list (once). */
export function addToCache(client: QueryClient, notification: Notification) {
  client.setQueryData<Notification[]>(queryKeys.notifications, (list) => {
    if (!list) return [notification];
    return list.some((n) => n.id === notification.id) ? list : [notification, ...list];
  });
}

function open(client: QueryClient) {
  if (typeof EventSource === 'undefined') return;
  source = new EventSource(`${API_BASE}${STAFF_ROUTES.notificationStream}`, { withCredentials: true });
  source.addEventListener('notification', (event) => {
    try {
      addToCache(client, JSON.parse((event as MessageEvent<string>).data) as Notification);
    } catch {
      void client.invalidateQueries({ queryKey: queryKeys.notifications });
    }
  });
}

/**
 * New notifications arrive over Server-Sent Events (GET .../notifications/stream)
 * and go straight into the bell's list; EventSource reconnects by itself and
 * resumes after the last id it saw.
 */
export function useNotificationStream() {
  const client = useQueryClient();
  useEffect(() => {
    users += 1;
    if (!source) open(client);
    return () => {
      users -= 1;
      if (users === 0 && source) {
        source.close();
        source = null;
      }
    };
  }, [client]);
}
