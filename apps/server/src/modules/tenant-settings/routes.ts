import { API_BASE, TENANT_SETTINGS_ROUTE, TENANT_SETTING_NAMES, auditEntrySchema, tenantSettingsSchema, type TenantSettings } from '@seaward/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { tenantSettings, tenants } from '../../db/schema';
import { actorOf } from '../../http/context';
import { diffRecords, listHistory, writeAudit } from '../audit/service';
import { tenantCache } from '../tenant/routes';

const KEYS = Object.entries({
  return_to_portal_url: TENANT_SETTING_NAMES.returnToPortalUrl,
  map_tile_url: TENANT_SETTING_NAMES.mapTileUrl,
  default_language: TENANT_SETTING_NAMES.defaultLanguage,
  invoice_number_format: TENANT_SETTING_NAMES.invoiceNumberFormat,
  time_zone: TENANT_SETTING_NAMES.timeZone,
}) as [keyof Omit<TenantSettings, 'features'>, string][];

const responseSchema = z.object({
  return_to_portal_url: z.string().nullable(),
  map_tile_url: z.string().nullable(),
  default_language: z.string(),
  invoice_number_format: z.string(),
  time_zone: z.string(),
  features: z.array(z.string()),
});

async function readSettings(tx: Tx, tenantId: number) {
  const rows = await tx.select().from(tenantSettings).where(inArray(tenantSettings.name, KEYS.map(([, name]) => name)));
  const [tenant] = await tx.select({ features: tenants.features }).from(tenants).where(eq(tenants.id, tenantId));
  const value = (name: string) => rows.find((r) => r.name === name)?.setting ?? null;
  return {
    return_to_portal_url: value(TENANT_SETTING_NAMES.returnToPortalUrl),
    map_tile_url: value(TENANT_SETTING_NAMES.mapTileUrl),
    default_language: value(TENANT_SETTING_NAMES.defaultLanguage) ?? 'en-GB',
    invoice_number_format: value(TENANT_SETTING_NAMES.invoiceNumberFormat) ?? '{YYYY}-{SEQ:5}',
    time_zone: value(TENANT_SETTING_NAMES.timeZone) ?? 'UTC',
    features: [...(tenant?.features ?? [])].sort(),
  };
}

/** Typed tenant settings and feature switches; a change shows in the shell at once (the tenant cache entry is dropped). */
export function registerTenantSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const requirement = { permission: 'manage-tenant-settings' } as const;
  const path = `${API_BASE}${TENANT_SETTINGS_ROUTE}`;

  r.get(path, {
    config: { requirement },
    schema: { tags: ['manage'], summary: 'The tenant settings', response: { 200: responseSchema } },
    handler: async (req) => req.inTenant((tx) => readSettings(tx, req.tenant.id)),
  });

  r.get(`${path}/history`, {
    config: { requirement },
    schema: { tags: ['manage'], summary: 'Changes to the tenant settings', response: { 200: z.array(auditEntrySchema) } },
    handler: async (req) => req.inTenant((tx) => listHistory(tx, 'tenant-settings', req.tenant.id)),
  });

  r.put(path, {
    config: { requirement },
    schema: { tags: ['manage'], summary: 'Change the tenant settings', body: tenantSettingsSchema, response: { 200: responseSchema } },
    handler: async (req) => {
      const tenantId = req.tenant.id;
      const input = req.body;
      const after = await req.inTenant(async (tx) => {
        const before = await readSettings(tx, tenantId);
        for (const [key, name] of KEYS) {
          const value = input[key];
          await tx.delete(tenantSettings).where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.name, name)));
          if (value != null && value !== '') await tx.insert(tenantSettings).values({ tenantId, name, setting: value });
        }
        await tx.update(tenants).set({ features: [...new Set(input.features)].sort() }).where(eq(tenants.id, tenantId));
        const next = await readSettings(tx, tenantId);
        const changes = diffRecords(before, next);
        if (Object.keys(changes).length) await writeAudit(tx, { tenantId, actor: actorOf(req), resource: 'tenant-settings', recordId: tenantId, action: 'update', changes });
        return next;
      });
      tenantCache.delete(String(tenantId));
      return after;
    },
  });
}
