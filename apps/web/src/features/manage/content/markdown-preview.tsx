import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';

const DELAY_MS = 400;

/** The value of a field, settled for a moment (so the preview is not fetched on every key). */
export function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** Server-rendered HTML (already sanitised by the server) in a framed box. */
export function RenderedHtml({ html, label }: { html: string; label: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: '#fbfcfd', '& p': { my: 0.75 }, '& a': { color: 'secondary.dark' } }} aria-label={label}>
      <Box dangerouslySetInnerHTML={{ __html: html }} />
    </Paper>
  );
}

/** The body as it will be shown: rendered and sanitised by the server. */
export function MarkdownPreview({ control }: { control: Control<FieldValues> }) {
  const { t } = useTranslation('manage');
  const body = useSettled(String(useWatch({ control, name: 'body' }) ?? ''));
  const { data } = useQuery({
    queryKey: ['manage', 'markdown-preview', body],
    queryFn: () => api.post<{ html: string }>('/v1/seaward/manage/markdown-preview', { body }),
    enabled: body.trim() !== '',
    meta: { errorToast: false },
  });
  return (
    <Box sx={{ mt: 2.5 }}>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {t('preview.title')}
      </Typography>
      <RenderedHtml html={body.trim() && data ? data.html : `<p>${t('preview.empty')}</p>`} label={t('preview.title')} />
    </Box>
  );
}
