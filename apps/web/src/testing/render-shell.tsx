import type { CurrentUser, Notification, Tenant } from '@seaward/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import english from '../../public/locales/en-GB/translation.json';
import { TenantContext } from '../session/tenant-context';
import { toTenantContext } from '../session/tenant';
import { toUserContext } from '../session/user';
import { UserContext } from '../session/user-context';

export const TEST_TENANT: Tenant = { id: 1, name: 'Nordic War Risks', logo_url: '/logos/nordic.svg', features: [], settings: [] };
export const TEST_USER: CurrentUser = { id: 2, email: 'staff@nordic.test', name: 'Siri Staff Larsen', permissions: ['view-trips'], roles: ['staff'] };

type Options = { path?: string; routes?: RouteObject[]; tenant?: Tenant; user?: CurrentUser; notifications?: Notification[] };

/** Renders UI the way the shell sees it: English, a memory router, tenant and user contexts, a mocked API. */
export function renderShell(ui: ReactNode, options: Options = {}) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'en-GB', resources: { 'en-GB': { translation: english } }, interpolation: { escapeValue: false } });
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.endsWith('/notifications')) return Response.json(options.notifications ?? []);
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetchMock);
  // The live bell opens an EventSource; no server listens in unit tests.
  vi.stubGlobal('EventSource', undefined);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(options.routes ?? [{ path: '*', element: ui }], { initialEntries: [options.path ?? '/'] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TenantContext.Provider value={toTenantContext(options.tenant ?? TEST_TENANT, false)}>
          <UserContext.Provider value={toUserContext(options.user ?? TEST_USER, false)}>
            <RouterProvider router={router} />
          </UserContext.Provider>
        </TenantContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router, fetchMock };
}
