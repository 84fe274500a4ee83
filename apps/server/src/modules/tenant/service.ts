import { eq } from 'drizzle-orm';
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
  const [tenant] = await tx.select({ id: tenants.id, name: tenants.name, features: tenants.features }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) return null;
  const settings = await tx.select({ name: tenantSettings.name, setting: tenantSettings.setting }).from(tenantSettings).orderBy(tenantSettings.name);
  return { ...tenant, logo_url: TENANT_LOGO_PATH, settings };
}

export const TENANT_LOGO_PATH = '/api/v1/seaward/tenant/logo.svg';

export async function getTenantLogo(tx: Tx, tenantId: number): Promise<string | null> {
  const [row] = await tx.select({ logo: tenants.logoSvg }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.logo ?? null;
}
