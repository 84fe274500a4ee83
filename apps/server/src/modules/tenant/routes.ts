import { ROUTES, type Tenant, tenantSchema } from '@seaward/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error';
import { createTtlCache } from '../../http/ttl-cache';
import { getTenant, getTenantLogo, TENANT_LOGO_PATH } from './service';

/**
 * The tenant record is read on every page load by every user and changes
 * rarely: kept two seconds per tenant, dropped at once by changes made here.
 */
export const tenantCache = createTtlCache<Tenant>({ ttlMs: 2_000, max: 1_000 });

export function registerTenantRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(`/api${ROUTES.tenant}`, {
    config: { requirement: { authenticated: true } },
    schema: { tags: ['tenant'], summary: 'The current tenant', response: { 200: tenantSchema } },
    handler: async (req) => {
      const key = String(req.tenant.id);
      const cached = tenantCache.get(key);
      if (cached) return cached;
      const tenant = await req.inTenant((tx) => getTenant(tx, req.tenant.id));
      if (!tenant) throw notFound('Tenant');
      tenantCache.set(key, tenant);
      return tenant;
    },
  });

  // Public: the sign-in page shows the logo before anyone is signed in.
  r.get(TENANT_LOGO_PATH, {
    config: { requirement: { public: true } },
    schema: { tags: ['tenant'], summary: 'The tenant logo (SVG)' },
    handler: async (req, reply) => {
      const svg = await req.inTenant((tx) => getTenantLogo(tx, req.tenant.id));
      if (!svg) throw notFound('Logo');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=300')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  });
}
