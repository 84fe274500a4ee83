import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { zodResolver } from '@hookform/resolvers/zod';
import type { InUseData, ResourceDescriptor } from '@seaward/contract';
import { enqueueSnackbar } from 'notistack';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useForm, type Control, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { ConfirmDialog } from './confirm-dialog';
import { toFormValues } from './form-values';
import { useResourceMutations, type Row } from './resource-api';
import { ResourceFieldInput } from './resource-field';
import { useLeaveGuard } from './use-leave-guard';
import { serverFieldMessage, zodMessages } from './zod-messages';

type Props = {
  descriptor: ResourceDescriptor;
  record: Row | null;
  readOnly?: boolean;
  extraActions?: ReactNode;
  /** Shown below the fields with the values as typed (e.g. a live preview). */
  Preview?: ComponentType<{ control: Control<FieldValues> }>;
};

type FieldErrorData = { fields?: { field: string; message: string }[] };

/** The generic form: the server's zod schema, errors in the user's language, a guard for unsaved changes, delete with confirmation. */
export function ResourceForm({ descriptor, record, readOnly, extraActions, Preview }: Props) {
  const { t } = useTranslation('manage');
  const navigate = useNavigate();
  const { create, update, remove } = useResourceMutations(descriptor);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const resolver = zodResolver(descriptor.input, { error: zodMessages(t) } as never) as unknown as Resolver<FieldValues>;
  const form = useForm<FieldValues>({ resolver, defaultValues: toFormValues(descriptor, record), mode: 'onTouched' });
  const { control, handleSubmit, setError, reset, formState } = form;
  const guard = useLeaveGuard(formState.isDirty && !formState.isSubmitting);
  const id = record ? String(record.id) : null;
  const listPath = `/manage/${descriptor.key}`;

  const showServerError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400) {
      const fields = (error.data as FieldErrorData | undefined)?.fields ?? [];
      const known = fields.filter((f) => descriptor.fields.some((d) => d.name === f.field.split('.')[0]));
      known.forEach((f, index) => setError(f.field.split('.')[0]!, { message: serverFieldMessage(t, f.message) }, { shouldFocus: index === 0 }));
      if (known.length === fields.length && known.length > 0) return setProblem(null);
    }
    if (error instanceof ApiError && error.status === 409) {
      const usedBy = (error.data as InUseData | undefined)?.usedBy ?? [];
      const what = usedBy.map((u) => t('form.usedByEntry', { count: u.count, what: t(`entries.${u.resource}.label`, { defaultValue: u.resource }) })).join(', ');
      return setProblem(what ? t('form.inUse', { what }) : t('form.inUseUnknown'));
    }
    setProblem((error as Error).message);
  };

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      if (id) {
        const saved = await update.mutateAsync({ id, body: values });
        reset(toFormValues(descriptor, saved));
      } else {
        const saved = await create.mutateAsync(values);
        guard.allow();
        navigate(`${listPath}/${encodeURIComponent(String(saved.id))}`, { replace: true });
      }
      enqueueSnackbar(t('form.saved'), { variant: 'success' });
    } catch (error) {
      showServerError(error);
    }
  });

  const onDelete = async () => {
    if (!id) return;
    try {
      await remove.mutateAsync(id);
      setConfirmDelete(false);
      guard.allow();
      enqueueSnackbar(t('form.deleted'), { variant: 'success' });
      navigate(listPath);
    } catch (error) {
      setConfirmDelete(false);
      showServerError(error);
    }
  };

  const title = record ? String(record[descriptor.titleField] ?? '') : '';
  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, md: 3 } }} aria-label={t('form.label')}>
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {problem}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {descriptor.fields
          .filter((field) => !(field.createOnly && record))
          .map((field) => (
            <Box key={field.name} sx={{ gridColumn: field.span === 2 || field.kind === 'permissions' ? '1 / -1' : undefined }}>
              <ResourceFieldInput resource={descriptor.key} field={field} control={control} disabled={readOnly} />
            </Box>
          ))}
      </Box>
      {Preview && <Preview control={control} />}
      <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap', alignItems: 'center' }}>
        {!readOnly && (
          <Button type="submit" variant="contained" startIcon={<SaveOutlinedIcon />} disabled={formState.isSubmitting || (Boolean(record) && !formState.isDirty)}>
            {record ? t('form.save') : t('form.create')}
          </Button>
        )}
        <Button onClick={() => navigate(listPath)}>{t('form.back')}</Button>
        {extraActions}
        <Box sx={{ flex: 1 }} />
        {record && !readOnly && descriptor.canDelete !== false && (
          <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirmDelete(true)}>
            {t('form.delete')}
          </Button>
        )}
      </Box>
      <ConfirmDialog
        open={confirmDelete}
        title={t('form.deleteTitle', { name: title })}
        message={t('form.deleteMessage', { name: title })}
        confirmLabel={t('form.delete')}
        danger
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirmDelete(false)}
      />
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
