import { satisfies } from '@seaward/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { AppError } from '../http/app-error';
import { sendError } from '../http/error-handler';
import type { ActorCache } from './actor-cache';
import { SESSION_COOKIE, findActor } from './sessions';

/** Paths outside the API whose routes may omit a requirement (static files, docs). */
const EXEMPT = /^\/(api\/docs|oidc|assets|locales)(\/|$)/;

/**
 * The one permission guard. Start-up fails when an /api route declares no
 * requirement; at run time the session is read and the requirement checked
 * before the body is parsed, so a signed-out request is a 401 whatever it sends.
 */
export function registerGuard(app: FastifyInstance, actors: ActorCache) {
  app.decorateRequest('actor', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || EXEMPT.test(route.url)) return;
    if (!route.config?.requirement) throw new Error(`Route ${route.method} ${route.url} declares no requirement`);
  });
  app.addHook('onRequest', async (req, reply) => {
    const requirement = req.routeOptions.config?.requirement;
    if (!requirement || !req.tenant) return;
    const token = req.cookies[SESSION_COOKIE];
    if (token) {
      req.actor = actors.get(req.tenant.id, token);
      if (!req.actor) {
        req.actor = await req.inTenant((tx) => findActor(tx, token));
        if (req.actor) actors.set(req.tenant.id, token, req.actor);
      }
    }
    if ('public' in requirement) return;
    if (!req.actor) return sendError(req, reply, new AppError('unauthenticated', 'Sign-in required'));
    if (!satisfies(req.actor, requirement))
      return sendError(req, reply, new AppError('forbidden', 'You do not have permission for this action'));
  });
}
