import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { NotificationEntry } from '../../features/notifications/notification-entry';
import { useMarkAllNotificationsRead, useNotifications } from '../../features/notifications/notifications-api';
import { useOpenNotification } from '../../features/notifications/use-open-notification';
import { useMenu } from './use-menu';

/** The bell: unread count on a badge; its menu lists the notifications, newest first. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const menu = useMenu();
  const { notifications, unreadCount } = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const openNotification = useOpenNotification();
  const label = t('shell.notifications.open', { count: unreadCount });
  return (
    <>
      <IconButton onClick={menu.show} aria-label={label} title={label} aria-haspopup="menu" aria-expanded={menu.open}>
        <Badge badgeContent={unreadCount} color="error" max={99}>
          {unreadCount > 0 ? <NotificationsIcon /> : <NotificationsNoneIcon />}
        </Badge>
      </IconButton>
      <Menu
        anchorEl={menu.anchor}
        open={menu.open}
        onClose={menu.close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 400, maxWidth: 'calc(100vw - 32px)', maxHeight: 520 } } }}
      >
        <ListSubheader sx={{ lineHeight: '44px', fontWeight: 700 }}>{t('shell.notifications.title')}</ListSubheader>
        {notifications.length === 0 && (
          <MenuItem disabled>
            <ListItemText>{t('shell.notifications.empty')}</ListItemText>
          </MenuItem>
        )}
        {notifications.map((notification) => (
          <MenuItem
            key={notification.id}
            data-unread={notification.read_at ? undefined : 'true'}
            onClick={() => {
              menu.close();
              void openNotification(notification);
            }}
            sx={{ alignItems: 'flex-start', py: 1.25 }}
          >
            <NotificationEntry notification={notification} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem disabled={unreadCount === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
          <ListItemIcon>
            <DoneAllIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('shell.notifications.markAllRead')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
