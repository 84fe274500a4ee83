import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { NORDIC, PACIFIC, getTestApp, signIn, withSession } from '../../../test/app';
import type { CookieJar } from '../../../test/cookie-jar';

let app: FastifyInstance;
let staff: CookieJar;
let orgAdmin: CookieJar;
let pacific: CookieJar;

beforeAll(async () => {
  ({ app } = await getTestApp());
  staff = await signIn(app, 'staff@nordic.test');
  orgAdmin = await signIn(app, 'orgadmin@nordic.test');
  pacific = await signIn(app, 'admin@pacific.test', PACIFIC);
});

const get = (url: string, jar: CookieJar, host = NORDIC) => app.inject({ url, headers: withSession(jar, host) });

describe('trips list', () => {
  it('pages, sorts and counts', async () => {
    const res = await get('/api/v1/seaward/trips?perPage=10&sort=reference', staff);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(64);
    expect(body.total_capped).toBe(false);
    expect(body.data).toHaveLength(10);
    expect(body.data[0].reference).toMatch(/^NWR-\d{4}-0001$/);
    expect(body.data[0].premium[0]).toMatchObject({ currency: 'USD' });
    const page2 = (await get('/api/v1/seaward/trips?perPage=10&page=2&sort=reference', staff)).json();
    expect(page2.data[0].reference).toMatch(/-0011$/);
  });

  it('filters ongoing trips: entered and not exited', async () => {
    const body = (await get('/api/v1/seaward/trips?ongoing=true&perPage=100', staff)).json();
    expect(body.total).toBe(8);
    for (const t of body.data) expect(t.exit_at).toBeNull();
  });

  it('filters by free text on reference, vessel name and IMO', async () => {
    const byRef = (await get('/api/v1/seaward/trips?q=nwr-', staff)).json();
    expect(byRef.total).toBe(64);
    const byName = (await get('/api/v1/seaward/trips?q=aurora&perPage=100', staff)).json();
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.data.every((t: { vessel: { name: string } }) => t.vessel.name === 'Nordic Aurora')).toBe(true);
    const imo = byName.data[0].vessel.imo;
    expect((await get(`/api/v1/seaward/trips?q=${imo}&perPage=100`, staff)).json().total).toBe(byName.total);
  });

  it('filters by status, area and entry range', async () => {
    const all = (await get('/api/v1/seaward/trips?perPage=100', staff)).json();
    const areaId = all.data[0].area.id;
    const byArea = (await get(`/api/v1/seaward/trips?area_id=${areaId}&status=completed&perPage=100`, staff)).json();
    expect(byArea.data.every((t: { area: { id: number }; status: string }) => t.area.id === areaId && t.status === 'completed')).toBe(true);
    const day = all.data[0].entry_at.slice(0, 10);
    const range = (await get(`/api/v1/seaward/trips?entry_from=${day}&entry_to=${day}&perPage=100`, staff)).json();
    expect(range.data.map((t: { reference: string }) => t.reference)).toContain(all.data[0].reference);
    expect(range.data.every((t: { entry_at: string }) => t.entry_at.startsWith(day))).toBe(true);
  });

  it('refuses bad input with 400', async () => {
    expect((await get('/api/v1/seaward/trips?sort=password', staff)).statusCode).toBe(400);
    expect((await get('/api/v1/seaward/trips?perPage=100000', staff)).statusCode).toBe(400);
    expect((await get('/api/v1/seaward/trips?entry_from=yesterday', staff)).statusCode).toBe(400);
  });

  it('exports the filtered rows as CSV', async () => {
    const list = (await get('/api/v1/seaward/trips?status=completed&perPage=100&sort=reference', staff)).json();
    const res = await get('/api/v1/seaward/trips/export.csv?status=completed&sort=reference', staff);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('reference,vessel,imo,organisation,area,status,entry,exit,days,premium,invoice_status');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(list.data.map((t: { reference: string }) => t.reference));
  });

  it('shows one trip with lines and track; unknown is 404', async () => {
    const ongoing = (await get('/api/v1/seaward/trips?ongoing=true', staff)).json().data[0];
    const trip = (await get(`/api/v1/seaward/trips/${ongoing.reference}`, staff)).json();
    expect(trip.lines.map((l: { coverage_code: string }) => l.coverage_code)).toEqual(['HM', 'IV']);
    expect(trip.track.length).toBeGreaterThan(0);
    expect((await get('/api/v1/seaward/trips/NWR-1900-9999', staff)).statusCode).toBe(404);
  });

  it('limits an organisation user to their organisations', async () => {
    const body = (await get('/api/v1/seaward/trips?perPage=100', orgAdmin)).json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThan(64);
    const orgs = new Set(body.data.map((t: { organisation: { name: string } }) => t.organisation.name));
    expect([...orgs].every((n) => String(n).startsWith('Fjordline'))).toBe(true);
    const other = (await get('/api/v1/seaward/trips?perPage=100', staff)).json().data.find((t: { organisation: { name: string } }) => !t.organisation.name.startsWith('Fjordline'));
    expect((await get(`/api/v1/seaward/trips/${other.reference}`, orgAdmin)).statusCode).toBe(404);
  });

  it('never shows Nordic trips to Pacific', async () => {
    const nordic = (await get('/api/v1/seaward/trips?perPage=1', staff)).json().data[0];
    expect((await get(`/api/v1/seaward/trips/${nordic.reference}`, pacific, PACIFIC)).statusCode).toBe(404);
    const list = (await get('/api/v1/seaward/trips?perPage=100&q=NWR', pacific, PACIFIC)).json();
    expect(list.total).toBe(0);
    const csv = (await get('/api/v1/seaward/trips/export.csv?q=NWR', pacific, PACIFIC)).body;
    expect(csv).not.toContain('NWR-');
  });

  it('shows the invoice status once the trip has an invoice', async () => {
    const trip = (await get('/api/v1/seaward/trips?status=completed&perPage=1&sort=reference', staff)).json().data[0];
    expect(trip.invoice_status).toBeNull();
    // The invoices module makes a draft on first read.
    expect((await get(`/api/v1/invoice-service/trips/${trip.reference}/invoice`, staff)).statusCode).toBe(200);
    const after = (await get(`/api/v1/seaward/trips?q=${trip.reference}`, staff)).json().data[0];
    expect(after.invoice_status).toBe('draft');
    const csv = (await get(`/api/v1/seaward/trips/export.csv?q=${trip.reference}`, staff)).body;
    expect(csv.trim().split('\r\n')[1]!.endsWith(',draft')).toBe(true);
  });

  it('needs a session', async () => {
    expect((await app.inject({ url: '/api/v1/seaward/trips', headers: { host: NORDIC } })).statusCode).toBe(401);
  });
});
