import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { InvoiceListItem } from '@seaward/contract';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { usePermissions } from '../../../session/use-permissions';
import { useAppLink } from '../../../ui/app-link';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Spinner } from '../../../ui/spinner';
import { organisationInvoicesQuery, organisationQuery, useSetInvoiceStatus } from '../invoices-api';
import { formatAmount } from '../money';

const COLOURS = { draft: 'default', pending: 'warning', paid: 'success', cancelled: 'error' } as const;

function TripLink({ reference }: { reference: string }) {
  const link = useAppLink(`/invoice?trip_id=${encodeURIComponent(reference)}`);
  return <Link {...link}>{reference}</Link>;
}

/** Route /manage/invoices/list?organisation_id=...: the organisation's invoices, with mark paid and cancel. */
export function InvoiceListPage() {
  const { t } = useTranslation('invoices');
  const { date, language } = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const { can } = usePermissions();
  const [params] = useSearchParams();
  const id = params.get('organisation_id');
  if (!id) throw new Error(t('errors.organisationIdRequired'));
  const org = useQuery(organisationQuery(id));
  const list = useQuery(organisationInvoicesQuery(id));
  const setStatus = useSetInvoiceStatus(id);
  const [asking, setAsking] = useState<{ item: InvoiceListItem; action: 'paid' | 'cancel' } | null>(null);
  if (org.error) throw new Error(t('errors.unableOrganisation'));
  if (list.error) throw list.error;
  const settingsLink = `/manage/invoices?organisation_id=${id}`;
  const run = () => {
    if (!asking) return;
    setStatus.mutate(
      { ref: asking.item.trip_reference, action: asking.action },
      { onSuccess: () => enqueueSnackbar(t(asking.action === 'paid' ? 'messages.markedPaid' : 'messages.cancelled'), { variant: 'success' }), onError: (e) => enqueueSnackbar(e.message, { variant: 'error' }) },
    );
    setAsking(null);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1200 }}>
      <Breadcrumbs
        crumbs={[
          { label: t('breadcrumbs.home'), to: '/' },
          { label: t('breadcrumbs.manage'), to: '/manage' },
          { label: t('breadcrumbs.organisations'), to: '/manage/organisations' },
          { label: t('breadcrumbs.invoiceSettings'), to: settingsLink },
          { label: t('list.title') },
        ]}
      />
      <Box>
        <Typography variant="h4" component="h1">
          {t('list.title')}
        </Typography>
        <Typography color="text.secondary">{org.data?.name}</Typography>
      </Box>
      {!list.data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <Spinner label={t('loading')} />
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('list.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('list.trip')}</TableCell>
                <TableCell>{t('list.vessel')}</TableCell>
                <TableCell>{t('list.number')}</TableCell>
                <TableCell>{t('list.status')}</TableCell>
                <TableCell>{t('list.dueDate')}</TableCell>
                <TableCell align="right">{t('list.total')}</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>
                    <Typography color="text.secondary">{t('list.empty')}</Typography>
                  </TableCell>
                </TableRow>
              )}
              {list.data.map((item) => (
                <TableRow key={item.trip_reference} data-testid={`invoice-row-${item.trip_reference}`}>
                  <TableCell>
                    <TripLink reference={item.trip_reference} />
                  </TableCell>
                  <TableCell>{item.vessel}</TableCell>
                  <TableCell>{item.number ?? '—'}</TableCell>
                  <TableCell>
                    <Chip size="small" color={COLOURS[item.status]} label={t(`status.${item.status}`)} />
                  </TableCell>
                  <TableCell>{item.due_date ? date(`${item.due_date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }) : '—'}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {item.totals.map((x) => formatAmount(x.amount_minor, x.currency, language)).join(' + ')}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" disabled={item.status !== 'pending' || !can('confirm-invoice')} onClick={() => setAsking({ item, action: 'paid' })}>
                      {t('list.markPaid')}
                    </Button>
                    <Button size="small" color="error" disabled={!['draft', 'pending'].includes(item.status) || !can('confirm-invoice')} onClick={() => setAsking({ item, action: 'cancel' })}>
                      {t('list.cancel')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <ConfirmDialog
        open={asking != null}
        title={asking?.action === 'paid' ? t('list.markPaidTitle') : t('list.cancelTitle')}
        message={t(asking?.action === 'paid' ? 'list.markPaidMessage' : 'list.cancelMessage', { number: asking?.item.number ?? asking?.item.trip_reference ?? '' })}
        confirmLabel={asking?.action === 'paid' ? t('list.markPaid') : t('list.cancel')}
        danger={asking?.action === 'cancel'}
        onConfirm={run}
        onCancel={() => setAsking(null)}
      />
    </Box>
  );
}
