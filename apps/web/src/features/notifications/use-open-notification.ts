import type { Notification } from '@seaward/contract';
import { useNavigate } from 'react-router';
import { isUnread, useMarkNotificationRead } from './notifications-api';

/** Opening a notification marks it read (if it was not), then goes to its path. */
export function useOpenNotification() {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  return async (notification: Notification) => {
    if (isUnread(notification)) {
      // A failed POST shows its toast; the user still gets where they asked to go.
      await markRead.mutateAsync(notification.id).catch(() => undefined);
    }
    const path = notification.data.path;
    if (path) await navigate(path);
  };
}
