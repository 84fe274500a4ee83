import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { manageRoutes } from '@seaward/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { manageKeys, type Row } from '../resources/resource-api';

/** "Send test" and "New signing secret" (the secret is shown this once). */
export function WebhookActions({ record }: { record: Row }) {
  const { t } = useTranslation('manage');
  const client = useQueryClient();
  const id = String(record.id);
  const [secret, setSecret] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: manageKeys.all('webhooks') });
  const test = useMutation({
    mutationFn: () => api.post(`${manageRoutes.record('webhooks', id)}/test`),
    onSuccess: () => {
      enqueueSnackbar(t('webhooks.testQueued'), { variant: 'success' });
      void refresh();
    },
  });
  const rotate = useMutation({
    mutationFn: () => api.post<{ secret: string }>(`${manageRoutes.record('webhooks', id)}/secret`),
    onSuccess: (data) => {
      setSecret(data.secret);
      void refresh();
    },
  });
  return (
    <>
      <Button startIcon={<SendOutlinedIcon />} onClick={() => test.mutate()} disabled={test.isPending}>
        {t('webhooks.sendTest')}
      </Button>
      <Button startIcon={<KeyOutlinedIcon />} onClick={() => rotate.mutate()} disabled={rotate.isPending}>
        {t('webhooks.newSecret')}
      </Button>
      <Dialog open={secret !== null} onClose={() => setSecret(null)} maxWidth="sm" fullWidth>
        <DialogTitle>{t('webhooks.secretTitle')}</DialogTitle>
        <DialogContent>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('webhooks.secretOnce')}
          </Alert>
          <Typography component="code" sx={{ display: 'block', p: 1.5, bgcolor: 'background.default', borderRadius: 1, fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="webhook-secret">
            {secret}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setSecret(null)}>
            {t('webhooks.secretDone')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
