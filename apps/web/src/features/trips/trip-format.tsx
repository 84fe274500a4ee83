import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const STATUS_COLOURS: Record<string, 'default' | 'info' | 'success' | 'warning' | 'secondary'> = {
  planned: 'info',
  ongoing: 'secondary',
  completed: 'default',
  cancelled: 'warning',
};

/** A trip status as a small coloured chip. */
export function TripStatusChip({ status }: { status: string }) {
  const { t } = useTranslation('staff');
  return <Chip size="small" label={t(`trips.status.${status}`)} color={STATUS_COLOURS[status] ?? 'default'} variant={status === 'ongoing' ? 'filled' : 'outlined'} />;
}

/** An invoice status, or a dash when the trip has no invoice yet. */
export function InvoiceStatusChip({ status }: { status: string | null }) {
  const { t } = useTranslation('staff');
  if (!status) return <span aria-label={t('invoice.none')}>—</span>;
  return <Chip size="small" variant="outlined" color={status === 'paid' ? 'success' : status === 'pending' ? 'info' : 'default'} label={t(`invoice.status.${status}`, { defaultValue: status })} />;
}

/** Minor units to a localised amount with its currency (decimals as the currency has them). */
export function formatMoney(amountMinor: number, currency: string, language: string): string {
  const formatter = new Intl.NumberFormat(language, { style: 'currency', currency });
  const decimals = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(amountMinor / 10 ** decimals);
}
