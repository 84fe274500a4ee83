import type { RouteObject } from 'react-router';
import { ErrorPage } from '../../app/error-page';

/** The staff views' routes; each page loads lazily (the map's chunk carries MapLibre) and has its own error page. */
export const staffRoutes: RouteObject[] = [
  { path: 'map', errorElement: <ErrorPage />, lazy: { Component: async () => (await import('../map/map-page')).MapPage } },
  { path: 'trips/all', errorElement: <ErrorPage />, lazy: { Component: async () => (await import('./trips-page')).AllTripsPage } },
  { path: 'trips/ongoing', errorElement: <ErrorPage />, lazy: { Component: async () => (await import('./trips-page')).OngoingTripsPage } },
  { path: 'trips/:reference', errorElement: <ErrorPage />, lazy: { Component: async () => (await import('./trip-page')).TripPage } },
  { path: 'vessels', errorElement: <ErrorPage />, lazy: { Component: async () => (await import('../vessels/vessels-page')).VesselsPage } },
  { path: 'vessels/:id', errorElement: <ErrorPage />, lazy: { Component: async () => (await import('../vessels/vessel-page')).VesselPage } },
  { path: 'areas', errorElement: <ErrorPage />, lazy: { Component: async () => (await import('../areas/areas-page')).AreasPage } },
  { path: 'areas/:id', errorElement: <ErrorPage />, lazy: { Component: async () => (await import('../areas/area-page')).AreaPage } },
  { path: 'subscriptions', errorElement: <ErrorPage />, lazy: { Component: async () => (await import('../subscriptions/subscriptions-page')).SubscriptionsPage } },
];
