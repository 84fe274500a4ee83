import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { useTenant } from '../../session/tenant-context';
import { useUser } from '../../session/user-context';
import { LatestNotifications } from './latest-notifications';
import { SectionCards } from './section-cards';

/** Home: a greeting, the latest notifications and the way into each staff section. */
export function HomePage() {
  const { t } = useTranslation();
  const user = useUser();
  const tenant = useTenant();
  const format = useFormat();
  return (
    <Box component="main" sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 } }}>
      <Box sx={{ mb: 4 }}>
        <Typography variant="overline" color="text.secondary">
          {format.date(new Date(), { dateStyle: 'full' })}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
          {user.givenName ? t('home.greeting', { name: user.givenName }) : t('home.greetingAnonymous')}
        </Typography>
        <Typography variant="body1" color="text.secondary">
          {t('home.tenant', { tenant: tenant.name })}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(340px, 1fr)' }, alignItems: 'start' }}>
        <SectionCards />
        <LatestNotifications />
      </Box>
    </Box>
  );
}
