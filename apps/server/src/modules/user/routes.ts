import { LANGUAGES, ROUTES, currentUserSchema } from '@seaward/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ActorCache } from '../../auth/actor-cache';
import { users } from '../../db/schema';
import { actorOf } from '../../http/context';

export function registerUserRoutes(app: FastifyInstance, actors: ActorCache) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(`/api${ROUTES.user}`, {
    config: { requirement: { authenticated: true } },
    schema: { tags: ['user'], summary: 'The signed-in user', response: { 200: currentUserSchema } },
    handler: async (req) => {
      const a = actorOf(req);
      return {
        id: a.userId,
        email: a.email,
        name: a.name,
        roles: [...a.roles].sort(),
        permissions: [...a.permissions].sort(),
        language: a.language,
        organisation_id: a.organisationId,
      };
    },
  });

  r.put(`/api${ROUTES.user}/language`, {
    config: { requirement: { authenticated: true } },
    schema: { tags: ['user'], summary: 'Save the preferred language', body: z.object({ language: z.enum(LANGUAGES) }) },
    handler: async (req, reply) => {
      const a = actorOf(req);
      await req.inTenant((tx) => tx.update(users).set({ language: req.body.language }).where(eq(users.id, a.userId)));
      actors.forget(req.tenant.id, a.userId);
      return reply.code(204).send();
    },
  });
}
