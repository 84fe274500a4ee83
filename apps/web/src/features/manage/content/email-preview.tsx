import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { manageRoutes, type EmailPreview } from '@seaward/contract';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { RenderedHtml, useSettled } from './markdown-preview';

/** The template rendered with the event's sample data, as the recipient would see it. */
export function EmailTemplatePreview({ control }: { control: Control<FieldValues> }) {
  const { t } = useTranslation('manage');
  const [event, language, subject, body] = useWatch({ control, name: ['event', 'language', 'subject', 'body'] }) as string[];
  // Settled as text: an object would be new on every render.
  const input = JSON.parse(useSettled(JSON.stringify({ event, language, subject, body }))) as Record<string, string | undefined>;
  const ready = Boolean(input.event && input.language && input.subject?.trim() && input.body?.trim());
  const { data, isError } = useQuery({
    queryKey: ['manage', 'email-preview', input],
    queryFn: () => api.post<EmailPreview>(`${manageRoutes.list('email-templates')}/preview`, input),
    enabled: ready,
    retry: false,
    meta: { errorToast: false },
  });
  return (
    <Box sx={{ mt: 2.5 }}>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {t('preview.emailTitle')}
      </Typography>
      {isError ? (
        <Alert severity="warning">{t('validation.template')}</Alert>
      ) : ready && data ? (
        <>
          <Typography sx={{ fontWeight: 600, mb: 1 }} data-testid="email-preview-subject">
            {data.subject}
          </Typography>
          <RenderedHtml html={data.html} label={t('preview.emailTitle')} />
        </>
      ) : (
        <Typography color="text.secondary">{t('preview.emailEmpty')}</Typography>
      )}
    </Box>
  );
}
