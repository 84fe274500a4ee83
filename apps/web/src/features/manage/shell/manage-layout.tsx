import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { Spinner } from '../../../ui/spinner';
import { ManageDrawer } from './manage-drawer';
import { useManageGuard } from './use-manage-guard';

/** The manager area: the side menu beside the open entry. Only managers and admins get in. */
export function ManageLayout() {
  const ready = useManageGuard();
  if (!ready) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <Spinner />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', minHeight: 'calc(100vh - 80px)' }}>
      <ManageDrawer />
      <Box component="main" sx={{ flex: 1, minWidth: 0, px: { xs: 2, md: 4 }, py: 3 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
