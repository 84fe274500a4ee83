import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TripInvoice } from '@seaward/contract';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../money';
import type { InvoiceFormApi } from './use-invoice-form';

/** One row per policy: the premium line it covers and its references; the policy reference is required. */
export function PoliciesField({ invoice, api, disabled }: { invoice: TripInvoice; api: InvoiceFormApi; disabled: boolean }) {
  const { t, i18n } = useTranslation('invoices');
  const { form, setPolicy, touched, touch } = api;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {invoice.policies.map((p) => {
        const d = form.policies[p.id]!;
        const missing = touched[p.id] && !d.policy_reference.trim();
        return (
          <Box key={p.id} data-testid={`policy-${p.id}`} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '220px 1fr 1fr 1.4fr' }, gap: 1.5, alignItems: 'start' }}>
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {p.coverage_type}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {p.excluded_area} · {formatAmount(p.amount_minor, p.currency, i18n.resolvedLanguage ?? 'en-GB')}
              </Typography>
            </Box>
            <TextField
              size="small"
              label={t('edit.policyReference')}
              required
              value={d.policy_reference}
              disabled={disabled}
              onChange={(e) => setPolicy(p.id, { policy_reference: e.target.value })}
              onBlur={() => touch(p.id)}
              error={missing}
              helperText={missing ? t('errors.policyReferenceRequired') : ' '}
            />
            <TextField size="small" label={t('edit.endorsementReference')} value={d.endorsement_reference} disabled={disabled} onChange={(e) => setPolicy(p.id, { endorsement_reference: e.target.value })} helperText=" " />
            <TextField size="small" label={t('edit.policyNotes')} value={d.notes} disabled={disabled} onChange={(e) => setPolicy(p.id, { notes: e.target.value })} helperText=" " />
          </Box>
        );
      })}
    </Box>
  );
}
