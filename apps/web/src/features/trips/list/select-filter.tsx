import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

type Option = { value: string; label: string };

/** A drop-down filter whose first entry clears it. */
export function SelectFilter({ label, value, options, onChange, width = 200, name }: { label: string; value: string; options: Option[]; onChange: (v: string) => void; width?: number; name: string }) {
  const { t } = useTranslation('staff');
  return (
    <TextField select label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ width: { xs: '100%', sm: width } }} name={name} slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}>
      <MenuItem value="">
        <em>{t('filters.any')}</em>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
