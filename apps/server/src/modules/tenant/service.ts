import { eq, sql } from 'drizzle-orm';
import type { Tenant } from '@seaward/contract';
import type { Tx } from '../../db/client';
import { tenantSettings, tenants } from '../../db/schema';

/** The value of one setting of the current tenant, or null. */
export async function getTenantSetting(tx: Tx, name: string): Promise<string | null> {
  const [row] = await tx.select({ setting: tenantSettings.setting }).from(tenantSettings).where(eq(tenantSettings.name, name));
  return row?.setting ?? null;
}

/** The current tenant as the browser sees it (row-level security scopes both reads). */
export async function getTenant(tx: Tx, tenantId: number): Promise<Tenant | null> {
  // One statement: this is read on every page load.
  const [tenant] = await tx
    .select({
      id: tenants.id,
      name: tenants.name,
      features: tenants.features,
      settings: sql<{ name: string; setting: string | null }[]>`coalesce((select json_agg(json_build_object('name', s.name, 'setting', s.setting) order by s.name) from ${tenantSettings} s), '[]')`,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return tenant ? { ...tenant, logo_url: TENANT_LOGO_PATH } : null;
}

export const TENANT_LOGO_PATH = '/api/v1/seaward/tenant/logo.svg';

export async function getTenantLogo(tx: Tx, tenantId: number): Promise<string | null> {
  const [row] = await tx.select({ logo: tenants.logoSvg }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.logo ?? null;
}
