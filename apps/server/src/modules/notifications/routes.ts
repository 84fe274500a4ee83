import { ROUTES, idParamSchema, notificationListSchema } from '@seaward/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notifications } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { actorOf } from '../../http/context';
import { registerNotificationStream } from './stream';

const LIST_LIMIT = 50;

export function registerNotificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerNotificationStream(app);
  r.get(`/api${ROUTES.notifications}`, {
    config: { requirement: { authenticated: true } },
    schema: { tags: ['notifications'], summary: "The signed-in user's latest notifications", response: { 200: notificationListSchema } },
    handler: async (req) => {
      const a = actorOf(req);
      const rows = await req.inTenant((tx) =>
        tx.select().from(notifications).where(eq(notifications.userId, a.userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(LIST_LIMIT),
      );
      return rows.map((n) => ({
        id: n.id,
        read_at: n.readAt?.toISOString() ?? null,
        created_at: n.createdAt.toISOString(),
        data: { notification: n.text, path: n.path },
      }));
    },
  });

  r.post(`/api${ROUTES.notifications}/:id/read`, {
    config: { requirement: { authenticated: true } },
    schema: { tags: ['notifications'], summary: 'Mark one notification read', params: idParamSchema },
    handler: async (req, reply) => {
      const a = actorOf(req);
      const [row] = await req.inTenant((tx) =>
        tx.select({ id: notifications.id, readAt: notifications.readAt }).from(notifications).where(and(eq(notifications.id, req.params.id), eq(notifications.userId, a.userId))),
      );
      if (!row) throw notFound('Notification');
      if (!row.readAt) await req.inTenant((tx) => tx.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, row.id)));
      return reply.code(204).send();
    },
  });

  r.post(`/api${ROUTES.notificationsReadAll}`, {
    config: { requirement: { authenticated: true } },
    schema: { tags: ['notifications'], summary: 'Mark every notification read' },
    handler: async (req, reply) => {
      const a = actorOf(req);
      await req.inTenant((tx) =>
        tx.update(notifications).set({ readAt: new Date() }).where(and(eq(notifications.userId, a.userId), isNull(notifications.readAt))),
      );
      return reply.code(204).send();
    },
  });
}
