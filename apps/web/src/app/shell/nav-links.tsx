import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NavLink } from './nav-link';
import { activeNavKey, NAV_ITEMS } from './nav-items';

/** The five staff sections, inline on wide screens. */
export function NavLinks() {
  const { t } = useTranslation();
  const active = activeNavKey(useLocation().pathname);
  return (
    <Box component="nav" aria-label={t('shell.nav.label')} sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5, ml: 2 }}>
      {NAV_ITEMS.map((item) => (
        <NavLink key={item.key} navKey={item.key} to={item.to} active={item.key === active} />
      ))}
    </Box>
  );
}
