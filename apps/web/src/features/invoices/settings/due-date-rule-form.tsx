import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DUE_DATE_BASES, DUE_DATE_RULES, type DueDateRule, MAX_DAY_OF_MONTH, computeDueDate } from '@seaward/contract';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from 'react-i18next';

type Props = { title: string; value: DueDateRule; onChange: (next: DueDateRule) => void; disabled: boolean; errors: Record<string, string>; testId: string };

const toInt = (s: string) => (s.trim() === '' ? null : Math.trunc(Number(s)));

/**
 * One due-date rule: inactive disables its fields; the rule selector appears
 * once a base date is chosen; days or day of month by rule; for next month
 * the last day or a specific day (1-28).
 */
export function DueDateRuleForm({ title, value, onChange, disabled, errors, testId }: Props) {
  const { t } = useTranslation('invoices');
  const { date } = useFormat();
  // The server's own rule (one shared function): what the rule gives when its base date is today.
  const today = new Date().toISOString().slice(0, 10);
  const example = computeDueDate(value, Object.fromEntries(DUE_DATE_BASES.map((b) => [b, today])));
  const set = (patch: Partial<DueDateRule>) => onChange({ ...value, ...patch });
  const off = disabled || !value.active;
  const err = (k: string) => (errors[k] ? { error: true, helperText: t(`errors.${errors[k]}`, { max: MAX_DAY_OF_MONTH }) } : {});
  const dayField = (
    <TextField
      label={t('rule.dayOfMonth')}
      type="number"
      value={value.day_of_month ?? ''}
      onChange={(e) => set({ day_of_month: toInt(e.target.value) })}
      disabled={off}
      required
      slotProps={{ htmlInput: { min: 1, max: MAX_DAY_OF_MONTH, step: 1 } }}
      {...err('day_of_month')}
    />
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, alignContent: 'start' }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <FormControlLabel control={<Switch checked={value.active} disabled={disabled} onChange={(e) => set({ active: e.target.checked })} />} label={t('rule.active')} />
      </Box>
      <TextField select label={t('rule.baseDate')} value={value.base_date ?? ''} onChange={(e) => set({ base_date: e.target.value as DueDateRule['base_date'] })} disabled={off} required {...err('base_date')}>
        {DUE_DATE_BASES.map((b) => (
          <MenuItem key={b} value={b}>
            {t(`rule.bases.${b}`)}
          </MenuItem>
        ))}
      </TextField>
      {value.base_date && (
        <TextField select label={t('rule.rule')} value={value.rule ?? ''} onChange={(e) => set({ rule: e.target.value as DueDateRule['rule'], last_day_of_month: false })} disabled={off} required {...err('rule')}>
          {DUE_DATE_RULES.map((r) => (
            <MenuItem key={r} value={r}>
              {t(`rule.rules.${r}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {value.base_date && value.rule === 'days_after' && (
        <TextField
          label={t('rule.daysAfter')}
          type="number"
          value={value.days_after ?? ''}
          onChange={(e) => set({ days_after: toInt(e.target.value) })}
          disabled={off}
          required
          slotProps={{ htmlInput: { min: 0, max: 3650, step: 1 } }}
          {...err('days_after')}
        />
      )}
      {value.base_date && value.rule === 'day_of' && dayField}
      {value.base_date && value.rule === 'day_of_next_month' && (
        <>
          <RadioGroup row value={value.last_day_of_month ? 'last' : 'specific'} onChange={(e) => set({ last_day_of_month: e.target.value === 'last' })}>
            <FormControlLabel value="last" control={<Radio />} label={t('rule.lastDay')} disabled={off} />
            <FormControlLabel value="specific" control={<Radio />} label={t('rule.specificDay')} disabled={off} />
          </RadioGroup>
          {!value.last_day_of_month && dayField}
        </>
      )}
      {example && (
        <Typography variant="body2" color="text.secondary" data-testid={`${testId}-example`}>
          {t('rule.example', { base: t(`rule.bases.${value.base_date}`).toLowerCase(), date: date(`${example}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }) })}
        </Typography>
      )}
    </Paper>
  );
}
