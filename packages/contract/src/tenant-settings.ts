// Zod-free, so the browser's first-load bundle can use it without zod.
/** Known tenant setting names. */
export const TENANT_SETTINGS = {
  returnToPortalButton: 'return-to-portal-button',
  defaultLanguage: 'default-language',
  mapTileUrl: 'map-tile-url',
  timeZone: 'time-zone',
  invoiceNumberFormat: 'invoice-number-format',
} as const;
