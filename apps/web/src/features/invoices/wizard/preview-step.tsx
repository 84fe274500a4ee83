import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TripInvoice } from '@seaward/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/spinner';
import { InvoiceFrame } from '../invoice-frame';
import { previewQuery } from '../invoices-api';

/** The invoice HTML as the server renders it, in the sandboxed frame. */
export function InvoicePreview({ invoice }: { invoice: TripInvoice }) {
  const { t } = useTranslation('invoices');
  const q = useQuery(previewQuery(invoice.trip_reference, invoice.created_at + (invoice.confirmed_at ?? ''), invoice.status));
  if (q.error) throw q.error;
  if (!q.data)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <Spinner label={t('loading')} />
      </Box>
    );
  return <InvoiceFrame html={q.data.html} title={t('preview.frameTitle', { reference: invoice.trip_reference })} />;
}

type Props = { invoice: TripInvoice; canConfirm: boolean; busy: boolean; onBack: () => void; onDownload: () => void; onConfirm: () => void };

/** The Preview step: Back, Download (PDF) and Confirm, for a draft only. */
export function PreviewStep({ invoice, canConfirm, busy, onBack, onDownload, onConfirm }: Props) {
  const { t } = useTranslation('invoices');
  const draft = invoice.status === 'draft';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <InvoicePreview invoice={invoice} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onBack} disabled={!draft}>
          {t('actions.back')}
        </Button>
        <Button onClick={onDownload} disabled={!draft}>
          {t('actions.download')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={!draft || !canConfirm || busy}>
          {t('actions.confirm')}
        </Button>
      </Box>
    </Box>
  );
}
