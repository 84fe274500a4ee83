import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormat } from '../../i18n/format';
import { Spinner } from '../../ui/spinner';
import { LazySmallMap } from '../map/small-map-lazy';
import { FactsCard } from '../trips/detail/facts';
import { PageFrame } from '../trips/list/page-frame';
import { ServerTable } from '../trips/list/server-table';
import { tripColumns } from '../trips/trip-columns';
import { formatMoney } from '../trips/trip-format';
import { useTrips } from '../trips/trips-api';
import { vesselQuery } from './vessels-api';

/** /vessels/{id}: particulars, latest position on a small map, and the vessel's trips. */
export function VesselPage() {
  const { t } = useTranslation('staff');
  const f = useFormat();
  const { id = '' } = useParams();
  const vessel = useQuery({ ...vesselQuery(id), throwOnError: true }).data;
  const trips = useTrips({ vessel_id: id, perPage: 100, sort: '-entry_at' });
  if (!vessel)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <Spinner label={t('common.loading')} />
      </Box>
    );
  const p = vessel.position;
  return (
    <PageFrame title={vessel.name} subtitle={[vessel.type && t(`vesselTypes.${vessel.type}`, { defaultValue: vessel.type }), vessel.organisation?.name].filter(Boolean).join(' · ')}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start', mb: 3 }}>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <FactsCard
            title={t('vessel.particulars')}
            facts={[
              ['IMO', vessel.imo],
              ['MMSI', vessel.mmsi],
              [t('vessels.columns.flag'), vessel.flag],
              [t('vessels.columns.built'), vessel.built_year],
              [t('vessel.grossTonnage'), vessel.gross_tonnage == null ? null : f.number(vessel.gross_tonnage)],
              [t('vessel.hullValue'), vessel.hull_value_minor == null || !vessel.value_currency ? null : formatMoney(vessel.hull_value_minor, vessel.value_currency, f.language)],
              [t('vessels.columns.organisation'), vessel.organisation?.name],
            ]}
          />
          <FactsCard
            title={t('vessel.position')}
            facts={
              p
                ? [
                    [t('map.positionTime'), f.dateTime(p.recorded_at)],
                    [t('vessel.latLon'), `${f.number(p.lat, { maximumFractionDigits: 3 })}, ${f.number(p.lon, { maximumFractionDigits: 3 })}`],
                    [t('map.speedCourse'), `${p.speed_kn == null ? '—' : t('map.knots', { speed: f.number(p.speed_kn) })} · ${p.course_deg == null ? '—' : `${p.course_deg}°`}`],
                  ]
                : [[t('vessel.position'), t('vessel.noPosition')]]
            }
          />
        </Box>
        <LazySmallMap track={vessel.track} point={p ? [p.lon, p.lat] : null} height={360} label={t('vessel.mapLabel', { vessel: vessel.name })} />
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('vessel.trips')}
      </Typography>
      <ServerTable
        label={t('vessel.trips')}
        columns={tripColumns(t, { date: (v) => f.date(v), number: f.number, language: f.language }).filter((c) => c.key !== 'vessel')}
        rows={trips.data?.data ?? []}
        rowKey={(r) => r.id}
        total={trips.data?.total ?? 0}
        capped={false}
        page={1}
        perPage={100}
        sort="-entry_at"
        loading={trips.isFetching}
      />
    </PageFrame>
  );
}
