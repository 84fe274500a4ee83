import { STAFF_ROUTES } from '@seaward/contract';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications, sessions } from '../../db/schema';
import { actorOf } from '../../http/context';
import { notificationHub } from './hub';

/** Re-read at least this often: catches notifications written by another server instance. */
const POLL_MS = 5_000;
const HEARTBEAT_MS = 25_000;
/** The stream ends after this long; EventSource reconnects and the session is checked again. */
const MAX_STREAM_MS = 10 * 60_000;

/**
 * GET .../notifications/stream: Server-Sent Events with one `notification`
 * event per new notification of the signed-in user (the list's JSON shape).
 * `Last-Event-ID` (sent by EventSource on reconnect) resumes after that id.
 */
export function registerNotificationStream(app: FastifyInstance) {
  const open = new Set<() => void>();
  // Open streams would keep the server from closing.
  app.addHook('onClose', async () => [...open].forEach((stop) => stop()));
  app.get(`/api${STAFF_ROUTES.notificationStream}`, {
    config: { requirement: { authenticated: true } },
    schema: { tags: ['notifications'], summary: 'New notifications as Server-Sent Events' },
    handler: async (req, reply) => {
      const actor = actorOf(req);
      const tenantId = req.tenant.id;
      const given = Number(req.headers['last-event-id']);
      let lastId = Number.isInteger(given) && given > 0 ? given : 0;
      if (!lastId) {
        const [latest] = await req.inTenant((tx) =>
          tx.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, actor.userId)).orderBy(desc(notifications.id)).limit(1),
        );
        lastId = latest?.id ?? 0;
      }
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': req.id,
      });
      res.write('retry: 3000\n\n');
      let closed = false;
      let reading = false;
      const push = async () => {
        if (closed || reading) return;
        reading = true;
        try {
          const rows = await req.inTenant((tx) =>
            tx.select().from(notifications).where(and(eq(notifications.userId, actor.userId), gt(notifications.id, lastId))).orderBy(asc(notifications.id)).limit(50),
          );
          for (const n of rows) {
            lastId = n.id;
            const data = { id: n.id, read_at: n.readAt?.toISOString() ?? null, created_at: n.createdAt.toISOString(), data: { notification: n.text, path: n.path } };
            res.write(`id: ${n.id}\nevent: notification\ndata: ${JSON.stringify(data)}\n\n`);
          }
        } catch (err) {
          req.log.warn({ err }, 'notification stream read failed');
        } finally {
          reading = false;
        }
      };
      const unsubscribe = notificationHub.subscribe(tenantId, actor.userId, () => void push());
      // A signed-out session (here or in another tab, or by "sign out other sessions") ends its stream.
      const stillSignedIn = async () => {
        const [row] = await req.inTenant((tx) => tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, actor.sessionId)));
        return Boolean(row);
      };
      const poll = setInterval(() => {
        void stillSignedIn().then((ok) => (ok ? push() : stop()), () => undefined);
      }, POLL_MS);
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const stop = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        clearInterval(poll);
        clearInterval(heartbeat);
        clearTimeout(limit);
        open.delete(stop);
        res.end();
      };
      const limit = setTimeout(stop, MAX_STREAM_MS);
      open.add(stop);
      res.on('close', stop);
    },
  });
}
