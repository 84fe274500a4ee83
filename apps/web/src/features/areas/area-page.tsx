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
import { areaQuery } from './areas-api';

/** /areas/{id}: outline on a small map, rates per coverage type, current trips. */
export function AreaPage() {
  const { t } = useTranslation('staff');
  const f = useFormat();
  const { id = '' } = useParams();
  const area = useQuery({ ...areaQuery(id), throwOnError: true }).data;
  if (!area)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <Spinner label={t('common.loading')} />
      </Box>
    );
  return (
    <PageFrame title={area.name} subtitle={`${area.code} · ${t('areas.kind.listed')}`}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start', mb: 3 }}>
        <FactsCard
          title={t('areas.rates')}
          facts={[
            ...area.rates.map((r): [string, string] => [t(`coverage.${r.coverage_code}`, { defaultValue: r.coverage_name }), t('areas.ratePer', { rate: f.number(Number(r.rate_pct), { maximumFractionDigits: 4 }), days: r.period_days })]),
            [t('areas.columns.effectiveFrom'), area.effective_from ? f.date(area.effective_from) : '—'],
            [t('areas.columns.openTrips'), f.number(area.open_trips)],
          ]}
        />
        <LazySmallMap area={area.geometry} height={340} label={t('areas.mapLabel', { area: area.name })} />
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('areas.currentTrips')}
      </Typography>
      <ServerTable
        label={t('areas.currentTrips')}
        columns={tripColumns(t, { date: (v) => f.date(v), number: f.number, language: f.language }).filter((c) => c.key !== 'area')}
        rows={area.current_trips}
        rowKey={(r) => r.id}
        total={area.current_trips.length}
        capped={false}
        page={1}
        perPage={100}
        sort="entry_at"
        loading={false}
      />
    </PageFrame>
  );
}
