import { z } from 'zod';

/** One tenant setting entry. */
export const tenantSettingSchema = z.object({ name: z.string(), setting: z.string().nullable() });

/** `GET /v1/{product}/tenant`. */
export const tenantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_url: z.string(),
  features: z.array(z.string()),
  settings: z.array(tenantSettingSchema),
});
export type Tenant = z.infer<typeof tenantSchema>;
export type TenantSetting = z.infer<typeof tenantSettingSchema>;

