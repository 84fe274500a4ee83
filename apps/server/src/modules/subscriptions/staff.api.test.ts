import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { NORDIC, PACIFIC, getTestApp, signIn, withSession } from '../../../test/app';
import type { CookieJar } from '../../../test/cookie-jar';

let app: FastifyInstance;
let staff: CookieJar;
let manager: CookieJar;
let pacific: CookieJar;

beforeAll(async () => {
  ({ app } = await getTestApp());
  staff = await signIn(app, 'staff@nordic.test');
  manager = await signIn(app, 'manager@nordic.test');
  pacific = await signIn(app, 'admin@pacific.test', PACIFIC);
});

const get = (url: string, jar: CookieJar, host = NORDIC) => app.inject({ url, headers: withSession(jar, host) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, jar: CookieJar, payload?: unknown, host = NORDIC) =>
  app.inject({ method, url, headers: withSession(jar, host), payload: payload as object });

describe('vessels, areas and map', () => {
  it('lists vessels and shows one; Pacific gets 404', async () => {
    const list = (await get('/api/v1/seaward/vessels?q=aurora', staff)).json();
    expect(list.data[0].name).toBe('Nordic Aurora');
    const vessel = (await get(`/api/v1/seaward/vessels/${list.data[0].id}`, staff)).json();
    expect(vessel.position).not.toBeNull();
    expect(vessel.track.length).toBeGreaterThan(10);
    expect((await get(`/api/v1/seaward/vessels/${list.data[0].id}`, pacific, PACIFIC)).statusCode).toBe(404);
    expect((await get('/api/v1/seaward/vessels?q=aurora', pacific, PACIFIC)).json().total).toBe(0);
  });

  it('lists areas with rates and open trips; Pacific gets 404 for a Nordic area', async () => {
    const list = (await get('/api/v1/seaward/areas?perPage=100', staff)).json();
    expect(list.total).toBe(12);
    expect(list.data[0].rates.length).toBe(2);
    const open = list.data.reduce((s: number, a: { open_trips: number }) => s + a.open_trips, 0);
    expect(open).toBe(8);
    const area = (await get(`/api/v1/seaward/areas/${list.data[0].id}`, staff)).json();
    expect(area.geometry).toHaveProperty('type');
    expect((await get(`/api/v1/seaward/areas/${list.data[0].id}`, pacific, PACIFIC)).statusCode).toBe(404);
  });

  it('puts every vessel on the map; ongoing-trip vessels inside their covered area', async () => {
    const vessels = (await get('/api/v1/seaward/map/vessels', staff)).json();
    expect(vessels).toHaveLength(12);
    const covered = vessels.filter((v: { covered: boolean }) => v.covered);
    expect(covered.length).toBeGreaterThan(0);
    for (const v of covered) expect(v.trip_reference).toMatch(/^NWR-/);
    const pacificMap = (await get('/api/v1/seaward/map/vessels', pacific, PACIFIC)).json();
    expect(pacificMap.some((v: { trip_reference: string | null }) => v.trip_reference?.startsWith('NWR'))).toBe(false);
    const pacificAreas = (await get('/api/v1/seaward/map/areas', pacific, PACIFIC)).json();
    const nordicAreas = (await get('/api/v1/seaward/map/areas', staff)).json();
    const nordicIds = new Set(nordicAreas.map((a: { id: number }) => a.id));
    expect(pacificAreas.some((a: { id: number }) => nordicIds.has(a.id))).toBe(false);
  });
});

describe('subscriptions and events', () => {
  it('validates input', async () => {
    const bad = await send('POST', '/api/v1/seaward/subscriptions', staff, { event: 'trip.started', scope: 'area', scope_id: null, in_app: true, email: false });
    expect(bad.statusCode).toBe(400);
    const none = await send('POST', '/api/v1/seaward/subscriptions', staff, { event: 'nope', scope: 'all', scope_id: null, in_app: true, email: false });
    expect(none.statusCode).toBe(400);
    const foreign = await send('POST', '/api/v1/seaward/subscriptions', pacific, { event: 'trip.started', scope: 'area', scope_id: 1, in_app: true, email: false }, PACIFIC);
    expect(foreign.statusCode).toBe(400);
  });

  it('turns a position report entering an area into a notification for a subscriber, in their language', async () => {
    const areas = (await get('/api/v1/seaward/map/areas', staff)).json();
    const vessels = (await get('/api/v1/seaward/map/vessels', staff)).json();
    const outside = vessels.find((v: { area_id: number | null }) => v.area_id == null);
    const area = areas[0];
    const created = await send('POST', '/api/v1/seaward/subscriptions', staff, { event: 'breach.detected', scope: 'vessel', scope_id: outside.id, in_app: true, email: true });
    expect(created.statusCode).toBe(201);
    expect(created.json().scope_name).toBe(outside.name);
    expect((await get('/api/v1/seaward/subscriptions', staff)).json()).toHaveLength(1);
    expect((await get('/api/v1/seaward/subscriptions', pacific, PACIFIC)).json()).toHaveLength(0);

    const ring = area.geometry.type === 'Polygon' ? area.geometry.coordinates[0] : area.geometry.coordinates[0][0];
    const { interiorPoint } = await import('../positions/geo');
    const [lon, lat] = interiorPoint(area.geometry);
    expect(ring.length).toBeGreaterThan(3);
    const report = await send('POST', `/api/v1/seaward/vessels/${outside.id}/positions`, manager, { recorded_at: new Date().toISOString(), lat, lon, speed_kn: 10, course_deg: 90 });
    expect(report.statusCode).toBe(201);
    expect(report.json()).toMatchObject({ area_id: area.id, breach: true });
    const notes = (await get('/api/v1/seaward/notifications', staff)).json() as { data: { notification: string; path: string } }[];
    // staff@nordic.test reads Norwegian.
    const note = notes.find((n) => n.data.notification === `Mulig brudd: ${outside.name} er i ${area.name} uten en meldt reise`);
    expect(note?.data.path).toBe(`/vessels/${outside.id}`);
    // The e-mail channel: one message queued in the mail outbox, in the user's language.
    const { database } = await getTestApp();
    const queued = await database.db.execute(sql`select payload from jobs where type = 'mail.send' and payload::text like ${`%Mulig brudd: ${outside.name}%`}`);
    const mails = (queued as unknown as { rows: { payload: { to: string[]; subject: string } }[] }).rows;
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload.to).toEqual(['staff@nordic.test']);
    expect(mails[0]!.payload.subject).toContain('Varsel fra Seaward');
    const managerNotes = (await get('/api/v1/seaward/notifications', manager)).json();
    expect(managerNotes.some((n: { data: { notification: string } }) => n.data.notification.includes(outside.name))).toBe(false);
    expect((await send('POST', `/api/v1/seaward/vessels/${outside.id}/positions`, staff, { recorded_at: new Date().toISOString(), lat, lon })).statusCode).toBe(403);
    expect((await send('POST', `/api/v1/seaward/vessels/${outside.id}/positions`, pacific, { recorded_at: new Date().toISOString(), lat, lon }, PACIFIC)).statusCode).toBe(404);

    const id = created.json().id;
    expect((await send('DELETE', `/api/v1/seaward/subscriptions/${id}`, pacific, undefined, PACIFIC)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/v1/seaward/subscriptions/${id}`, staff)).statusCode).toBe(204);
  });
});

describe('account sessions', () => {
  it('lists sessions and signs out the others', async () => {
    const first = await signIn(app, 'orgadmin@nordic.test');
    const second = await signIn(app, 'orgadmin@nordic.test');
    const sessions = (await get('/api/v1/seaward/account/sessions', first)).json();
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const res = await send('DELETE', '/api/v1/seaward/account/sessions/others', second);
    expect(res.json().signed_out).toBeGreaterThanOrEqual(1);
    expect((await get('/api/v1/seaward/user', first)).statusCode).toBe(401);
    expect((await get('/api/v1/seaward/user', second)).statusCode).toBe(200);
    expect((await get('/api/v1/seaward/user', staff)).statusCode).toBe(200);
  });
});
