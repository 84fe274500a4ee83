import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../session/tenant-context';
import { useAppLink } from '../../../ui/app-link';
import { Spinner } from '../../../ui/spinner';
import { MenuFilter } from './menu-filter';
import { ManageMenuList } from './manage-menu-list';

/** Spec section 9: the manager drawer is 280 px wide. */
export const DRAWER_WIDTH = 280;
const TOP_BAR_HEIGHT = 80;

function TenantHeader() {
  const { t } = useTranslation('manage');
  const tenant = useTenant();
  if (tenant.isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }} data-testid="manage-tenant-loading">
        <Spinner size={32} label={t('common.loading')} />
      </Box>
    );
  }
  return (
    <Box sx={{ px: 2, pt: 2.5, pb: 1.5 }}>
      {tenant.logo_url && (
        <Box component="img" src={tenant.logo_url} alt="" sx={{ display: 'block', height: 36, width: 108, objectFit: 'contain', objectPosition: 'left center', mb: 1 }} />
      )}
      <Typography variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.25 }} data-testid="manage-tenant-name">
        {tenant.name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('menu.title')}
      </Typography>
    </Box>
  );
}

/** The permanent left drawer: tenant, Exit Manager, a filter over the entries, then the entries. */
export function ManageDrawer() {
  const { t } = useTranslation('manage');
  const exit = useAppLink('/');
  const [filter, setFilter] = useState('');
  return (
    <Drawer
      variant="permanent"
      component="nav"
      aria-label={t('menu.title')}
      sx={{
        width: DRAWER_WIDTH,
        flexShrink: 0,
        '& .MuiDrawer-paper': {
          width: DRAWER_WIDTH,
          boxSizing: 'border-box',
          position: 'sticky',
          top: TOP_BAR_HEIGHT,
          height: `calc(100vh - ${TOP_BAR_HEIGHT}px)`,
          bgcolor: 'background.paper',
        },
      }}
    >
      <TenantHeader />
      <Box sx={{ px: 2, pb: 1.5, display: 'grid', gap: 1.5 }}>
        <Button component="a" {...exit} variant="outlined" startIcon={<ExitToAppIcon />} fullWidth>
          {t('menu.exit')}
        </Button>
        <MenuFilter value={filter} onChange={setFilter} />
      </Box>
      <ManageMenuList filter={filter} />
    </Drawer>
  );
}
