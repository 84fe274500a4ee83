import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useUser } from '../../session/user-context';
import { useAppLink } from '../../ui/app-link';
import { isManagePath } from './nav-items';

/** The way into the manager area: only for managers and admins. */
export function ManageButton() {
  const { t } = useTranslation();
  const user = useUser();
  const link = useAppLink('/manage');
  const active = isManagePath(useLocation().pathname);
  if (!user.isManager && !user.isAdmin) return null;
  return (
    <Button
      {...link}
      variant={active ? 'contained' : 'outlined'}
      color="primary"
      startIcon={<AdminPanelSettingsOutlinedIcon />}
      aria-current={active ? 'page' : undefined}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {t('shell.manage')}
    </Button>
  );
}
