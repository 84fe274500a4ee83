import KeyboardReturnIcon from '@mui/icons-material/KeyboardReturn';
import Button from '@mui/material/Button';
import { TENANT_SETTINGS } from '@seaward/contract/tenant-settings';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../session/tenant-context';

/** Back to the tenant's own portal, when the tenant has configured one. */
export function ReturnToPortalButton() {
  const { t } = useTranslation();
  const url = useTenant().getSetting(TENANT_SETTINGS.returnToPortalButton);
  if (!url) return null;
  return (
    <Button
      href={url}
      variant="outlined"
      color="primary"
      size="small"
      startIcon={<KeyboardReturnIcon />}
      sx={{ flexShrink: 0, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline-flex' } }}
    >
      {t('shell.returnToPortal')}
    </Button>
  );
}
