import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { BANK_ACCOUNT_TYPES, type BankAccount, type Currency } from '@seaward/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; initial: BankAccount | null; currencies: Currency[]; onClose: () => void; onSave: (account: BankAccount) => void };

const blank = (): BankAccount => ({ id: '', name: '', details: '', type: 'international', currency: '', swift: null, notes: null, active: true, preset: false });
const REQUIRED = ['name', 'details', 'currency', 'type'] as const;

/** Adds or edits one bank account; Reset restores the values it opened with; a new account gets a generated id. */
export function BankAccountDialog({ open, initial, currencies, onClose, onSave }: Props) {
  const { t } = useTranslation('invoices');
  const start = initial ?? blank();
  const [value, setValue] = useState<BankAccount>(start);
  const [submitted, setSubmitted] = useState(false);
  const set = (patch: Partial<BankAccount>) => setValue((v) => ({ ...v, ...patch }));
  const missing = (k: (typeof REQUIRED)[number]) => submitted && !String(value[k] ?? '').trim();
  const save = () => {
    setSubmitted(true);
    if (REQUIRED.some((k) => !String(value[k] ?? '').trim())) return;
    onSave({ ...value, id: value.id || crypto.randomUUID(), swift: value.swift?.trim().toUpperCase() || null, notes: value.notes?.trim() || null });
  };
  const req = (k: (typeof REQUIRED)[number]) => ({ required: true, error: missing(k), helperText: missing(k) ? t('errors.required') : undefined });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="bank-dialog-title" slotProps={{ paper: { sx: { minWidth: { sm: 400 }, width: { sm: 520 } } } }}>
      <DialogTitle id="bank-dialog-title">{initial ? t('bank.editTitle') : t('bank.addTitle')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <TextField label={t('bank.name')} value={value.name} onChange={(e) => set({ name: e.target.value })} {...req('name')} />
          <TextField label={t('bank.details')} value={value.details} onChange={(e) => set({ details: e.target.value })} multiline minRows={2} maxRows={4} {...req('details')} />
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            <TextField select label={t('bank.currency')} value={value.currency} onChange={(e) => set({ currency: e.target.value })} {...req('currency')}>
              {currencies.map((c) => (
                <MenuItem key={c.code} value={c.code}>
                  {c.code} · {c.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label={t('bank.type')} value={value.type} onChange={(e) => set({ type: e.target.value as BankAccount['type'] })} {...req('type')}>
              {BANK_ACCOUNT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`bankType.${type}`)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <TextField label={t('bank.swift')} value={value.swift ?? ''} onChange={(e) => set({ swift: e.target.value.toUpperCase() })} slotProps={{ htmlInput: { maxLength: 11, style: { textTransform: 'uppercase' } } }} />
          <TextField label={t('bank.notes')} value={value.notes ?? ''} onChange={(e) => set({ notes: e.target.value })} multiline minRows={2} maxRows={4} />
          <Box sx={{ display: 'flex', gap: 3 }}>
            <FormControlLabel control={<Switch checked={value.active} onChange={(e) => set({ active: e.target.checked })} />} label={t('bank.active')} />
            <FormControlLabel control={<Switch checked={value.preset} onChange={(e) => set({ preset: e.target.checked })} />} label={t('bank.preset')} />
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          onClick={() => {
            setValue(start);
            setSubmitted(false);
          }}
        >
          {t('actions.reset')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button variant="contained" onClick={save}>
          {t('actions.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
