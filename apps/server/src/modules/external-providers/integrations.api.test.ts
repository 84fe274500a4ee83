import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { NORDIC, PACIFIC, getTestApp, originOf, signIn, withSession } from '../../../test/app';
import { CookieJar } from '../../../test/cookie-jar';
import type { Database } from '../../db/client';
import { externalProviders } from '../../db/schema';

let app: FastifyInstance;
let database: Database;
let manager: CookieJar;
let staff: CookieJar;
let orgAdmin: CookieJar;
let pacific: CookieJar;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, jar: CookieJar | null, payload?: unknown, host = NORDIC) =>
  app.inject({ method, url, payload: payload as object, headers: jar ? withSession(jar, host) : { host, origin: originOf(host) } });
const P = '/api/v1/seaward/manage/external-providers';
const M = '/api/v1/seaward/manage/external-mappings';
const E = '/api/v1/seaward/manage/email-templates';
const C = '/api/v1/seaward/manage/custom-content';
const T = '/api/v1/seaward/manage/terms-and-conditions';

beforeAll(async () => {
  ({ app, database } = await getTestApp());
  manager = await signIn(app, 'manager@nordic.test');
  staff = await signIn(app, 'staff@nordic.test');
  orgAdmin = await signIn(app, 'orgadmin@nordic.test');
  pacific = await signIn(app, 'admin@pacific.test', PACIFIC);
});

describe('integrations and content resources', () => {
  it('401 and 403 for each', async () => {
    for (const url of [P, M, E, C, T]) {
      expect((await call('GET', url, null)).statusCode).toBe(401);
      expect((await call('GET', url, staff)).statusCode).toBe(403);
    }
  });

  it('stores provider credentials encrypted and never returns them', async () => {
    const res = await call('POST', P, manager, { name: 'AIS Hub', kind: 'tracking', base_url: 'https://ais.example.test', credentials: 'key-abc-123' });
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain('key-abc-123');
    expect(res.json()).toMatchObject({ has_credentials: true });
    const [row] = await database.db.select().from(externalProviders).where(eq(externalProviders.id, res.json().id));
    expect(row!.credentialsEncrypted).not.toContain('key-abc-123');
    // Empty keeps what is stored.
    const kept = await call('PUT', `${P}/${row!.id}`, manager, { name: 'AIS Hub', kind: 'tracking', base_url: '', credentials: '' });
    expect(kept.json()).toMatchObject({ has_credentials: true, base_url: null });
    const history = (await call('GET', `${P}/${row!.id}/history`, manager)).body;
    expect(history).not.toContain('key-abc-123');
    expect((await call('GET', `${P}/${row!.id}`, pacific, undefined, PACIFIC)).statusCode).toBe(404);
    expect((await call('POST', P, manager, { name: 'x', kind: 'weather' })).json().error.data.fields[0].field).toBe('kind');
  });

  it('maps a provider id to one of our vessels; unknown targets are refused; a used provider is not deleted', async () => {
    const provider = (await call('GET', `${P}?q=AIS`, manager)).json().data[0];
    expect((await call('POST', M, manager, { provider_id: provider.id, target_type: 'vessel', target_id: 999999, external_id: 'X1' })).json().error.data.fields[0]).toEqual({ field: 'target_id', message: 'not_found' });
    const vessels = (await call('GET', '/api/v1/seaward/vessels?perPage=1', manager)).json();
    const vesselId = vessels.data?.[0]?.id ?? 1;
    const created = await call('POST', M, manager, { provider_id: provider.id, target_type: 'vessel', target_id: vesselId, external_id: 'AIS-77' });
    expect(created.statusCode).toBe(201);
    expect(created.json().target_name).toBeTruthy();
    expect((await call('DELETE', `${P}/${provider.id}`, manager)).statusCode).toBe(409);
  });

  it('e-mail templates: Liquid preview with sample data, sandboxed, and organisation overrides kept to their organisation', async () => {
    const preview = await call('POST', `${E}/preview`, manager, { event: 'trip.started', language: 'en-GB', subject: 'Trip {{ trip.reference }} started', body: '**{{ trip.vessel }}** entered {{ trip.area }}' });
    expect(preview.json()).toMatchObject({ subject: 'Trip NWR-2026-0001 started', html: expect.stringContaining('<strong>Nordic Aurora</strong>') });
    const include = await call('POST', `${E}/preview`, manager, { event: 'trip.started', language: 'en-GB', subject: 'x', body: "{% include '/etc/passwd' %}" });
    expect(include.statusCode).toBe(400);
    const script = await call('POST', `${E}/preview`, manager, { event: 'trip.started', language: 'en-GB', subject: 'x', body: '<script>alert(1)</script>' });
    expect(script.json().html).not.toContain('<script');
    const tenantWide = await call('POST', E, manager, { event: 'trip.started', language: 'en-GB', subject: 'Trip {{ trip.reference }}', body: 'Hello' });
    expect(tenantWide.statusCode).toBe(201);
    expect((await call('GET', E, orgAdmin)).json().total).toBe(0);
    const outside = await call('POST', E, orgAdmin, { event: 'trip.started', language: 'en-GB', subject: 'Mine', body: 'Mine' });
    expect(outside.json().error.data.fields[0]).toEqual({ field: 'organisation_id', message: 'outside_scope' });
    const orgs = (await call('GET', '/api/v1/seaward/manage/organisations', orgAdmin)).json().data;
    const own = await call('POST', E, orgAdmin, { event: 'trip.started', language: 'en-GB', organisation_id: orgs[0].id, subject: 'Mine', body: 'Mine' });
    expect(own.statusCode).toBe(201);
    expect((await call('GET', E, orgAdmin)).json().total).toBe(1);
  });

  it('custom content: sanitised on render and shown on the sign-in page', async () => {
    const created = await call('POST', C, manager, { key: 'signin-message', language: 'en-GB', body: 'Planned **maintenance** on Sunday. <script>alert(1)</script> [status](https://status.example.test)' });
    expect(created.statusCode).toBe(201);
    expect((await call('POST', C, manager, { key: 'signin-message', language: 'en-GB', body: 'again' })).json().error.data.fields[0]).toEqual({ field: 'key', message: 'taken' });
    const rendered = (await call('GET', '/api/v1/seaward/content/signin-message?lng=en-GB', staff)).json();
    expect(rendered.html).toContain('<strong>maintenance</strong>');
    expect(rendered.html).not.toContain('<script');
    // The sign-in page shows it: follow the redirects of a signed-out visit.
    const jar = new CookieJar();
    let url = '/api/auth/authorize';
    let res = await app.inject({ url, headers: { host: NORDIC } });
    for (let hops = 0; hops < 5 && res.statusCode >= 300 && res.statusCode < 400; hops++) {
      jar.store(res.headers['set-cookie']);
      const next = new URL(String(res.headers.location), originOf(NORDIC));
      url = next.pathname + next.search;
      res = await app.inject({ url, headers: { host: NORDIC, cookie: jar.header() } });
    }
    expect(url).toMatch(/^\/signin\//);
    expect(res.body).toContain('<div class="notice" role="note"><p>Planned <strong>maintenance</strong> on Sunday.');
    expect(res.body).not.toContain('alert(1)');
  });

  it('terms: versions per language, the latest in force is marked', async () => {
    const a = await call('POST', T, manager, { language: 'en-GB', version: '2025.1', title: 'War risks terms', effective_from: '2025-01-01', body: 'Old' });
    const b = await call('POST', T, manager, { language: 'en-GB', version: '2026.1', title: 'War risks terms', effective_from: '2026-01-01', body: 'New' });
    const c = await call('POST', T, manager, { language: 'en-GB', version: '2099.1', title: 'War risks terms', effective_from: '2099-01-01', body: 'Future' });
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    const list = (await call('GET', `${T}?language=en-GB`, manager)).json().data as { version: string; in_force: boolean }[];
    expect(list.filter((t) => t.in_force).map((t) => t.version)).toEqual(['2026.1']);
    expect((await call('POST', T, manager, { language: 'en-GB', version: '2026.1', title: 'x', effective_from: '2026-02-01', body: 'x' })).json().error.data.fields[0]).toEqual({ field: 'version', message: 'taken' });
  });
});
