import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { Notification } from '@seaward/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { isUnread } from './notifications-api';

/** Icon and text of one notification, shared by the bell menu and the home page. */
export function NotificationEntry({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const format = useFormat();
  const unread = isUnread(notification);
  return (
    <>
      <ListItemIcon>
        {unread ? (
          <MarkEmailUnreadIcon color="secondary" titleAccess={t('notifications.unread')} />
        ) : (
          <MarkEmailReadOutlinedIcon color="disabled" titleAccess={t('notifications.read')} />
        )}
      </ListItemIcon>
      <ListItemText
        primary={notification.data.notification}
        secondary={format.dateTime(notification.created_at)}
        slotProps={{
          primary: { sx: { fontWeight: unread ? 600 : 400, whiteSpace: 'normal' } },
          secondary: { variant: 'caption' },
        }}
      />
    </>
  );
}
