/** The product segment of the API path (`/api/v1/{product}/...`). */
export const PRODUCT = 'seaward';

/** Base path of every API call. */
export const API_BASE = '/api';

/** Paths relative to {@link API_BASE}. */
export const ROUTES = {
  auth: '/auth',
  authorize: '/auth/authorize',
  authCallback: '/auth/callback',
  tenant: `/v1/${PRODUCT}/tenant`,
  user: `/v1/${PRODUCT}/user`,
  notifications: `/v1/${PRODUCT}/notifications`,
  notificationRead: (id: number | string) => `/v1/${PRODUCT}/notifications/${id}/read`,
  notificationsReadAll: `/v1/${PRODUCT}/notifications/read-all`,
  currencies: `/v1/${PRODUCT}/currencies`,
  organisationDetails: (id: number | string) => `/v1/${PRODUCT}/organisations/${id}/details`,
} as const;

/** Languages the interface is available in; the first is the fallback. */
export const LANGUAGES = ['en-GB', 'fr-FR', 'nb-NO', 'ja-JP'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en-GB';

/** The product's name, used in the tab title and storage keys. */
export const PRODUCT_NAME = 'Seaward';
