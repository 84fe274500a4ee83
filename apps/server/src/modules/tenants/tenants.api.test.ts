import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { NORDIC, PACIFIC, getTestApp, originOf, signIn, withSession } from '../../../test/app';
import type { CookieJar } from '../../../test/cookie-jar';

let app: FastifyInstance;
let admin: CookieJar;
let manager: CookieJar;
let pacific: CookieJar;
const T = '/api/v1/seaward/manage/tenants';
const call = (method: 'GET' | 'POST' | 'PUT', url: string, jar: CookieJar | null, payload?: unknown, host = NORDIC, headers: Record<string, string> = {}) =>
  app.inject({ method, url, payload: payload as never, headers: jar ? withSession(jar, host, headers) : { host, origin: originOf(host), ...headers } });

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const multipart = (bytes: Buffer, name: string) => {
  const boundary = 'seaward-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
};

beforeAll(async () => {
  ({ app } = await getTestApp());
  admin = await signIn(app, 'admin@nordic.test');
  manager = await signIn(app, 'manager@nordic.test');
  pacific = await signIn(app, 'admin@pacific.test', PACIFIC);
});

describe('tenants resource', () => {
  it('401, 403 without manage-tenants, and only the own tenant is visible', async () => {
    expect((await call('GET', T, null)).statusCode).toBe(401);
    expect((await call('GET', T, manager)).statusCode).toBe(403);
    const list = (await call('GET', T, admin)).json();
    expect(list.data.map((t: { name: string }) => t.name)).toEqual(['Nordic War Risks']);
    const pacificId = (await call('GET', T, pacific, undefined, PACIFIC)).json().data[0].id;
    expect((await call('GET', `${T}/${pacificId}`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `${T}/${pacificId}`, admin, { name: 'Taken over', hosts: ['x.localhost'], features: [] })).statusCode).toBe(404);
  });

  it('changes name, host names and features; refuses a host of another tenant and bad input', async () => {
    const me = (await call('GET', T, admin)).json().data[0];
    expect((await call('PUT', `${T}/${me.id}`, admin, { ...me, hosts: ['Not A Host!'] })).json().error.data.fields[0].field).toMatch(/^hosts/);
    expect((await call('PUT', `${T}/${me.id}`, admin, { ...me, hosts: [...me.hosts, 'pacific.localhost'] })).json().error.data.fields[0]).toEqual({ field: 'hosts', message: 'taken' });
    expect((await call('PUT', `${T}/${me.id}`, admin, { ...me, active: false })).json().error.data.fields[0]).toEqual({ field: 'active', message: 'own_tenant' });
    const res = await call('PUT', `${T}/${me.id}`, admin, { ...me, name: 'Nordic War Risks AS', hosts: [...me.hosts, 'nwr.localhost'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().hosts).toContain('nwr.localhost');
    expect((await call('GET', '/api/v1/seaward/tenant', admin)).json().name).toBe('Nordic War Risks AS');
    await call('PUT', `${T}/${me.id}`, admin, me);
  });

  it('takes a PNG logo and refuses anything that is not a raster image', async () => {
    const me = (await call('GET', T, admin)).json().data[0];
    const bad = multipart(Buffer.from('<svg onload="alert(1)"/>'), 'logo.png');
    expect((await call('POST', `${T}/${me.id}/logo`, admin, bad.body, NORDIC, { 'content-type': bad.type })).statusCode).toBe(400);
    const good = multipart(PNG, 'logo.png');
    expect((await call('POST', `${T}/${me.id}/logo`, admin, good.body, NORDIC, { 'content-type': good.type })).statusCode).toBe(204);
    const logo = await app.inject({ url: '/api/v1/seaward/tenant/logo.svg', headers: { host: NORDIC } });
    expect(logo.body).toContain('data:image/png;base64,');
    expect((await call('GET', `${T}/${me.id}/history`, admin)).json()[0].changes.logo[1]).toMatch(/^image\/png/);
  });
});
