import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenantDomains, tenants } from '../db/schema';

export type TenantRef = { id: number; slug: string; name: string };

const TTL_MS = 10_000;

/**
 * Host name to tenant, cached for a few seconds: the lookup is on every
 * request, and a new host name shows within the TTL without a restart.
 */
export function createTenantResolver(db: Db) {
  const cache = new Map<string, { at: number; value: TenantRef | null }>();
  return async function resolve(hostHeader: string | undefined): Promise<TenantRef | null> {
    const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
    if (!host) return null;
    const hit = cache.get(host);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
    const [row] = await db
      .select({ id: tenants.id, slug: tenants.slug, name: tenants.name, active: tenants.active })
      .from(tenantDomains)
      .innerJoin(tenants, eq(tenants.id, tenantDomains.tenantId))
      .where(eq(tenantDomains.host, host));
    const value = row && row.active ? { id: row.id, slug: row.slug, name: row.name } : null;
    cache.set(host, { at: Date.now(), value });
    return value;
  };
}
