import type { RouteObject } from 'react-router';
import { ErrorPage } from '../../app/error-page';

/** The trip invoice wizard (/invoice?trip_id=...), a top-level page of the shell. */
export const invoiceRoutes: RouteObject[] = [
  { path: 'invoice', errorElement: <ErrorPage />, lazy: { Component: async () => (await import('./wizard/invoice-page')).InvoicePage } },
];

/** Children of /manage: the invoice settings page and the organisation's invoice list. */
export const manageInvoiceRoutes: RouteObject[] = [
  { path: 'invoices', errorElement: <ErrorPage />, lazy: { Component: async () => (await import('./settings/invoice-settings-page')).InvoiceSettingsPage } },
  { path: 'invoices/list', errorElement: <ErrorPage />, lazy: { Component: async () => (await import('./list/invoice-list-page')).InvoiceListPage } },
];
