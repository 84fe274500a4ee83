import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { usePreferredLanguage } from '../i18n/use-preferred-language';
import { TopBar } from './shell/top-bar';

/** Every signed-in page: the top bar above the page's own content. */
export function RootLayout() {
  usePreferredLanguage();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <TopBar />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
