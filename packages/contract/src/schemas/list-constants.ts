// Zod-free constants of the staff lists: the browser imports these without
// pulling zod into its first-load bundle.

/** Page sizes a list offers; the server refuses anything above the largest. */
export const PAGE_SIZES = [25, 50, 100] as const;
export const MAX_PER_PAGE = 100;

/**
 * Counting stops here: on a very large table an exact count costs more than
 * the page itself, so lists report "more than" past this many rows.
 */
export const COUNT_CAP = 10_000;

/** Trip statuses as stored. */
export const TRIP_STATUS_VALUES = ['planned', 'ongoing', 'completed', 'cancelled'] as const;
export type TripStatus = (typeof TRIP_STATUS_VALUES)[number];

/** Columns the trips list sorts by; a leading '-' sorts descending. */
export const TRIP_SORT_FIELDS = ['reference', 'entry_at', 'exit_at', 'status', 'created_at'] as const;
export const VESSEL_SORT_FIELDS = ['name', 'imo', 'type', 'flag', 'built_year'] as const;
export const AREA_SORT_FIELDS = ['name', 'code', 'kind'] as const;

/** Events a user can subscribe to. */
export const SUBSCRIPTION_EVENTS = ['trip.started', 'trip.ended', 'breach.detected', 'invoice.confirmed', 'threat.assessed'] as const;
export type SubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];

/** What a subscription covers: everything, or one area, vessel or organisation. */
export const SUBSCRIPTION_SCOPES = ['all', 'area', 'vessel', 'organisation'] as const;
export type SubscriptionScope = (typeof SUBSCRIPTION_SCOPES)[number];


const P = '/v1/seaward';
/** API paths of the staff views, relative to API_BASE. */
export const STAFF_ROUTES = {
  trips: `${P}/trips`,
  tripsExport: `${P}/trips/export.csv`,
  trip: (reference: string) => `${P}/trips/${encodeURIComponent(reference)}`,
  vessels: `${P}/vessels`,
  vessel: (id: number | string) => `${P}/vessels/${id}`,
  vesselPositions: (id: number | string) => `${P}/vessels/${id}/positions`,
  areas: `${P}/areas`,
  area: (id: number | string) => `${P}/areas/${id}`,
  mapVessels: `${P}/map/vessels`,
  mapAreas: `${P}/map/areas`,
  filterOptions: `${P}/trips/filter-options`,
  subscriptions: `${P}/subscriptions`,
  subscription: (id: number | string) => `${P}/subscriptions/${id}`,
  notificationStream: `${P}/notifications/stream`,
  accountSessions: `${P}/account/sessions`,
  accountOtherSessions: `${P}/account/sessions/others`,
} as const;
