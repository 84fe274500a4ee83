import { STAFF_ROUTES, type AccountSession } from '@seaward/contract';
import ComputerIcon from '@mui/icons-material/ComputerOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useFormat } from '../../i18n/format';
import { describeAgent } from './describe-agent';

const key = ['account', 'sessions'] as const;

/** The user's active sessions, this one first, and "sign out other sessions". */
export function SessionsCard() {
  const { t } = useTranslation('staff');
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const sessions = useQuery({ queryKey: key, queryFn: () => api.get<AccountSession[]>(STAFF_ROUTES.accountSessions) });
  const signOut = useMutation({
    mutationFn: () => api.delete<{ signed_out: number }>(STAFF_ROUTES.accountOtherSessions),
    onSuccess: (r) => {
      enqueueSnackbar(t('account.sessions.signedOut', { count: r.signed_out }), { variant: 'success' });
      return client.invalidateQueries({ queryKey: key });
    },
    onError: (e) => enqueueSnackbar(e.message, { variant: 'error' }),
  });
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
          <Box>
            <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>{t('account.sessions.title')}</Typography>
            <Typography variant="body2" color="text.secondary">{t('account.sessions.help')}</Typography>
          </Box>
          <Button variant="outlined" color="error" disabled={others === 0 || signOut.isPending} onClick={() => signOut.mutate()}>
            {t('account.sessions.signOutOthers')}
          </Button>
        </Box>
        <List dense data-testid="account-sessions">
          {(sessions.data ?? []).map((s) => (
            <ListItem key={s.id} disableGutters secondaryAction={s.current ? <Chip size="small" color="secondary" label={t('account.sessions.current')} /> : undefined}>
              <ListItemIcon sx={{ minWidth: 40 }}><ComputerIcon color="action" /></ListItemIcon>
              <ListItemText
                primary={describeAgent(s.user_agent) ?? t('account.sessions.unknownDevice')}
                secondary={t('account.sessions.times', { created: f.dateTime(s.created_at), seen: f.dateTime(s.last_seen_at) })}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
