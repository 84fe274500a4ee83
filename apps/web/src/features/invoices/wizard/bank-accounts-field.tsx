import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { TripInvoice } from '@seaward/contract';
import { useTranslation } from 'react-i18next';
import type { InvoiceFormApi } from './use-invoice-form';

/** Bank accounts chosen by checkbox, with the 'too many accounts' and missing-currency messages. */
export function BankAccountsField({ invoice, api, disabled }: { invoice: TripInvoice; api: InvoiceFormApi; disabled: boolean }) {
  const { t } = useTranslation('invoices');
  const { form, update, problems } = api;
  return (
    <Box>
      {invoice.bank_accounts.length === 0 && <Typography color="text.secondary">{t('edit.noBankAccounts')}</Typography>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1 }}>
        {invoice.bank_accounts.map((a) => (
          <Box key={a.id} sx={{ border: 1, borderColor: form.selected[a.id] ? 'primary.main' : 'divider', borderRadius: 1, px: 1.5, py: 0.5 }}>
            <FormControlLabel
              disabled={disabled}
              control={<Checkbox checked={!!form.selected[a.id]} onChange={(e) => update({ selected: { ...form.selected, [a.id]: e.target.checked } })} />}
              label={
                <Box sx={{ py: 0.5 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {a.name} · {a.currency} · {t(`bankType.${a.type}`)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'pre-line', display: 'block' }}>
                    {a.details}
                    {a.swift ? `\nSWIFT/BIC ${a.swift}` : ''}
                  </Typography>
                </Box>
              }
            />
          </Box>
        ))}
      </Box>
      {problems.tooManyAccounts && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {t('errors.tooManyAccounts')}
        </Alert>
      )}
      {problems.missingCurrencies.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {t('errors.missingCurrencies', { currencies: problems.missingCurrencies.join(', ') })}
        </Alert>
      )}
    </Box>
  );
}
