import type { Subscription } from '@seaward/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/spinner';
import { PageFrame } from '../trips/list/page-frame';
import { type Column, ServerTable } from '../trips/list/server-table';
import { SubscriptionDialog } from './subscription-dialog';
import { subscriptionsQuery, useDeleteSubscription } from './subscriptions-api';

/** /subscriptions: what the user wants to be told about, where, and how. */
export function SubscriptionsPage() {
  const { t } = useTranslation('staff');
  const list = useQuery(subscriptionsQuery());
  const remove = useDeleteSubscription();
  const [editing, setEditing] = useState<Subscription | 'new' | null>(null);
  const columns: Column<Subscription>[] = [
    { key: 'event', label: t('subscriptions.event'), render: (s) => <Typography variant="body2" sx={{ fontWeight: 600 }}>{t(`subscriptions.events.${s.event}`)}</Typography> },
    { key: 'scope', label: t('subscriptions.scope'), render: (s) => (s.scope === 'all' ? t('subscriptions.scopes.all') : `${t(`subscriptions.scopes.${s.scope}`)}: ${s.scope_name ?? '—'}`) },
    {
      key: 'channels',
      label: t('subscriptions.channels'),
      render: (s) => (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {s.in_app && <Chip size="small" label={t('subscriptions.inApp')} />}
          {s.email && <Chip size="small" label={t('subscriptions.email')} />}
        </Box>
      ),
    },
    {
      key: 'actions',
      label: '',
      align: 'right',
      render: (s) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <IconButton size="small" aria-label={t('subscriptions.edit')} onClick={() => setEditing(s)}><EditIcon fontSize="small" /></IconButton>
          <IconButton size="small" aria-label={t('subscriptions.delete')} onClick={() => remove.mutate(s.id)}><DeleteIcon fontSize="small" /></IconButton>
        </Box>
      ),
    },
  ];
  return (
    <PageFrame wide={false} title={t('subscriptions.title')} subtitle={t('subscriptions.subtitle')} actions={<Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>{t('subscriptions.new')}</Button>}>
      {list.isLoading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}><Spinner label={t('common.loading')} /></Box>
      ) : list.data?.length ? (
        <ServerTable label={t('subscriptions.title')} columns={columns} rows={list.data} rowKey={(s) => s.id} total={list.data.length} capped={false} page={1} perPage={100} sort="" loading={list.isFetching} />
      ) : (
        <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }}>
          <NotificationsActiveIcon color="secondary" sx={{ fontSize: 40, mb: 1 }} />
          <Typography variant="h6" component="p">{t('subscriptions.emptyTitle')}</Typography>
          <Typography color="text.secondary">{t('subscriptions.emptyText')}</Typography>
        </Paper>
      )}
      {editing && <SubscriptionDialog open initial={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
}
