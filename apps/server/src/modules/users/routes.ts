import { API_BASE, idParamSchema, manageRoutes, usersResource } from '@seaward/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ActorCache } from '../../auth/actor-cache';
import { users } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { writeAudit } from '../audit/service';
import { registerResource } from '../resources/register';
import { storeContext } from '../resources/scope';
import { createUsersResource } from './resource';
import { sendInvitation } from './invitation';
import { registerSetPasswordRoutes } from './set-password-routes';

/** Users: the generic routes, "send the invitation again", and the set-password page. */
export function registerUsersRoutes(app: FastifyInstance, actors: ActorCache) {
  const resource = createUsersResource(actors);
  registerResource(app, resource);
  registerSetPasswordRoutes(app);
  app.withTypeProvider<ZodTypeProvider>().post(`${API_BASE}${manageRoutes.record(usersResource.key, ':id')}/invite`.replace('%3Aid', ':id'), {
    config: { requirement: { anyOf: usersResource.permissions } },
    schema: { tags: ['manage'], summary: 'Send a new set-password link', params: idParamSchema },
    handler: async (req, reply) => {
      await req.inTenant(async (tx) => {
        const ctx = await storeContext(tx, req, usersResource);
        const user = await resource.store.get(ctx, req.params.id);
        if (!user) throw notFound('User');
        await sendInvitation(ctx, req.params.id);
        const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, req.params.id));
        await writeAudit(tx, { tenantId: ctx.tenantId, actor: ctx.actor, resource: 'users', recordId: req.params.id, action: 'invite', changes: { email: [null, row?.email ?? null] } });
      });
      return reply.code(204).send();
    },
  });
}
