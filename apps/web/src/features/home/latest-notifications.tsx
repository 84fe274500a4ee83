import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/spinner';
import { NotificationEntry } from '../notifications/notification-entry';
import { useNotifications } from '../notifications/notifications-api';
import { useOpenNotification } from '../notifications/use-open-notification';

const SHOWN = 5;

/** The unread count and the few newest notifications. */
export function LatestNotifications() {
  const { t } = useTranslation();
  const { notifications, unreadCount, isPending } = useNotifications();
  const openNotification = useOpenNotification();
  return (
    <Card component="section" aria-labelledby="home-notifications">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, px: 2.5, pt: 2.5, pb: 1 }}>
        <Typography id="home-notifications" variant="h6" component="h2">
          {t('home.notifications.title')}
        </Typography>
        <Chip
          size="small"
          color={unreadCount > 0 ? 'secondary' : 'default'}
          label={t('home.notifications.unread', { count: unreadCount })}
          data-testid="unread-count"
        />
      </Box>
      {isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <Spinner size={32} label={t('common.loading')} />
        </Box>
      ) : notifications.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2.5, pb: 2.5 }}>
          {t('shell.notifications.empty')}
        </Typography>
      ) : (
        <List sx={{ pb: 1 }}>
          {notifications.slice(0, SHOWN).map((notification) => (
            <ListItemButton key={notification.id} onClick={() => void openNotification(notification)} sx={{ alignItems: 'flex-start', px: 2.5 }}>
              <NotificationEntry notification={notification} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Card>
  );
}
