import type { TripInvoice } from '@seaward/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '../../../test/cookie-jar';
import { NORDIC, PACIFIC, getTestApp, signIn, withSession } from '../../../test/app';

let app: FastifyInstance;
let staff: CookieJar;
let viewer: CookieJar;
let pacific: CookieJar;
const year = new Date().getUTCFullYear();
const ref = (n: number) => `NWR-${year}-${String(n).padStart(4, '0')}`;
const url = (n: number, tail = '') => `/api/v1/invoice-service/trips/${ref(n)}/invoice${tail}`;

beforeAll(async () => {
  ({ app } = await getTestApp());
  [staff, viewer, pacific] = [await signIn(app, 'staff@nordic.test'), await signIn(app, 'viewer@nordic.test'), await signIn(app, 'admin@pacific.test', PACIFIC)];
});

const call = (method: 'GET' | 'PATCH' | 'POST', path: string, jar: CookieJar, payload?: unknown, host = NORDIC) =>
  app.inject({ method, url: path, headers: withSession(jar, host), payload: payload as never });

function bodyFrom(inv: TripInvoice, patch: Partial<Record<string, unknown>> = {}) {
  return {
    bank_accounts: inv.bank_accounts.map((a) => ({ id: a.id, selected: a.selected })),
    due_date: inv.due_date,
    extended_due_date: inv.extended_due_date,
    email_recipients: inv.email_recipients,
    notes: inv.notes,
    policies: inv.policies.map((p) => ({ id: p.id, policy_reference: p.policy_reference ?? 'WR-1', endorsement_reference: p.endorsement_reference, notes: p.notes })),
    ...patch,
  };
}

describe('trip invoice', () => {
  it('makes a draft from the trip and the organisation settings', async () => {
    const res = await call('GET', url(20), staff);
    expect(res.statusCode).toBe(200);
    const inv = res.json<TripInvoice>();
    expect(inv).toMatchObject({ trip_reference: ref(20), status: 'draft', number: null, currencies: ['USD'] });
    expect(inv.policies.map((p) => p.coverage_type)).toEqual(['Hull & machinery', 'Increased value']);
    expect(inv.bank_accounts.filter((a) => a.selected).map((a) => a.id)).toEqual(['nwr-usd']);
    // Seeded rule: 30 days after the issue date.
    const due = new Date(Date.parse(`${inv.issue_date}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(inv.due_date).toBe(due);
  });

  it('refuses what the browser refuses (section 5)', async () => {
    const inv = (await call('GET', url(21), staff)).json<TripInvoice>();
    const sel = (ids: string[]) => inv.bank_accounts.map((a) => ({ id: a.id, selected: ids.includes(a.id) }));
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ bank_accounts: sel(['nwr-usd', 'nwr-nok', 'nwr-eur']) }, /too many accounts/],
      [{ bank_accounts: sel(['nwr-nok']) }, /no selected account for USD/],
      [{ policies: inv.policies.map((p) => ({ id: p.id, policy_reference: '', endorsement_reference: null, notes: null })) }, /policy_reference/],
      [{ email_recipients: ['no-at-sign.test'] }, /invalid e-mail/],
      [{ email_recipients: ['a@x.test', 'A@x.test'] }, /e-mail already exists/],
      [{ due_date: '2025-02-30' }, /due_date/],
    ];
    for (const [patch, message] of cases) {
      const res = await call('PATCH', url(21), staff, bodyFrom(inv, patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
  });

  it('saves a draft; a field without its permission cannot change', async () => {
    const inv = (await call('GET', url(22), staff)).json<TripInvoice>();
    const res = await call('PATCH', url(22), staff, bodyFrom(inv, { notes: '', email_recipients: ['ops@fjordline.test'] }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ notes: null, email_recipients: ['ops@fjordline.test'] });
    expect(res.json().policies[0].policy_reference).toBe('WR-1');
    const denied = await call('PATCH', url(22), viewer, bodyFrom(res.json(), { notes: 'changed' }));
    expect(denied.statusCode).toBe(403);
  });

  it('confirms exactly once when two confirmations race, with the next gap-free number', async () => {
    const inv = (await call('GET', url(23), staff)).json<TripInvoice>();
    expect((await call('PATCH', url(23), staff, bodyFrom(inv))).statusCode).toBe(200);
    const [a, b] = await Promise.all([call('POST', url(23, '/confirm'), staff), call('POST', url(23, '/confirm'), staff)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const confirmed = (a.statusCode === 200 ? a : b).json<TripInvoice>();
    expect(confirmed.status).toBe('pending');
    expect(confirmed.number).toMatch(new RegExp(`^NWR-${year}-\\d{5}$`));
    // Pending: no more edits; the GET answers the same number.
    expect((await call('PATCH', url(23), staff, bodyFrom(confirmed))).statusCode).toBe(409);
    expect((await call('GET', url(23), staff)).json().number).toBe(confirmed.number);

    const next = (await call('GET', url(24), staff)).json<TripInvoice>();
    await call('PATCH', url(24), staff, bodyFrom(next));
    const second = (await call('POST', url(24, '/confirm'), staff)).json<TripInvoice>();
    const seq = (n: string | null) => Number(n!.split('-').pop());
    expect(seq(second.number)).toBe(seq(confirmed.number) + 1);
  });

  it('will not confirm without policy references', async () => {
    const res = await call('POST', url(25, '/confirm'), staff);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/policy_reference/);
  });

  it('reload remakes the draft with a newer created_at', async () => {
    const inv = (await call('GET', url(26), staff)).json<TripInvoice>();
    await call('PATCH', url(26), staff, bodyFrom(inv, { notes: 'temporary' }));
    const res = await call('POST', url(26, '/reload'), staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().notes).toBeNull();
    expect(Date.parse(res.json().created_at)).toBeGreaterThan(Date.parse(inv.created_at));
  });

  it('previews escaped HTML and downloads a PDF named after the trip', async () => {
    const inv = (await call('GET', url(27), staff)).json<TripInvoice>();
    await call('PATCH', url(27), staff, bodyFrom(inv, { notes: '<script>alert(1)</script><img src=x onerror=alert(2)>' }));
    const preview = await call('GET', url(27, '/preview'), staff);
    expect(preview.statusCode).toBe(200);
    const html: string = preview.json().html;
    expect(html).not.toMatch(/<script|<img src=x/);
    expect(html).toContain('&#60;script&#62;');
    // It cites the terms and conditions version in force, in the invoice's language.
    // (Trip 27 is billed to Bergen Bulk Carriers ASA, whose invoice language is Norwegian.)
    expect(html).toContain('Vilkår for krigsrisikoreiser (versjon 2025.2)');
    const pdf = await call('GET', url(27, '/download'), staff);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-stream-filename']).toBe(`${ref(27)}.pdf`);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${ref(27)}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is a 404 for another tenant and 401 without a session', async () => {
    for (const tail of ['', '/preview', '/download']) expect((await call('GET', url(20, tail), pacific, undefined, PACIFIC)).statusCode).toBe(404);
    expect((await call('POST', url(28, '/confirm'), pacific, undefined, PACIFIC)).statusCode).toBe(404);
    expect((await app.inject({ url: url(20), headers: { host: NORDIC } })).statusCode).toBe(401);
  });

  it('marks paid and cancels only where the status allows', async () => {
    const manager = await signIn(app, 'manager@nordic.test');
    expect((await call('POST', url(29, '/paid'), manager)).statusCode).toBe(409);
    expect((await call('POST', url(29, '/cancel'), manager)).json().status).toBe('cancelled');
    const paid = await call('POST', url(23, '/paid'), manager);
    expect(paid.json()).toMatchObject({ status: 'paid' });
    expect((await call('POST', url(23, '/cancel'), manager)).statusCode).toBe(409);
    // Staff may confirm but do not manage the organisation's invoicing.
    expect((await call('POST', url(24, '/paid'), staff)).statusCode).toBe(404);
  });
});
