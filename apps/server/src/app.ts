import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import middie from '@fastify/middie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createActorCache } from './auth/actor-cache';
import { registerGuard } from './auth/guard';
import { createProviderRegistry } from './auth/provider';
import { createRelyingParty } from './auth/relying-party';
import { registerAuthRoutes } from './auth/routes';
import type { Secrets } from './auth/secrets';
import type { Config } from './config';
import type { Database } from './db/client';
import './http/context';
import { registerErrorHandling } from './http/error-handler';
import { registerSecurity } from './http/security';
import { registerSpa } from './http/spa';
import { registerJobs } from './jobs/start';
import { registerInvoiceRoutes } from './modules/invoices/routes';
import { registerInvoiceSettingsRoutes } from './modules/invoices/settings-routes';
import { registerUploadRoutes } from './modules/uploads/routes';
import { storageFor } from './storage';
import { registerNotificationRoutes } from './modules/notifications/routes';
import { registerManageRoutes } from './modules/organisations/routes';
import { registerStaffRoutes } from './modules/staff-routes';
import { registerReferenceRoutes } from './modules/reference/routes';
import { registerTenantRoutes } from './modules/tenant/routes';
import { registerUserRoutes } from './modules/user/routes';
import { registerTenancy } from './tenancy/plugin';

const REQUEST_ID = /^[\w.:-]{1,100}$/;
const defaultDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export type AppDeps = { config: Config; database: Database; secrets: Secrets };

/** Builds the Fastify instance: plugins first, then one register call per module. */
export async function buildApp({ config, database, secrets }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'] },
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  app.addHook('onRequest', async (req, reply) => {
    const correlation = req.headers['x-correlation-id'];
    if (typeof correlation === 'string' && REQUEST_ID.test(correlation)) req.log = req.log.child({ correlation_id: correlation });
    reply.header('x-request-id', req.id);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  await app.register(cookie, { secret: secrets.cookieSecret });
  const tenancy = registerTenancy(app, database.db);
  const https = config.NODE_ENV === 'production';
  await registerSecurity(app, { https });
  const actors = createActorCache();
  registerGuard(app, actors);

  await app.register(swagger, {
    openapi: { info: { title: 'Seaward API', version: '1.0.0', description: 'Trip administration for marine war-risk insurance' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const registry = createProviderRegistry(database.db, secrets, { proxy: config.TRUST_PROXY, sessionTtlSeconds: config.SESSION_TTL_HOURS * 3600 });
  const rp = createRelyingParty(app, config, secrets);
  if (!rp.isExternal) {
    await app.register(middie);
    app.use('/oidc', (req: IncomingMessage, res: ServerResponse) => {
      void (async () => {
        const tenant = await tenancy.resolve(req.headers.host);
        if (!tenant) {
          res.statusCode = 404;
          res.setHeader('content-type', 'application/json');
          return res.end(JSON.stringify({ error: { code: 'tenant_not_found', name: 'AppError', message: 'No tenant is served at this address', title: 'Unknown Tenant' } }));
        }
        const proto = config.TRUST_PROXY ? String(req.headers['x-forwarded-proto'] ?? 'http').split(',')[0] : 'http';
        const provider = registry.get(`${proto}://${req.headers.host}`, tenant);
        await provider.callback()(req, res);
      })().catch((err) => {
        app.log.error({ err }, 'identity provider failed');
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    });
  }

  registerAuthRoutes(app, { config, registry, rp, actors });
  registerTenantRoutes(app);
  registerUserRoutes(app, actors);
  registerNotificationRoutes(app);
  registerStaffRoutes(app, actors);
  registerReferenceRoutes(app);
  registerManageRoutes(app, { actors, secrets, production: https });
  registerJobs(app, config, database.db);
  const storage = storageFor(config);
  registerUploadRoutes(app, { storage });
  registerInvoiceRoutes(app, { storage });
  registerInvoiceSettingsRoutes(app);
  app.get('/healthz', { config: { tenantless: true }, schema: { hide: true } }, async () => ({ status: 'ok' }));

  await registerSpa(app, config.WEB_DIST ?? defaultDist);
  return app;
}
