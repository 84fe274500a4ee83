import type { TripDetail } from '@seaward/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { formatMoney } from '../trip-format';

/** One line per coverage type: sum insured, rate per period and premium; totals per currency. */
export function PremiumLines({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation('staff');
  const f = useFormat();
  const totals = new Map<string, number>();
  trip.lines.forEach((l) => totals.set(l.currency, (totals.get(l.currency) ?? 0) + l.amount_minor));
  return (
    <Card>
      <CardContent sx={{ p: 2.5 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('trip.premium')}
        </Typography>
        <Table size="small" aria-label={t('trip.premium')} sx={{ '& th': { color: 'text.secondary', fontWeight: 600 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('trip.lines.coverage')}</TableCell>
              <TableCell align="right">{t('trip.lines.sumInsured')}</TableCell>
              <TableCell align="right">{t('trip.lines.rate')}</TableCell>
              <TableCell align="right">{t('trip.lines.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {trip.lines.map((l) => (
              <TableRow key={l.coverage_code}>
                <TableCell>{t(`coverage.${l.coverage_code}`, { defaultValue: l.coverage_name })}</TableCell>
                <TableCell align="right">{formatMoney(l.sum_insured_minor, l.currency, f.language)}</TableCell>
                <TableCell align="right">{f.number(Number(l.rate_pct), { maximumFractionDigits: 4 })} %</TableCell>
                <TableCell align="right">{formatMoney(l.amount_minor, l.currency, f.language)}</TableCell>
              </TableRow>
            ))}
            {[...totals].map(([currency, amount]) => (
              <TableRow key={currency} sx={{ '& td': { fontWeight: 700, borderBottom: 0 } }}>
                <TableCell colSpan={3}>{t('trip.lines.total', { currency })}</TableCell>
                <TableCell align="right" data-testid={`premium-total-${currency}`}>{formatMoney(amount, currency, f.language)}</TableCell>
              </TableRow>
            ))}
            {trip.lines.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{t('trip.lines.none')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
