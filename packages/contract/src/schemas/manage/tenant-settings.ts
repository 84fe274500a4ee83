import { z } from 'zod';
import { LANGUAGES } from '../../routes';

/** Feature flags a tenant can switch (what each gates is the product's business, not the UI's). */
export const TENANT_FEATURES = ['map', 'invoicing', 'breaches', 'intelligence', 'webhooks'] as const;

/** The stored names of the typed settings (spec: return-to-portal-button and friends). */
export const TENANT_SETTING_NAMES = {
  returnToPortalUrl: 'return-to-portal-button',
  mapTileUrl: 'map-tile-url',
  defaultLanguage: 'default-language',
  invoiceNumberFormat: 'invoice-number-format',
  timeZone: 'time-zone',
} as const;

const httpsUrl = z.url({ protocol: /^https?$/ }).max(500);

/** A valid IANA time zone name (checked with the runtime's own database). */
export const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** The tenant settings form and PUT body. */
export const tenantSettingsSchema = z.object({
  return_to_portal_url: z.preprocess((v) => (v === '' || v === undefined ? null : v), httpsUrl.nullable()),
  // A tile template carries {z}/{x}/{y}: the braces are kept as they are.
  map_tile_url: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.string().trim().max(500).regex(/^https?:\/\/\S+\{z\}\S*\{x\}\S*\{y\}\S*$/).nullable(),
  ),
  default_language: z.enum(LANGUAGES),
  // {YYYY} or {YY}, then {SEQ:n}: e.g. NWR-{YYYY}-{SEQ:5}.
  invoice_number_format: z.string().trim().min(1).max(60).regex(/\{SEQ(:[1-9])?\}/),
  time_zone: z.string().trim().min(1).max(60).refine(isTimeZone, { params: { reason: 'timeZone' } }),
  features: z.array(z.enum(TENANT_FEATURES)).default([]),
});
export type TenantSettingsInput = z.input<typeof tenantSettingsSchema>;
export type TenantSettings = z.output<typeof tenantSettingsSchema>;

export const TENANT_SETTINGS_ROUTE = '/v1/seaward/manage/tenant-settings';
