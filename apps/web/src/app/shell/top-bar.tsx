import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { LanguageMenu } from './language-menu';
import { ManageButton } from './manage-button';
import { NavLinks } from './nav-links';
import { NavMenu } from './nav-menu';
import { NavigationProgress } from './navigation-progress';
import { NotificationsMenu } from './notifications-menu';
import { ReturnToPortalButton } from './return-to-portal-button';
import { TenantLogo } from './tenant-logo';
import { UserMenu } from './user-menu';

export const TOP_BAR_HEIGHT = 80;

/** The shared top bar of spec section 2: brand and sections on the left, the user's tools on the right. */
export function TopBar() {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.paper', boxShadow: '0 1px 0 rgba(16, 42, 67, 0.12), 0 1px 3px rgba(16, 42, 67, 0.06)' }}
    >
      <Toolbar disableGutters sx={{ height: TOP_BAR_HEIGHT, minHeight: TOP_BAR_HEIGHT, gap: { xs: 1, sm: 1.5 }, px: { xs: 1.5, md: 3 } }}>
        <NavMenu />
        <TenantLogo />
        <ReturnToPortalButton />
        <NavLinks />
        <Box sx={{ flexGrow: 1 }} />
        <ManageButton />
        <NotificationsMenu />
        <LanguageMenu />
        <UserMenu />
      </Toolbar>
      <NavigationProgress />
    </AppBar>
  );
}
