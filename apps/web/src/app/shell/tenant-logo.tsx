import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../session/tenant-context';
import { useAppLink } from '../../ui/app-link';

/** The tenant's logo (50 x 150, never distorted), linking home. */
export function TenantLogo() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const link = useAppLink('/');
  return (
    <Box
      component="a"
      {...link}
      aria-label={t('shell.home', { tenant: tenant.name })}
      sx={{ display: 'inline-flex', flexShrink: 0, borderRadius: 1, '&:focus-visible': { outline: 2, outlineColor: 'secondary.main' } }}
    >
      {tenant.logo_url ? (
        <Box
          component="img"
          src={tenant.logo_url}
          alt={tenant.name}
          sx={{ height: 50, width: 150, objectFit: 'contain', objectPosition: 'left center', display: 'block' }}
        />
      ) : (
        <Box sx={{ height: 50, width: 150 }} />
      )}
    </Box>
  );
}
