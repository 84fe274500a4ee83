import type { FastifyInstance } from 'fastify';
import { type Db, type Tx, withTenant } from '../db/client';
import { AppError } from '../http/app-error';
import { sendError } from '../http/error-handler';
import { createTenantResolver } from './resolve';

/** Resolves the tenant from the Host header on every request; an unknown host is a 404. */
export function registerTenancy(app: FastifyInstance, db: Db) {
  const resolve = createTenantResolver(db);
  app.decorateRequest('tenant', null as never);
  app.decorateRequest('siteOrigin', '');
  app.decorateRequest('inTenant', function <T>(this: { tenant: { id: number } }, fn: (tx: Tx) => Promise<T>) {
    return withTenant(db, this.tenant.id, fn);
  });
  app.addHook('onRequest', async (req, reply) => {
    if (req.routeOptions.config?.tenantless) return;
    const tenant = await resolve(req.headers.host);
    if (!tenant) return sendError(req, reply, new AppError('tenant_not_found', 'No tenant is served at this address'));
    req.tenant = tenant;
    req.siteOrigin = `${req.protocol}://${req.host}`;
  });
  return { resolve };
}
