import { tenantsResource } from '@seaward/contract';
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { tenantDomains, tenants } from '../../db/schema';
import { tenantCache } from '../tenant/routes';
import { fieldError } from '../resources/field-error';
import type { RecordId, ResourceStore, Row, ServerResource, StoreContext } from '../resources/types';

// Row-level security shows a request its own tenant only: another tenant's id reads as missing (404).
const columns = {
  id: tenants.id,
  name: tenants.name,
  slug: tenants.slug,
  hosts: sql<string[]>`coalesce((select array_agg(d.host order by d.host) from ${tenantDomains} d where d.tenant_id = ${tenants.id}), '{}')`,
  features: tenants.features,
  active: tenants.active,
  has_logo: sql<boolean>`${tenants.logoSvg} is not null`,
};

const read = (tx: Tx, id: number) => tx.select(columns).from(tenants).where(eq(tenants.id, id)).limit(1);

const store: ResourceStore = {
  async list(ctx, request) {
    const pattern = request.q ? `%${request.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const rows = await ctx.tx
      .select(columns)
      .from(tenants)
      .where(pattern ? or(ilike(tenants.name, pattern), ilike(tenants.slug, pattern)) : undefined)
      .orderBy(asc(tenants.name))
      .limit(request.limit)
      .offset(request.offset);
    return { rows, total: rows.length + request.offset };
  },
  async get(ctx, id) {
    const [row] = await read(ctx.tx, Number(id));
    return (row as Row | undefined) ?? null;
  },
  async create() {
    throw fieldError('name', 'not_allowed');
  },
  async update(ctx: StoreContext, id: RecordId, input: Row, before: Row) {
    const tenantId = Number(id);
    // Switching off the tenant one is signed in to would lock everyone out, this user included;
    // row-level security shows no other tenant, so the state cannot change here.
    if (input.active !== before.active) throw fieldError('active', 'own_tenant');
    await ctx.tx.update(tenants).set({ name: String(input.name), features: [...new Set(input.features as string[])].sort() }).where(eq(tenants.id, tenantId));
    const hosts = [...new Set(input.hosts as string[])];
    await ctx.tx.delete(tenantDomains).where(eq(tenantDomains.tenantId, tenantId));
    await ctx.tx.insert(tenantDomains).values(hosts.map((host) => ({ host, tenantId })));
    tenantCache.delete(String(tenantId));
  },
  async remove() {
    throw fieldError('name', 'not_allowed');
  },
  async options(ctx) {
    const rows = await ctx.tx.select({ id: tenants.id, label: tenants.name }).from(tenants);
    return rows;
  },
};

/** Tenants: name, host names (a name another tenant uses is refused), features; logo upload beside it. */
export const tenantsServerResource: ServerResource = { descriptor: tenantsResource, store, uniqueField: 'hosts' };
