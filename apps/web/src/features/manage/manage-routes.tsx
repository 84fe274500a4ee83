import type { RouteObject } from 'react-router';
import { ErrorPage } from '../../app/error-page';

/**
 * The manager entries built on the resource framework. Each page is lazy; the
 * entry's permission is checked by the page (see useManageGuard), and each
 * route has its own error page.
 */
export const manageChildRoutes: RouteObject[] = [
  {
    path: ':resource/*',
    errorElement: <ErrorPage />,
    lazy: { Component: async () => (await import('./resources/resource-route')).ResourceRoute },
  },
];
