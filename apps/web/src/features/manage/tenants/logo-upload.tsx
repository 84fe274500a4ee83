import UploadOutlinedIcon from '@mui/icons-material/UploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MAX_TENANT_LOGO_BYTES, manageRoutes } from '@seaward/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { manageKeys, type Row } from '../resources/resource-api';

/** The tenant's logo: the current one and an upload (PNG, JPEG or WebP up to 512 KB). */
export function LogoUpload({ record }: { record: Row }) {
  const { t } = useTranslation('manage');
  const client = useQueryClient();
  const [version, setVersion] = useState(0);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post(`${manageRoutes.record('tenants', String(record.id))}/logo`, form);
    },
    onSuccess: async () => {
      setVersion((v) => v + 1);
      enqueueSnackbar(t('tenants.logoSaved'), { variant: 'success' });
      await client.invalidateQueries({ queryKey: queryKeys.tenant });
      await client.invalidateQueries({ queryKey: manageKeys.all('tenants') });
    },
  });
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_TENANT_LOGO_BYTES) return enqueueSnackbar(t('tenants.logoTooLarge'), { variant: 'error' });
    upload.mutate(file);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-labelledby="logo-title">
      <Typography id="logo-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('tenants.logo')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
        <Box sx={{ width: 150, height: 50, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', placeItems: 'center', bgcolor: '#fff' }}>
          {record.has_logo ? <Box component="img" src={`/api/v1/seaward/tenant/logo.svg?v=${version}`} alt={t('tenants.logo')} sx={{ width: 150, height: 50, objectFit: 'contain' }} /> : <Typography variant="caption" color="text.secondary">{t('tenants.noLogo')}</Typography>}
        </Box>
        <Box>
          <Button component="label" variant="outlined" startIcon={<UploadOutlinedIcon />} disabled={upload.isPending}>
            {t('tenants.uploadLogo')}
            <input hidden type="file" accept="image/png,image/jpeg,image/webp" onChange={(e) => choose(e.target.files?.[0])} />
          </Button>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {t('tenants.logoHint')}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}
