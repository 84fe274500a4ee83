import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The IANA time zone, chosen from the browser's own list (the server checks it against its own). */
export function TimeZoneField({ control }: { control: Control<FieldValues> }) {
  const { t } = useTranslation('manage');
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  return (
    <Controller
      name="time_zone"
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={zones}
          value={String(field.value ?? '')}
          onChange={(_e, value) => field.onChange(value ?? '')}
          disableClearable
          renderInput={(params) => <TextField {...params} label={t('tenant-settings.fields.time_zone')} error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />}
        />
      )}
    />
  );
}
