import useMediaQuery from '@mui/material/useMediaQuery';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MAX_DATE, MIN_DATE } from '@seaward/contract/invoice-rules';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import 'dayjs/locale/nb';
import { useTranslation } from 'react-i18next';

const DAYJS_LOCALE: Record<string, string> = { 'en-GB': 'en-gb', 'fr-FR': 'fr', 'nb-NO': 'nb', 'ja-JP': 'ja' };
// MUI's own test for desktop mode.
const DESKTOP = '@media (pointer: fine)';
const ISO = 'YYYY-MM-DD';

type Props = {
  label: string;
  /** YYYY-MM-DD or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean;
  required?: boolean;
  minDate?: string;
  maxDate?: string;
  name?: string;
};

/**
 * A date picker storing YYYY-MM-DD, with the calendar of spec section 9:
 * 1900-01-01 to 2099-12-31, views year and day, 3 months and 3 years per row
 * (4 years on desktop), toolbar hidden on desktop; the display format comes
 * from the translation (ui:date.format).
 */
export function DateField({ label, value, onChange, disabled, required, minDate = MIN_DATE, maxDate = MAX_DATE, name }: Props) {
  const { t, i18n } = useTranslation('ui');
  const desktop = useMediaQuery(DESKTOP, { defaultMatches: true });
  const parsed = value ? dayjs(value) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={DAYJS_LOCALE[i18n.resolvedLanguage ?? 'en-GB'] ?? 'en-gb'}>
      <DatePicker
        label={label}
        value={parsed}
        onChange={(d: Dayjs | null) => onChange(d && d.isValid() ? d.format(ISO) : null)}
        disabled={disabled}
        format={t('date.format')}
        minDate={dayjs(minDate)}
        maxDate={dayjs(maxDate)}
        views={['year', 'day']}
        monthsPerRow={3}
        yearsPerRow={desktop ? 4 : 3}
        slotProps={{ toolbar: { hidden: desktop }, textField: { required, name, fullWidth: true } }}
      />
    </LocalizationProvider>
  );
}
