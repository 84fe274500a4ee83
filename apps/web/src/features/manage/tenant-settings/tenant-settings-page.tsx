import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { TENANT_SETTINGS_ROUTE, tenantSettingsSchema, type ResourceField } from '@seaward/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { Spinner } from '../../../ui/spinner';
import { HistoryPanel } from '../resources/history-panel';
import { ResourceFieldInput } from '../resources/resource-field';
import { useLeaveGuard } from '../resources/use-leave-guard';
import { zodMessages } from '../resources/zod-messages';
import { ConfirmDialog } from '../resources/confirm-dialog';
import { ManageBreadcrumbs } from '../shell/manage-breadcrumbs';
import { pageNotFound } from '../shell/page-errors';
import { FeatureSwitches } from './feature-switches';
import { TimeZoneField } from './time-zone-field';

type Settings = { return_to_portal_url: string | null; map_tile_url: string | null; default_language: string; invoice_number_format: string; time_zone: string; features: string[] };

const KEY = ['manage', 'tenant-settings'] as const;
const FIELDS: ResourceField[] = [
  { name: 'default_language', kind: 'select', options: ['en-GB', 'fr-FR', 'nb-NO', 'ja-JP'] },
  { name: 'invoice_number_format', kind: 'text' },
  { name: 'return_to_portal_url', kind: 'url', span: 2 },
  { name: 'map_tile_url', kind: 'url', span: 2 },
];
const toValues = (s: Settings) => ({ ...s, return_to_portal_url: s.return_to_portal_url ?? '', map_tile_url: s.map_tile_url ?? '' });

function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation('manage');
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const resolver = zodResolver(tenantSettingsSchema, { error: zodMessages(t) } as never) as unknown as Resolver<FieldValues>;
  const { control, handleSubmit, reset, formState } = useForm<FieldValues>({ resolver, defaultValues: toValues(settings), mode: 'onTouched' });
  const guard = useLeaveGuard(formState.isDirty && !formState.isSubmitting);
  const save = useMutation({ mutationFn: (body: unknown) => api.put<Settings>(TENANT_SETTINGS_ROUTE, body), meta: { errorToast: false } });
  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const saved = await save.mutateAsync(values);
      reset(toValues(saved));
      client.setQueryData(KEY, saved);
      // The shell reads the tenant (name, settings, features): it shows the change at once.
      await client.invalidateQueries({ queryKey: queryKeys.tenant });
      await client.invalidateQueries({ queryKey: [...KEY, 'history'] });
      enqueueSnackbar(t('form.saved'), { variant: 'success' });
    } catch (error) {
      setProblem((error as Error).message);
    }
  });
  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, md: 3 } }} aria-label={t('form.label')}>
      {problem && <Alert severity="error" sx={{ mb: 2 }}>{problem}</Alert>}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TimeZoneField control={control} />
        {FIELDS.map((field) => (
          <Box key={field.name} sx={{ gridColumn: field.span === 2 ? '1 / -1' : undefined }}>
            <ResourceFieldInput resource="tenant-settings" field={field} control={control} />
          </Box>
        ))}
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('tenant-settings.featuresTitle')}
      </Typography>
      <FeatureSwitches control={control} />
      <Box sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" startIcon={<SaveOutlinedIcon />} disabled={formState.isSubmitting || !formState.isDirty}>
          {t('form.save')}
        </Button>
      </Box>
      <ConfirmDialog
        open={guard.blocker.state === 'blocked'}
        title={t('form.leaveTitle')}
        message={t('form.leaveMessage')}
        confirmLabel={t('form.leave')}
        danger
        onConfirm={() => guard.blocker.proceed?.()}
        onCancel={() => guard.blocker.reset?.()}
      />
    </Paper>
  );
}

/** /manage/tenant-settings: typed settings and feature switches, with their history. */
export function TenantSettingsPage({ sub }: { sub: string }) {
  const { t } = useTranslation('manage');
  const { data, isPending, isError, error } = useQuery({ queryKey: KEY, queryFn: () => api.get<Settings>(TENANT_SETTINGS_ROUTE), meta: { errorToast: false } });
  if (sub !== '') throw pageNotFound();
  if (isError) throw error;
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <ManageBreadcrumbs trail={[{ label: t('entries.tenant-settings.label') }]} />
      <Typography variant="h4" component="h1">
        {t('entries.tenant-settings.label')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {t('entries.tenant-settings.description')}
      </Typography>
      {isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <Spinner label={t('common.loading')} />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <SettingsForm key={JSON.stringify(data)} settings={data} />
          <HistoryPanel resource="tenant-settings" id="current" path={`${TENANT_SETTINGS_ROUTE}/history`} />
        </Box>
      )}
    </Box>
  );
}
