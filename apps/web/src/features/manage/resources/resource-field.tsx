import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ResourceField } from '@seaward/contract';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PermissionMatrix } from './permission-matrix';
import { optionsQuery } from './resource-api';
import { useOptionLabel } from './use-labels';

type Props = { resource: string; field: ResourceField; control: Control<FieldValues>; disabled?: boolean };

function ReferenceInput({ field, value, onChange, label, error, helperText, multiple, disabled }: {
  field: ResourceField;
  value: unknown;
  onChange: (v: unknown) => void;
  label: string;
  error: boolean;
  helperText?: string;
  multiple: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('manage');
  const { data = [], isPending } = useQuery(optionsQuery(field.reference!));
  if (multiple) {
    const ids = Array.isArray(value) ? value.map(Number) : [];
    return (
      <Autocomplete
        multiple
        options={data}
        loading={isPending}
        disabled={disabled}
        value={data.filter((o) => ids.includes(Number(o.id)))}
        onChange={(_e, chosen) => onChange(chosen.map((o) => Number(o.id)))}
        getOptionLabel={(o) => o.label}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => <TextField {...params} label={label} error={error} helperText={helperText} />}
      />
    );
  }
  return (
    <TextField select fullWidth label={label} value={data.length ? String(value ?? '') : ''} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))} error={error} helperText={helperText} disabled={disabled}>
      <MenuItem value="">
        <em>{t('form.none')}</em>
      </MenuItem>
      {data.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One form field drawn from its declaration, bound to react-hook-form. */
export function ResourceFieldInput({ resource, field, control, disabled }: Props) {
  const { t } = useTranslation('manage');
  const optionLabel = useOptionLabel(resource);
  const label = t(`${resource}.fields.${field.name}`);
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: input, fieldState }) => {
        const error = Boolean(fieldState.error);
        const helperText = fieldState.error?.message ?? (t(`${resource}.help.${field.name}`, { defaultValue: '' }) || undefined);
        switch (field.kind) {
          case 'boolean':
            return <FormControlLabel control={<Switch checked={Boolean(input.value)} onChange={(e) => input.onChange(e.target.checked)} disabled={disabled} />} label={label} />;
          case 'permissions':
            return <PermissionMatrix value={Array.isArray(input.value) ? (input.value as string[]) : []} onChange={input.onChange} disabled={disabled} />;
          case 'reference':
          case 'references':
            return <ReferenceInput field={field} value={input.value} onChange={input.onChange} label={label} error={error} helperText={helperText} multiple={field.kind === 'references'} disabled={disabled} />;
          case 'multiselect': {
            const chosen = Array.isArray(input.value) ? (input.value as string[]) : [];
            return (
              <Autocomplete
                multiple
                options={[...(field.options ?? [])]}
                value={chosen}
                disabled={disabled}
                onChange={(_e, next) => input.onChange(next)}
                getOptionLabel={(o) => optionLabel(field.name, o)}
                renderInput={(params) => <TextField {...params} label={label} error={error} helperText={helperText} />}
              />
            );
          }
          case 'tags': {
            const tags = Array.isArray(input.value) ? (input.value as string[]) : [];
            return (
              <Autocomplete
                multiple
                freeSolo
                options={[] as string[]}
                value={tags}
                disabled={disabled}
                onChange={(_e, next) => input.onChange(next.map((v) => String(v).trim()).filter(Boolean))}
                renderInput={(params) => <TextField {...params} label={label} error={error} helperText={helperText} />}
              />
            );
          }
          case 'select':
            return (
              <TextField select fullWidth label={label} value={input.value ?? ''} onChange={(e) => input.onChange(e.target.value)} onBlur={input.onBlur} error={error} helperText={helperText} disabled={disabled}>
                <MenuItem value="">
                  <em>{t('form.none')}</em>
                </MenuItem>
                {(field.options ?? []).map((o) => (
                  <MenuItem key={o} value={o}>
                    {optionLabel(field.name, o)}
                  </MenuItem>
                ))}
              </TextField>
            );
          default:
            return (
              <TextField
                fullWidth
                label={label}
                name={input.name}
                inputRef={input.ref}
                value={input.value ?? ''}
                onChange={input.onChange}
                onBlur={input.onBlur}
                error={error}
                helperText={helperText}
                disabled={disabled}
                type={field.kind === 'email' ? 'email' : field.kind === 'number' ? 'number' : field.kind === 'secret' ? 'password' : field.kind === 'date' ? 'date' : 'text'}
                slotProps={field.kind === 'date' ? { inputLabel: { shrink: true } } : undefined}
                multiline={field.kind === 'textarea' || field.kind === 'markdown'}
                minRows={field.kind === 'markdown' ? 8 : field.kind === 'textarea' ? 2 : undefined}
                maxRows={field.kind === 'textarea' ? 4 : undefined}
                autoComplete={field.kind === 'secret' ? 'new-password' : 'off'}
              />
            );
        }
      }}
    />
  );
}
