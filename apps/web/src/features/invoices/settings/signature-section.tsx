import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadSignature } from '../invoices-api';

export type Signature = { name: string | null; title: string | null; department: string | null; url: string | null };

/** Signature image upload with its preview (at most 100 px high, 200 px wide), and name, job title and department. */
export function SignatureSection({ value, onChange, disabled }: { value: Signature; onChange: (next: Signature) => void; disabled: boolean }) {
  const { t } = useTranslation('invoices');
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Signature>) => onChange({ ...value, ...patch });
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const url = await uploadSignature(file);
      set({ url });
      enqueueSnackbar(t('messages.signatureUploaded'), { variant: 'success' });
    } catch (e) {
      enqueueSnackbar((e as Error).message, { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, gap: 3 }}>
      <Box>
        <Box sx={{ width: 200, height: 100, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', mb: 1, bgcolor: '#fff' }}>
          {value.url ? (
            <Box component="img" src={value.url} alt={t('signature.preview')} data-testid="signature-preview" sx={{ maxHeight: 100, maxWidth: 200, objectFit: 'contain' }} />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {t('signature.none')}
            </Typography>
          )}
        </Box>
        <Button component="label" startIcon={<UploadIcon />} disabled={disabled || busy} size="small">
          {t('signature.upload')}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/webp"
            data-testid="signature-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {t('signature.hint')}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <TextField label={t('signature.name')} value={value.name ?? ''} onChange={(e) => set({ name: e.target.value })} disabled={disabled} />
        <TextField label={t('signature.jobTitle')} value={value.title ?? ''} onChange={(e) => set({ title: e.target.value })} disabled={disabled} />
        <TextField label={t('signature.department')} value={value.department ?? ''} onChange={(e) => set({ department: e.target.value })} disabled={disabled} />
      </Box>
    </Box>
  );
}
