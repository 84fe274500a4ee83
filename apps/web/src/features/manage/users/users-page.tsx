import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { manageRoutes, usersResource } from '@seaward/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { createResourcePage } from '../resources/create-resource-page';
import { manageKeys, type Row } from '../resources/resource-api';

function ResendInvitation({ record }: { record: Row }) {
  const { t } = useTranslation('manage');
  const client = useQueryClient();
  const send = useMutation({
    mutationFn: () => api.post(`${manageRoutes.record('users', String(record.id))}/invite`),
    onSuccess: () => {
      enqueueSnackbar(t('users.invitationSent', { email: String(record.email) }), { variant: 'success' });
      void client.invalidateQueries({ queryKey: manageKeys.history('users', String(record.id)) });
    },
  });
  if (!record.active) return null;
  return (
    <Button startIcon={<ForwardToInboxOutlinedIcon />} onClick={() => send.mutate()} disabled={send.isPending}>
      {record.has_password ? t('users.sendReset') : t('users.resendInvitation')}
    </Button>
  );
}

function Status({ record }: { record: Row }) {
  const { t } = useTranslation('manage');
  if (!record.active) return <Chip size="small" label={t('users.inactive')} />;
  if (!record.has_password) return <Chip size="small" color="warning" variant="outlined" label={t('users.invited')} />;
  return <Chip size="small" color="success" variant="outlined" label={t('users.activeBadge')} />;
}

/** Users: invited by e-mail on creation; the record page can send the link again and shows the account's state. */
export const UsersPage = createResourcePage(usersResource, { Actions: ResendInvitation, badge: (record) => <Status record={record} /> });
