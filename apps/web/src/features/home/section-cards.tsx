import AltRouteIcon from '@mui/icons-material/AltRoute';
import DirectionsBoatOutlinedIcon from '@mui/icons-material/DirectionsBoatOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SailingOutlinedIcon from '@mui/icons-material/SailingOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLink } from '../../ui/app-link';
import { NAV_ITEMS, type NavKey } from '../../app/shell/nav-items';

const ICONS: Record<NavKey, ReactNode> = {
  map: <MapOutlinedIcon />,
  trips: <AltRouteIcon />,
  ongoing: <SailingOutlinedIcon />,
  areas: <PlaceOutlinedIcon />,
  vessels: <DirectionsBoatOutlinedIcon />,
};

function SectionCard({ navKey, to }: { navKey: NavKey; to: string }) {
  const { t } = useTranslation();
  const link = useAppLink(to);
  return (
    <Card sx={{ height: '100%', transition: 'border-color 150ms', '&:hover': { borderColor: 'secondary.main' } }}>
      <CardActionArea component="a" {...link} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: 2.5 }}>
          <Box sx={{ display: 'grid', placeItems: 'center', width: 44, height: 44, borderRadius: 2, flexShrink: 0, bgcolor: 'rgba(15, 124, 120, 0.10)', color: 'secondary.dark' }}>
            {ICONS[navKey]}
          </Box>
          <Box>
            <Typography variant="h6" component="h3">
              {t(`shell.nav.${navKey}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`home.sections.${navKey}`)}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Cards into the five staff sections. */
export function SectionCards() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="home-sections">
      <Typography id="home-sections" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('home.sectionsTitle')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }}>
        {NAV_ITEMS.map((item) => (
          <SectionCard key={item.key} navKey={item.key} to={item.to} />
        ))}
      </Box>
    </Box>
  );
}
