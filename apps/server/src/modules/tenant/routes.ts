import { ROUTES, tenantSchema } from '@seaward/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error';
import { getTenant, getTenantLogo, TENANT_LOGO_PATH } from './service';

export function registerTenantRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(`/api${ROUTES.tenant}`, {
    config: { requirement: { authenticated: true } },
    schema: { tags: ['tenant'], summary: 'The current tenant', response: { 200: tenantSchema } },
    handler: async (req) => {
      const tenant = await req.inTenant((tx) => getTenant(tx, req.tenant.id));
      if (!tenant) throw notFound('Tenant');
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
