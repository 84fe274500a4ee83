import { STAFF_ROUTES, accountSessionListSchema } from '@seaward/contract';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ActorCache } from '../../auth/actor-cache';
import { deleteOtherSessions, endProviderSessions } from '../../auth/sessions';
import { sessions } from '../../db/schema';
import { actorOf } from '../../http/context';

// The stored id is the hash of the cookie token: only a short prefix leaves the server, as a display key.
const publicId = (id: string) => id.slice(0, 12);

export function registerAccountRoutes(app: FastifyInstance, actors: ActorCache) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(`/api${STAFF_ROUTES.accountSessions}`, {
    config: { requirement: { authenticated: true } },
    schema: { tags: ['account'], summary: "The signed-in user's active sessions", response: { 200: accountSessionListSchema } },
    handler: async (req) => {
      const actor = actorOf(req);
      const rows = await req.inTenant((tx) =>
        tx
          .select()
          .from(sessions)
          .where(and(eq(sessions.userId, actor.userId), gt(sessions.expiresAt, new Date())))
          .orderBy(desc(sessions.lastSeenAt)),
      );
      return rows
        .map((s) => ({
          id: publicId(s.id),
          user_agent: s.userAgent,
          created_at: s.createdAt.toISOString(),
          last_seen_at: s.lastSeenAt.toISOString(),
          current: s.id === actor.sessionId,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current));
    },
  });

  r.delete(`/api${STAFF_ROUTES.accountOtherSessions}`, {
    config: { requirement: { authenticated: true } },
    schema: { tags: ['account'], summary: 'Sign out every other session of the user', response: { 200: z.object({ signed_out: z.number().int() }) } },
    handler: async (req) => {
      const actor = actorOf(req);
      const before = await req.inTenant(async (tx) => {
        const all = await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, actor.userId));
        await deleteOtherSessions(tx, actor.userId, actor.sessionId);
        // Else a reload in the other browser would sign it straight back in at the provider.
        await endProviderSessions(tx, actor.userId);
        return all.filter((s) => s.id !== actor.sessionId).length;
      });
      // Drop the cached actors of the other sessions now, not in two seconds.
      actors.forget(req.tenant.id, actor.userId);
      return { signed_out: before };
    },
  });
}
