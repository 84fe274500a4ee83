import type { MapArea, MapVessel } from '@seaward/contract';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../i18n/format';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div">{children}</Typography>
    </>
  );
}

function Frame({ title, onClose, children, testId }: { title: string; onClose: () => void; children: ReactNode; testId: string }) {
  const { t } = useTranslation('staff');
  return (
    <Card elevation={4} variant="elevation" data-testid={testId} sx={{ position: 'absolute', top: 16, right: 16, width: 340, maxWidth: 'calc(100% - 32px)', zIndex: 2 }}>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
            {title}
          </Typography>
          <IconButton size="small" onClick={onClose} aria-label={t('map.close')}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

const grid = { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, mb: 1.5 } as const;

/** What a click on a vessel shows: particulars, position, area and ongoing trip. */
export function VesselPopup({ vessel, area, onClose }: { vessel: MapVessel; area: MapArea | undefined; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const f = useFormat();
  return (
    <Frame title={vessel.name} onClose={onClose} testId="vessel-popup">
      <Box sx={grid}>
        <Row label="IMO">{vessel.imo ?? '—'}</Row>
        <Row label={t('vessels.columns.organisation')}>{vessel.organisation ?? '—'}</Row>
        <Row label={t('map.speedCourse')}>
          {vessel.speed_kn == null ? '—' : t('map.knots', { speed: f.number(vessel.speed_kn, { maximumFractionDigits: 1 }) })} · {vessel.course_deg == null ? '—' : `${vessel.course_deg}°`}
        </Row>
        <Row label={t('map.positionTime')}>{f.dateTime(vessel.recorded_at)}</Row>
        <Row label={t('map.currentArea')}>{area?.name ?? t('map.noArea')}</Row>
        <Row label={t('map.ongoingTrip')}>{vessel.trip_reference ?? t('map.noTrip')}</Row>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {vessel.trip_reference && (
          <Button size="small" variant="contained" component={RouterLink} to={`/trips/${encodeURIComponent(vessel.trip_reference)}`}>
            {t('map.openTrip', { reference: vessel.trip_reference })}
          </Button>
        )}
        <Button size="small" component={RouterLink} to={`/vessels/${vessel.id}`}>
          {t('map.openVessel')}
        </Button>
      </Box>
    </Frame>
  );
}

/** What a click on an area shows: rates, open trips and a link to the area page. */
export function AreaPopup({ area, onClose }: { area: MapArea; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const f = useFormat();
  return (
    <Frame title={area.name} onClose={onClose} testId="area-popup">
      <Box sx={grid}>
        {area.rates.map((r) => (
          <Row key={r.coverage_code} label={t(`coverage.${r.coverage_code}`, { defaultValue: r.coverage_name })}>
            {t('areas.ratePer', { rate: f.number(Number(r.rate_pct), { maximumFractionDigits: 4 }), days: r.period_days })}
          </Row>
        ))}
        <Row label={t('areas.columns.openTrips')}>{f.number(area.open_trips)}</Row>
      </Box>
      <Button size="small" variant="contained" component={RouterLink} to={`/areas/${area.id}`}>
        {t('map.openArea')}
      </Button>
    </Frame>
  );
}
