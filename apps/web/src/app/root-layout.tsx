import Box from '@mui/material/Box';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v8';
import { Outlet } from 'react-router';
import { usePreferredLanguage } from '../i18n/use-preferred-language';
import { TopBar } from './shell/top-bar';

// URL query-string state (list filters), inside the router whose hooks it uses.
// Spec section 9: push history entries, no batching of updates.
const NUQS_DEFAULTS = { history: 'push', limitUrlUpdates: { method: 'throttle', timeMs: 0 } } as const;

/** Every signed-in page: the top bar above the page's own content. */
export function RootLayout() {
  usePreferredLanguage();
  return (
    <NuqsAdapter defaultOptions={NUQS_DEFAULTS}>
      <Box
        sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}
      >
        <TopBar />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
    </NuqsAdapter>
  );
}
