import { Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { SessionProvider } from '../session/session-provider';
import { TenantProvider } from '../session/tenant-provider';
import { UserProvider } from '../session/user-provider';
import { FullPageSpinner } from '../ui/full-page-spinner';
import { Providers } from './providers';
import { router } from './router';

// After sign-in, the saved deep link replaces the landing page in history.
const navigate = (to: string) => void router.navigate(to, { replace: true });

/** The application: nothing but the spinner renders until the session is authenticated. */
export function App() {
  return (
    <Providers>
      <SessionProvider fallback={<FullPageSpinner />} navigate={navigate}>
        <TenantProvider>
          <UserProvider>
            {/* Translations may still be loading: react-i18next suspends until they are. */}
            <Suspense fallback={<FullPageSpinner />}>
              <RouterProvider router={router} />
            </Suspense>
          </UserProvider>
        </TenantProvider>
      </SessionProvider>
    </Providers>
  );
}
