import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { NORDIC, PACIFIC, getTestApp, originOf, signIn, withSession } from '../../../test/app';
import type { CookieJar } from '../../../test/cookie-jar';
import { hash } from '@node-rs/argon2';
import { type Database, withTenant } from '../../db/client';
import { jobs, tenants, users } from '../../db/schema';

let app: FastifyInstance;
let database: Database;
let manager: CookieJar;
let staff: CookieJar;
let orgAdmin: CookieJar;
let pacific: CookieJar;

const USERS = '/api/v1/seaward/manage/users';
const ROLES = '/api/v1/seaward/manage/roles';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, jar: CookieJar | null, payload?: unknown, host = NORDIC) =>
  app.inject({ method, url, payload: payload as object, headers: jar ? withSession(jar, host) : { host, origin: originOf(host) } });

async function lastMailTo(email: string) {
  const rows = await database.db.select().from(jobs).where(and(eq(jobs.type, 'mail.send'))).orderBy(desc(jobs.id));
  return rows.map((r) => r.payload as { to: string[]; subject: string; text: string }).find((p) => p.to.includes(email));
}

async function roleId(name: string) {
  const roles = (await call('GET', `${ROLES}?q=${name}`, manager)).json().data as { id: number; name: string }[];
  return roles.find((r) => r.name === name)!.id;
}

beforeAll(async () => {
  ({ app, database } = await getTestApp());
  manager = await signIn(app, 'manager@nordic.test');
  staff = await signIn(app, 'staff@nordic.test');
  orgAdmin = await signIn(app, 'orgadmin@nordic.test');
  pacific = await signIn(app, 'admin@pacific.test', PACIFIC);
});

describe('users resource', () => {
  it('refuses the signed-out (401), staff (403), and other tenants (404)', async () => {
    expect((await call('GET', USERS, null)).statusCode).toBe(401);
    expect((await call('GET', USERS, staff)).statusCode).toBe(403);
    const someone = (await call('GET', USERS, manager)).json().data[0];
    expect((await call('GET', `${USERS}/${someone.id}`, pacific, undefined, PACIFIC)).statusCode).toBe(404);
  });

  it('refuses bad input with the field names (400)', async () => {
    const res = await call('POST', USERS, manager, { name: '', email: 'nope', role_ids: ['x'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.data.fields.map((f: { field: string }) => f.field)).toEqual(expect.arrayContaining(['name', 'email']));
  });

  it('invites by e-mail: a set-password link through the outbox, then sign-in with the new password', async () => {
    const staffRole = await roleId('staff');
    const created = await call('POST', USERS, manager, { name: 'Sigrid Lund', email: 'Sigrid@Nordic.test', role_ids: [staffRole], language: 'en-GB' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: 'sigrid@nordic.test', has_password: false, active: true, role_names: ['staff'] });
    const mail = await lastMailTo('sigrid@nordic.test');
    expect(mail?.subject).toBe('Your Nordic War Risks account');
    const link = /https?:\/\/\S+set-password\?token=\S+/.exec(mail!.text)![0];
    const url = new URL(link);
    expect(url.host).toBe(NORDIC);
    const page = await app.inject({ url: url.pathname + url.search, headers: { host: NORDIC } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('sigrid@nordic.test');
    const post = (password: string, confirm = password) =>
      app.inject({
        method: 'POST',
        url: url.pathname + url.search,
        headers: { host: NORDIC, origin: originOf(NORDIC), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ password, confirm }).toString(),
      });
    expect((await post('short')).statusCode).toBe(400);
    expect((await post('long enough pass', 'different pass!')).statusCode).toBe(400);
    expect((await post('a-good-new-password')).statusCode).toBe(200);
    // The link works once.
    expect((await post('another-password-1')).statusCode).toBe(410);
    const jar = await signIn(app, 'sigrid@nordic.test', NORDIC, 'a-good-new-password');
    expect((await call('GET', '/api/v1/seaward/user', jar)).json().email).toBe('sigrid@nordic.test');
  });

  it("uses the tenant's 'user.invited' template when there is one", async () => {
    const template = await call('POST', '/api/v1/seaward/manage/email-templates', manager, {
      event: 'user.invited',
      language: 'fr-FR',
      subject: 'Bienvenue chez {{ tenant.name }}',
      body: 'Bonjour {{ user.name }}, choisissez votre mot de passe : {{ link }} (valable {{ days }} jours)',
    });
    expect(template.statusCode).toBe(201);
    expect((await call('POST', USERS, manager, { name: 'Anne Roux', email: 'anne@nordic.test', language: 'fr-FR' })).statusCode).toBe(201);
    const mail = await lastMailTo('anne@nordic.test');
    expect(mail?.subject).toBe('Bienvenue chez Nordic War Risks');
    expect(mail?.text).toMatch(/^Bonjour Anne Roux, choisissez votre mot de passe : http:\/\/nordic\.localhost:3000\/api\/auth\/set-password\?token=\S+ \(valable 7 jours\)/);
  });

  it('deactivating a user ends their sessions at once', async () => {
    const jar = await signIn(app, 'sigrid@nordic.test', NORDIC, 'a-good-new-password');
    expect((await call('GET', '/api/v1/seaward/user', jar)).statusCode).toBe(200);
    const user = (await call('GET', `${USERS}?q=sigrid`, manager)).json().data[0];
    const res = await call('PUT', `${USERS}/${user.id}`, manager, { ...user, active: false });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/v1/seaward/user', jar)).statusCode).toBe(401);
    const history = (await call('GET', `${USERS}/${user.id}/history`, manager)).json();
    expect(history[0].changes.active).toEqual([true, false]);
  });

  it('a role change takes effect on the next request of its holders', async () => {
    const role = (await call('POST', ROLES, manager, { name: 'currency-keeper', permissions: ['manage-tenant-currencies'] })).json();
    const user = (await call('POST', USERS, manager, { name: 'Odd Viken', email: 'odd@nordic.test', role_ids: [role.id] })).json();
    // Give the user a password directly: the invitation flow is tested above.
    const [t] = await database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'nordic'));
    await withTenant(database.db, t!.id, async (tx) => tx.update(users).set({ passwordHash: await hash('odd-password-123') }).where(eq(users.id, user.id)));
    const jar = await signIn(app, 'odd@nordic.test', NORDIC, 'odd-password-123');
    expect((await call('GET', '/api/v1/seaward/manage/currencies', jar)).statusCode).toBe(200);
    expect((await call('PUT', `${ROLES}/${role.id}`, manager, { name: 'currency-keeper', permissions: ['view-trips'] })).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/seaward/manage/currencies', jar)).statusCode).toBe(403);
  });

  it('confines an organisation administrator to the users of their organisation, and grants no more than they hold', async () => {
    const mine = (await call('GET', USERS, orgAdmin)).json();
    expect(mine.data.map((u: { email: string }) => u.email)).toEqual(['orgadmin@nordic.test']);
    const all = (await call('GET', USERS, manager)).json().data as { id: number; email: string }[];
    const other = all.find((u) => u.email === 'manager@nordic.test')!;
    expect((await call('GET', `${USERS}/${other.id}`, orgAdmin)).statusCode).toBe(404);
    const me = mine.data[0];
    const outside = await call('POST', USERS, orgAdmin, { name: 'X Y', email: 'xy@nordic.test', organisation_id: null });
    expect(outside.json().error.data.fields[0]).toEqual({ field: 'organisation_id', message: 'outside_scope' });
    const escalate = await call('POST', USERS, orgAdmin, { name: 'X Y', email: 'xy@nordic.test', organisation_id: me.organisation_id, role_ids: [await roleId('manager')] });
    expect(escalate.json().error.data.fields[0]).toEqual({ field: 'role_ids', message: 'not_grantable' });
    const ok = await call('POST', USERS, orgAdmin, { name: 'X Y', email: 'xy@nordic.test', organisation_id: me.organisation_id, role_ids: [await roleId('staff')] });
    expect(ok.statusCode).toBe(201);
  });

  it('the super-admin role is reserved', async () => {
    const id = await roleId('super-admin');
    expect((await call('DELETE', `${ROLES}/${id}`, manager)).statusCode).toBe(409);
    expect((await call('PUT', `${ROLES}/${id}`, manager, { name: 'super-admin', permissions: [] })).statusCode).toBe(400);
    expect((await call('POST', ROLES, manager, { name: 'super-admin', permissions: [] })).statusCode).toBe(400);
    // A role still held by users cannot be deleted.
    expect((await call('DELETE', `${ROLES}/${await roleId('staff')}`, manager)).statusCode).toBe(409);
  });
});
