import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenantDomains, tenants } from '../db/schema';
import { createTtlCache } from '../http/ttl-cache';

export type TenantRef = { id: number; slug: string; name: string };

/**
 * Host name to tenant, cached for a few seconds: the lookup is on every
 * request, and a new host name shows within the TTL without a restart.
 */
export function createTenantResolver(db: Db) {
  const cache = createTtlCache<TenantRef | null>({ ttlMs: 10_000, max: 1_000 });
  return async function resolve(hostHeader: string | undefined): Promise<TenantRef | null> {
    const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
    if (!host) return null;
    const hit = cache.get(host);
    if (hit !== undefined) return hit;
    const [row] = await db
      .select({ id: tenants.id, slug: tenants.slug, name: tenants.name, active: tenants.active })
      .from(tenantDomains)
      .innerJoin(tenants, eq(tenants.id, tenantDomains.tenantId))
      .where(eq(tenantDomains.host, host));
    const value = row && row.active ? { id: row.id, slug: row.slug, name: row.name } : null;
    cache.set(host, value);
    return value;
  };
}
