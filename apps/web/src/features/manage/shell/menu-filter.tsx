import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** The drawer's further control: narrows the entries as the user types. */
export function MenuFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('manage');
  return (
    <TextField
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={t('menu.filter')}
      slotProps={{
        htmlInput: { 'aria-label': t('menu.filter') },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
