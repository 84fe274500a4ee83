import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NORDIC, getTestApp, signIn, withSession } from '../../../test/app';
import type { CookieJar } from '../../../test/cookie-jar';
import { withTenant } from '../../db/client';
import { eq } from 'drizzle-orm';
import { notifications, tenants, users } from '../../db/schema';
import { notificationHub } from './hub';

let app: FastifyInstance;
let staff: CookieJar;
let port: number;

beforeAll(async () => {
  ({ app } = await getTestApp());
  staff = await signIn(app, 'staff@nordic.test');
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
// The app is shared by every API test file of the run: stop listening, never close it.
afterAll(async () => {
  await new Promise((resolve) => app.server.close(resolve));
});

/** Opens the stream and collects its text until `until` matches. */
function readStream(jar: CookieJar, until: RegExp, onOpen: () => Promise<void>): Promise<{ status: number; text: string; type: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/v1/seaward/notifications/stream', headers: withSession(jar, NORDIC) }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.startsWith('retry:') && !text.includes('event:') && text.length < 20) void onOpen().catch(reject);
        if (until.test(text)) {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, text, type: String(res.headers['content-type']) });
        }
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, type: String(res.headers['content-type']) }));
    });
    req.on('error', reject);
    req.end();
    setTimeout(() => reject(new Error('no event within 8 s')), 8_000).unref();
  });
}

describe('notification stream', () => {
  it('pushes a notification written for the user after the stream opened, and nothing of others', async () => {
    const { database } = await getTestApp();
    const got = await readStream(staff, /event: notification[\s\S]*\n\n/, async () => {
      const [nordic] = await database.db.select().from(tenants).where(eq(tenants.slug, 'nordic'));
      const tenantId = nordic!.id;
      const ids = await withTenant(database.db, tenantId, async (tx) => {
        const [me] = await tx.select().from(users).where(eq(users.email, 'staff@nordic.test'));
        const [other] = await tx.select().from(users).where(eq(users.email, 'manager@nordic.test'));
        await tx.insert(notifications).values({ tenantId, userId: other!.id, text: 'For the manager', path: '/' });
        await tx.insert(notifications).values({ tenantId, userId: me!.id, text: 'Streamed to staff', path: '/trips/all' });
        return [me!.id, other!.id];
      });
      notificationHub.wake(tenantId, ids, 0);
    });
    expect(got.status).toBe(200);
    expect(got.type).toContain('text/event-stream');
    expect(got.text).toContain('"notification":"Streamed to staff"');
    expect(got.text).not.toContain('For the manager');
  });

  it('needs a session', async () => {
    const res = await app.inject({ url: '/api/v1/seaward/notifications/stream', headers: { host: NORDIC } });
    expect(res.statusCode).toBe(401);
  });
});
