import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { manageRoutes, type WebhookDelivery } from '@seaward/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import type { Row } from '../resources/resource-api';

const COLOURS: Record<string, 'success' | 'warning' | 'error' | 'default'> = { delivered: 'success', retrying: 'warning', failed: 'error', pending: 'default' };

/** The last deliveries of a webhook: event, outcome, attempts, the receiver's answer. */
export function DeliveryLog({ record }: { record: Row }) {
  const { t, i18n } = useTranslation('manage');
  const id = String(record.id);
  const { data = [], isPending } = useQuery({
    queryKey: ['manage', 'webhooks', 'deliveries', id],
    queryFn: () => api.get<WebhookDelivery[]>(`${manageRoutes.record('webhooks', id)}/deliveries`),
    refetchInterval: 5000,
  });
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-labelledby="deliveries-title">
      <Typography id="deliveries-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('webhooks.deliveries')}
      </Typography>
      {isPending ? null : data.length === 0 ? (
        <Typography color="text.secondary">{t('webhooks.noDeliveries')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {['created_at', 'event', 'status', 'attempts', 'response_status', 'error'].map((c) => (
                <TableCell key={c} sx={{ fontWeight: 600 }}>
                  {t(`webhooks.log.${c}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((d) => (
              <TableRow key={d.id} data-testid="delivery-row">
                <TableCell>{time.format(new Date(d.created_at))}</TableCell>
                <TableCell>{t(`webhooks.options.events.${d.event}`, { defaultValue: d.event })}</TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" color={COLOURS[d.status] ?? 'default'} label={t(`webhooks.options.last_status.${d.status}`, { defaultValue: d.status })} />
                </TableCell>
                <TableCell>{d.attempts}</TableCell>
                <TableCell>{d.response_status ?? '—'}</TableCell>
                <TableCell sx={{ color: 'text.secondary' }}>{d.error ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
