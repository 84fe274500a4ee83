import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { NORDIC, PACIFIC, getTestApp, signIn, withSession } from '../../../test/app';
import type { CookieJar } from '../../../test/cookie-jar';

let app: FastifyInstance;
let manager: CookieJar;
let staff: CookieJar;
let orgAdmin: CookieJar;
let pacific: CookieJar;

const BASE = '/api/v1/seaward/manage/organisations';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, jar: CookieJar | null, payload?: unknown, host = NORDIC) =>
  app.inject({ method, url, payload: payload as object, headers: jar ? withSession(jar, host) : { host, origin: `http://${host}` } });

beforeAll(async () => {
  ({ app } = await getTestApp());
  manager = await signIn(app, 'manager@nordic.test');
  staff = await signIn(app, 'staff@nordic.test');
  orgAdmin = await signIn(app, 'orgadmin@nordic.test');
  pacific = await signIn(app, 'admin@pacific.test', PACIFIC);
});

describe('organisations resource', () => {
  it('refuses the signed-out (401) and staff (403)', async () => {
    expect((await call('GET', BASE, null)).statusCode).toBe(401);
    expect((await call('GET', BASE, staff)).statusCode).toBe(403);
    expect((await call('POST', BASE, staff, { name: 'X' })).statusCode).toBe(403);
  });

  it('lists with paging, sorting, filtering and a total', async () => {
    const all = (await call('GET', `${BASE}?perPage=2&sort=-name`, manager)).json();
    expect(all.data).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    expect(all.data[0].name >= all.data[1].name).toBe(true);
    const found = (await call('GET', `${BASE}?q=fjordline`, manager)).json();
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((o: { name: string }) => /fjordline/i.test(o.name))).toBe(true);
    expect(found.total).toBe(found.data.length);
    expect((await call('GET', `${BASE}?sort=secret`, manager)).statusCode).toBe(400);
  });

  it('creates, updates and deletes with an audit entry for each', async () => {
    const bad = await call('POST', BASE, manager, { name: '', contact_email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.data.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'contact_email']));

    const created = await call('POST', BASE, manager, { name: 'Skagerrak Shipping AS', country: 'NO', contact_email: 'ops@skagerrak.test', invoice_language: 'nb-NO' });
    expect(created.statusCode).toBe(201);
    const org = created.json();
    expect(org).toMatchObject({ name: 'Skagerrak Shipping AS', country: 'NO', vat_number: null });

    const duplicate = await call('POST', BASE, manager, { name: 'Skagerrak Shipping AS' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.data.fields).toEqual([{ field: 'name', message: 'taken' }]);

    const updated = await call('PUT', `${BASE}/${org.id}`, manager, { ...org, vat_number: 'NO999888777MVA' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().vat_number).toBe('NO999888777MVA');

    const history = (await call('GET', `${BASE}/${org.id}/history`, manager)).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    expect(history[0]).toMatchObject({ actor_email: 'manager@nordic.test', changes: { vat_number: [null, 'NO999888777MVA'] } });

    expect((await call('DELETE', `${BASE}/${org.id}`, manager)).statusCode).toBe(204);
    expect((await call('GET', `${BASE}/${org.id}`, manager)).statusCode).toBe(404);
  });

  it('refuses to delete an organisation in use, saying what uses it (409)', async () => {
    const list = (await call('GET', `${BASE}?q=Fjordline Tankers AS`, manager)).json();
    const res = await call('DELETE', `${BASE}/${list.data[0].id}`, manager);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.data.usedBy.length).toBeGreaterThan(0);
  });

  it('refuses a parent that would make a cycle', async () => {
    const list = (await call('GET', `${BASE}?q=Fjordline`, manager)).json();
    const parent = list.data.find((o: { parent_id: number | null }) => o.parent_id == null);
    const child = list.data.find((o: { parent_id: number | null }) => o.parent_id === parent.id);
    const res = await call('PUT', `${BASE}/${parent.id}`, manager, { ...parent, parent_id: child.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.data.fields[0]).toEqual({ field: 'parent_id', message: 'cycle' });
  });

  it('is a 404 across tenants', async () => {
    const nordicOrg = (await call('GET', BASE, manager)).json().data[0];
    expect((await call('GET', `${BASE}/${nordicOrg.id}`, pacific, undefined, PACIFIC)).statusCode).toBe(404);
    expect((await call('PUT', `${BASE}/${nordicOrg.id}`, pacific, nordicOrg, PACIFIC)).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/${nordicOrg.id}`, pacific, undefined, PACIFIC)).statusCode).toBe(404);
  });

  it('confines an organisation administrator to their organisation and its children', async () => {
    const mine = (await call('GET', BASE, orgAdmin)).json();
    const all = (await call('GET', BASE, manager)).json();
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(all.total);
    const outside = all.data.find((o: { id: number }) => !mine.data.some((m: { id: number }) => m.id === o.id));
    expect((await call('GET', `${BASE}/${outside.id}`, orgAdmin)).statusCode).toBe(404);
    const res = await call('POST', BASE, orgAdmin, { name: 'Rogue top-level org' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.data.fields[0].field).toBe('parent_id');
  });

  it('exports the filtered rows as CSV', async () => {
    const res = await call('GET', `${BASE}/export.csv?q=fjordline`, manager);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('id,name,type_name,parent_name,country,contact_email,invoice_language');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => /fjordline/i.test(l))).toBe(true);
  });
});
