import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { NORDIC, PACIFIC, getTestApp, originOf, signIn, withSession } from '../../test/app';
import type { CookieJar } from '../../test/cookie-jar';
import { type Database, withTenant } from '../db/client';

let app: FastifyInstance;
let database: Database;
let nordicStaff: CookieJar;
let nordicManager: CookieJar;
let nordicOrgAdmin: CookieJar;
let pacificAdmin: CookieJar;

beforeAll(async () => {
  ({ app, database } = await getTestApp());
  nordicStaff = await signIn(app, 'staff@nordic.test');
  nordicManager = await signIn(app, 'manager@nordic.test');
  nordicOrgAdmin = await signIn(app, 'orgadmin@nordic.test');
  pacificAdmin = await signIn(app, 'admin@pacific.test', PACIFIC);
});

const get = (url: string, jar: CookieJar, host = NORDIC) => app.inject({ url, headers: withSession(jar, host) });

describe('tenant and user', () => {
  it('serves each tenant its own tenant record', async () => {
    const nordic = (await get('/api/v1/seaward/tenant', nordicStaff)).json();
    expect(nordic).toMatchObject({ name: 'Nordic War Risks', logo_url: '/api/v1/seaward/tenant/logo.svg' });
    expect(nordic.settings).toContainEqual({ name: 'return-to-portal-button', setting: 'https://portal.nordic.test/' });
    const pacific = (await get('/api/v1/seaward/tenant', pacificAdmin, PACIFIC)).json();
    expect(pacific.name).toBe('Pacific Marine Mutual');
    expect(pacific.settings.map((s: { name: string }) => s.name)).not.toContain('return-to-portal-button');
  });

  it('returns the user with roles and permissions', async () => {
    const staff = (await get('/api/v1/seaward/user', nordicStaff)).json();
    expect(staff).toMatchObject({ email: 'staff@nordic.test', name: 'Ingrid Dahl', roles: ['staff'] });
    expect(staff.permissions.some((p: string) => p.startsWith('manage-'))).toBe(false);
    const manager = (await get('/api/v1/seaward/user', nordicManager)).json();
    expect(manager.permissions).toContain('manage-tenant-users');
    expect(manager.roles).not.toContain('super-admin');
  });

  it('answers an unknown host with 404 and never guesses a tenant', async () => {
    const res = await app.inject({ url: '/api/v1/seaward/tenant', headers: { host: 'evil.example:3000' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('tenant_not_found');
  });

  it('answers unknown API routes with the error body', async () => {
    const res = await get('/api/v1/seaward/nothing-here', nordicStaff);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'not_found', title: 'Not Found' } });
  });

  it('echoes X-Request-ID and sends a strict CSP', async () => {
    const res = await app.inject({ url: '/api/v1/seaward/tenant', headers: { ...withSession(nordicStaff), 'x-request-id': 'req-123' } });
    expect(res.headers['x-request-id']).toBe('req-123');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('isolation between tenants', () => {
  it('a Pacific session cannot read or change Nordic notifications by id', async () => {
    const nordicList = (await get('/api/v1/seaward/notifications', nordicStaff)).json();
    const target = nordicList.find((n: { read_at: string | null }) => n.read_at === null);
    expect(target).toBeDefined();
    const res = await app.inject({ method: 'POST', url: `/api/v1/seaward/notifications/${target.id}/read`, headers: withSession(pacificAdmin, PACIFIC) });
    expect(res.statusCode).toBe(404);
    const again = (await get('/api/v1/seaward/notifications', nordicStaff)).json();
    expect(again.find((n: { id: number }) => n.id === target.id).read_at).toBeNull();
    const pacificList = (await get('/api/v1/seaward/notifications', pacificAdmin, PACIFIC)).json();
    expect(pacificList.map((n: { id: number }) => n.id)).not.toContain(target.id);
  });

  it('a Pacific session gets 404 for a Nordic organisation', async () => {
    const orgs = (await get('/api/v1/seaward/organisations', nordicManager)).json();
    expect(orgs.length).toBeGreaterThan(3);
    const res = await get(`/api/v1/seaward/organisations/${orgs[0].id}/details`, pacificAdmin, PACIFIC);
    expect(res.statusCode).toBe(404);
  });

  it('row-level security hides other tenants even from a query without a tenant condition', async () => {
    const counts = await withTenant(database.db, 2, (tx) => tx.execute(sql`select count(*)::int as n, count(distinct tenant_id)::int as t from trips`));
    const row = (counts as unknown as { rows: { n: number; t: number }[] }).rows[0]!;
    expect(row).toEqual({ n: 64, t: 1 });
    await expect(
      withTenant(database.db, 2, (tx) => tx.execute(sql`insert into currencies (tenant_id, code, name) values (1, 'SEK', 'Swedish krona')`)),
    ).rejects.toThrow();
  });
});

describe('permissions and input', () => {
  it('refuses a route without its permission with 403', async () => {
    const res = await get('/api/v1/seaward/organisations', nordicStaff);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('scopes an organisation administrator to their own organisation', async () => {
    const orgs = (await get('/api/v1/seaward/organisations', nordicOrgAdmin)).json();
    // With manage-organisation-children the child organisation is theirs too.
    expect(orgs.map((o: { name: string }) => o.name)).toEqual(['Fjordline Tankers AS', 'Fjordline Tankers Singapore Pte']);
    const all = (await get('/api/v1/seaward/organisations', nordicManager)).json();
    const other = all.find((o: { name: string }) => o.name === 'Bergen Bulk Carriers ASA');
    expect((await get(`/api/v1/seaward/organisations/${other.id}/details`, nordicOrgAdmin)).statusCode).toBe(404);
  });

  it('refuses a cross-origin POST with 403 even with a valid session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/seaward/notifications/read-all',
      headers: { ...withSession(nordicStaff), origin: 'http://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('cross_origin');
    const noOrigin = await app.inject({ method: 'POST', url: '/api/v1/seaward/notifications/read-all', headers: { host: NORDIC, cookie: nordicStaff.header() } });
    expect(noOrigin.statusCode).toBe(403);
    const xOrigin = await app.inject({
      method: 'POST',
      url: '/api/v1/seaward/notifications/read-all',
      headers: { host: NORDIC, cookie: nordicStaff.header(), 'x-origin': originOf(NORDIC) },
    });
    expect(xOrigin.statusCode).toBe(204);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const badId = await get('/api/v1/seaward/organisations/abc/details', nordicStaff);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.data.fields[0].field).toBe('id');
    const badLang = await app.inject({ method: 'PUT', url: '/api/v1/seaward/user/language', headers: withSession(nordicStaff), payload: { language: 'xx-XX' } });
    expect(badLang.statusCode).toBe(400);
    expect(badLang.json().error).toMatchObject({ code: 'validation_failed', data: { fields: [{ field: 'language' }] } });
    const badJson = await app.inject({ method: 'PUT', url: '/api/v1/seaward/user/language', headers: { ...withSession(nordicStaff), 'content-type': 'application/json' }, payload: '{"language":' });
    expect(badJson.statusCode).toBe(400);
  });

  it('saves the preferred language', async () => {
    const res = await app.inject({ method: 'PUT', url: '/api/v1/seaward/user/language', headers: withSession(nordicStaff), payload: { language: 'fr-FR' } });
    expect(res.statusCode).toBe(204);
    expect((await get('/api/v1/seaward/user', nordicStaff)).json().language).toBe('fr-FR');
    // Back to the seeded language: other test files read this user's notifications in Norwegian.
    await app.inject({ method: 'PUT', url: '/api/v1/seaward/user/language', headers: withSession(nordicStaff), payload: { language: 'nb-NO' } });
  });

  it('marks one notification read and then all', async () => {
    const list = (await get('/api/v1/seaward/notifications', nordicManager)).json();
    const unread = list.filter((n: { read_at: string | null }) => !n.read_at);
    expect(unread.length).toBeGreaterThan(1);
    const one = await app.inject({ method: 'POST', url: `/api/v1/seaward/notifications/${unread[0].id}/read`, headers: withSession(nordicManager) });
    expect(one.statusCode).toBe(204);
    const after = (await get('/api/v1/seaward/notifications', nordicManager)).json();
    expect(after.filter((n: { read_at: string | null }) => !n.read_at).length).toBe(unread.length - 1);
    await app.inject({ method: 'POST', url: '/api/v1/seaward/notifications/read-all', headers: withSession(nordicManager) });
    expect((await get('/api/v1/seaward/notifications', nordicManager)).json().every((n: { read_at: string | null }) => n.read_at)).toBe(true);
  });

  it('serves currencies and the OpenAPI document', async () => {
    const cur = (await get('/api/v1/seaward/currencies', nordicStaff)).json();
    expect(cur.map((c: { code: string }) => c.code)).toEqual(['EUR', 'GBP', 'NOK', 'USD']);
    const doc = await app.inject({ url: '/api/docs/json', headers: { host: NORDIC } });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain('/api/v1/seaward/tenant');
  });
});
