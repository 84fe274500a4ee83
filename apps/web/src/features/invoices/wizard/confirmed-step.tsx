import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TripInvoice } from '@seaward/contract';
import { useTranslation } from 'react-i18next';
import { InvoicePreview } from './preview-step';

type Props = { invoice: TripInvoice; onBack: () => void; onDownload: () => void };

/** The Confirmed step: header, recipients, the preview, Back to all trips and Download (pending only). */
export function ConfirmedStep({ invoice, onBack, onDownload }: Props) {
  const { t } = useTranslation('invoices');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 40 }} />
        <Box>
          <Typography variant="h5" component="h2" data-testid="confirmed-header">
            {t('confirmed.title', { number: invoice.number ?? '' })}
          </Typography>
          <Typography color="text.secondary">{t(`confirmed.status.${invoice.status}`)}</Typography>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {t('confirmed.recipients')}
          </Typography>
          {invoice.email_recipients.length === 0 ? (
            <Typography color="text.secondary">{t('confirmed.noRecipients')}</Typography>
          ) : (
            <List dense aria-label={t('confirmed.recipients')}>
              {invoice.email_recipients.map((e) => (
                <ListItem key={e} disableGutters>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <MailOutlineIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={e} />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      </Paper>
      <InvoicePreview invoice={invoice} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onBack}>{t('actions.backToTrips')}</Button>
        <Button variant="contained" onClick={onDownload} disabled={invoice.status !== 'pending'}>
          {t('actions.download')}
        </Button>
      </Box>
    </Box>
  );
}
