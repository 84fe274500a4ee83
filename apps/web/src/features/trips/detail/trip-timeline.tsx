import type { TripDetail } from '@seaward/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';

/** Created, entered, exited and confirmed, in time order; a step not reached yet is shown pending. */
export function TripTimeline({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation('staff');
  const f = useFormat();
  const steps = [
    { key: 'created', at: trip.created_at },
    { key: 'entered', at: trip.entry_at },
    { key: 'exited', at: trip.exit_at },
    { key: 'confirmed', at: trip.confirmed_at },
  ].sort((a, b) => (a.at && b.at ? a.at.localeCompare(b.at) : a.at ? -1 : b.at ? 1 : 0));
  return (
    <Card>
      <CardContent sx={{ p: 2.5 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('trip.timeline')}
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="trip-timeline">
          {steps.map((s, i) => (
            <Box component="li" key={s.key} sx={{ display: 'flex', gap: 1.5, pb: i === steps.length - 1 ? 0 : 2, position: 'relative' }}>
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                <Box sx={{ width: 12, height: 12, mt: 0.5, borderRadius: '50%', bgcolor: s.at ? 'secondary.main' : 'transparent', border: 2, borderColor: s.at ? 'secondary.main' : 'grey.400' }} />
                {i < steps.length - 1 && <Box sx={{ flex: 1, width: 2, bgcolor: 'grey.300', mt: 0.5 }} />}
              </Box>
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t(`trip.steps.${s.key}`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {s.at ? f.dateTime(s.at) : t('trip.notYet')}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
