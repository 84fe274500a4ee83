import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NORDIC, PACIFIC, getTestApp, originOf, signIn, withSession } from '../../../test/app';
import type { CookieJar } from '../../../test/cookie-jar';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import { runDueJobs } from '../../jobs';
import { verifySignature } from './signature';

let app: FastifyInstance;
let database: Database;
let manager: CookieJar;
let staff: CookieJar;
let pacific: CookieJar;
let receiver: Server;
let receiverUrl: string;
const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
let failNext = 0;

const W = '/api/v1/seaward/manage/webhooks';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, jar: CookieJar | null, payload?: unknown, host = NORDIC) =>
  app.inject({ method, url, payload: payload as object, headers: jar ? withSession(jar, host) : { host, origin: originOf(host) } });

beforeAll(async () => {
  ({ app, database } = await getTestApp());
  manager = await signIn(app, 'manager@nordic.test');
  staff = await signIn(app, 'staff@nordic.test');
  pacific = await signIn(app, 'admin@pacific.test', PACIFIC);
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = failNext-- > 0 ? 503 : 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});

afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

// Runs the outbox until nothing is due, making retries due at once instead of after their back-off.
async function drainOutbox(rounds = 1) {
  for (let i = 0; i < rounds; i++) {
    await database.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.status, 'pending'));
    await runDueJobs(database.db);
  }
}

describe('webhooks', () => {
  it('401 / 403 / 400 / 404', async () => {
    expect((await call('GET', W, null)).statusCode).toBe(401);
    expect((await call('GET', W, staff)).statusCode).toBe(403);
    const bad = await call('POST', W, manager, { url: 'ftp://x', events: [] });
    expect(bad.json().error.data.fields.map((f: { field: string }) => f.field)).toEqual(expect.arrayContaining(['url', 'events']));
    const hook = (await call('POST', W, manager, { url: 'https://hooks.example.test/a', events: ['trip.started'] })).json();
    expect((await call('GET', `${W}/${hook.id}`, pacific, undefined, PACIFIC)).statusCode).toBe(404);
    expect((await call('POST', `${W}/${hook.id}/test`, pacific, undefined, PACIFIC)).statusCode).toBe(404);
    expect((await call('DELETE', `${W}/${hook.id}`, manager)).statusCode).toBe(204);
  });

  it('signs a test delivery with HMAC-SHA256, retries after a failure, and logs both attempts', async () => {
    const hook = (await call('POST', W, manager, { url: receiverUrl, events: ['trip.started', 'trip.ended'], description: 'Test receiver' })).json();
    expect(hook).not.toHaveProperty('secret');
    const { secret } = (await call('POST', `${W}/${hook.id}/secret`, manager)).json();
    expect(secret).toMatch(/^whsec_/);

    failNext = 1;
    expect((await call('POST', `${W}/${hook.id}/test`, manager)).statusCode).toBe(202);
    await drainOutbox();
    let log = (await call('GET', `${W}/${hook.id}/deliveries`, manager)).json();
    expect(log[0]).toMatchObject({ event: 'webhook.test', status: 'retrying', attempts: 1, response_status: 503 });

    await drainOutbox();
    log = (await call('GET', `${W}/${hook.id}/deliveries`, manager)).json();
    expect(log[0]).toMatchObject({ status: 'delivered', attempts: 2, response_status: 204 });
    expect(received).toHaveLength(2);
    const last = received[1]!;
    const timestamp = String(last.headers['x-seaward-timestamp']);
    expect(verifySignature(secret, timestamp, last.body, String(last.headers['x-seaward-signature']))).toBe(true);
    expect(verifySignature('whsec_wrong', timestamp, last.body, String(last.headers['x-seaward-signature']))).toBe(false);
    expect(JSON.parse(last.body)).toMatchObject({ event: 'webhook.test', data: { sent_by: 'manager@nordic.test' } });
    const history = (await call('GET', `${W}/${hook.id}/history`, manager)).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['test', 'update', 'create']);
  });
});
