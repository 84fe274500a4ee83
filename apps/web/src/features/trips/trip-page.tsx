import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useFormat } from '../../i18n/format';
import { usePermissions } from '../../session/use-permissions';
import { Spinner } from '../../ui/spinner';
import { LazySmallMap } from '../map/small-map-lazy';
import { FactsCard } from './detail/facts';
import { PremiumLines } from './detail/premium-lines';
import { TripTimeline } from './detail/trip-timeline';
import { PageFrame } from './list/page-frame';
import { InvoiceStatusChip, TripStatusChip } from './trip-format';
import { tripQuery } from './trips-api';

/** Users who may open the invoice wizard. */
const INVOICE_PERMISSIONS = ['view-invoice', /^edit-invoice-/];

/** /trips/{reference}: summary, small map with the track, timeline, premium lines and invoice. */
export function TripPage() {
  const { t } = useTranslation('staff');
  const f = useFormat();
  const { reference = '' } = useParams();
  const { canAny } = usePermissions();
  const query = useQuery({ ...tripQuery(reference), throwOnError: true });
  const trip = query.data;
  if (!trip)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <Spinner label={t('common.loading')} />
      </Box>
    );
  return (
    <PageFrame
      title={
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
          {trip.reference} <TripStatusChip status={trip.status} />
        </Box>
      }
      subtitle={`${trip.vessel.name} · ${trip.area.name}`}
      actions={
        canAny(INVOICE_PERMISSIONS) && (
          <Button variant="contained" startIcon={<ReceiptLongIcon />} component={RouterLink} to={`/invoice?trip_id=${encodeURIComponent(trip.reference)}`}>
            {t('trip.invoice')}
          </Button>
        )
      }
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <FactsCard
            title={t('trip.summary')}
            facts={[
              [t('trips.columns.vessel'), <Link key="v" component={RouterLink} to={`/vessels/${trip.vessel.id}`}>{trip.vessel.name}</Link>],
              ['IMO', trip.vessel.imo],
              [t('trips.columns.organisation'), trip.organisation.name],
              [t('trips.columns.area'), <Link key="a" component={RouterLink} to={`/areas/${trip.area.id}`}>{trip.area.name}</Link>],
              [t('trips.columns.entry'), trip.entry_at ? f.dateTime(trip.entry_at) : '—'],
              [t('trips.columns.exit'), trip.exit_at ? f.dateTime(trip.exit_at) : '—'],
              [t('trips.columns.days'), trip.days == null ? '—' : f.number(trip.days)],
              [t('trips.columns.invoice'), <InvoiceStatusChip key="i" status={trip.invoice_status} />],
            ]}
          />
          <TripTimeline trip={trip} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <LazySmallMap area={trip.area.geometry} track={trip.track} height={340} label={t('trip.mapLabel', { area: trip.area.name })} />
          <PremiumLines trip={trip} />
        </Box>
      </Box>
    </PageFrame>
  );
}
