import { data, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../ui/full-page-spinner';
import { manageChildRoutes } from '../features/manage/manage-routes';
import { staffRoutes } from '../features/trips/staff-routes';
import { invoiceRoutes, manageInvoiceRoutes } from '../features/invoices/invoice-routes';
import { ErrorPage } from './error-page';
import { RootLayout } from './root-layout';

// Unmatched paths (and the sections not built yet) are a not-found error,
// shown by the route's error page inside the shell.
const notFound = () => {
  throw data(null, { status: 404, statusText: 'Not Found' });
};
// Never rendered (the loader always throws); present so the route is not an empty leaf.
const Nothing = () => null;

/** The route tree: each route has its own error page; pages load lazily. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <ErrorPage />,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        index: true,
        errorElement: <ErrorPage />,
        lazy: { Component: async () => (await import('../features/home/home-page')).HomePage },
      },
      {
        path: 'account',
        errorElement: <ErrorPage />,
        lazy: { Component: async () => (await import('../features/account/account-page')).AccountPage },
      },
      ...staffRoutes,
      ...invoiceRoutes,
      {
        path: 'manage',
        errorElement: <ErrorPage />,
        lazy: { Component: async () => (await import('../features/manage/shell/manage-layout')).ManageLayout },
        children: [
          {
            index: true,
            errorElement: <ErrorPage />,
            lazy: { Component: async () => (await import('../features/manage/shell/manage-index-page')).ManageIndexPage },
          },
          ...manageInvoiceRoutes,
          ...manageChildRoutes,
        ],
      },
      { path: '*', loader: notFound, Component: Nothing, errorElement: <ErrorPage /> },
    ],
  },
];
