import type { InvoiceSettingsResponse } from '@seaward/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '../../../test/cookie-jar';
import { NORDIC, PACIFIC, getTestApp, signIn, withSession } from '../../../test/app';

let app: FastifyInstance;
let manager: CookieJar;
let orgadmin: CookieJar;
let orgs: { id: number; name: string }[];
const settingsUrl = (id: number) => `/api/v1/invoice-service/organisations/${id}/settings`;
const idOf = (name: string) => orgs.find((o) => o.name === name)!.id;

beforeAll(async () => {
  ({ app } = await getTestApp());
  manager = await signIn(app, 'manager@nordic.test');
  orgadmin = await signIn(app, 'orgadmin@nordic.test');
  orgs = (await app.inject({ url: '/api/v1/seaward/organisations', headers: withSession(manager) })).json();
});

const put = (id: number, jar: CookieJar, payload: unknown) => app.inject({ method: 'PUT', url: settingsUrl(id), headers: withSession(jar), payload: payload as never });
const get = (id: number, jar: CookieJar, host = NORDIC) => app.inject({ url: settingsUrl(id), headers: withSession(jar, host) });
const bodyOf = (s: InvoiceSettingsResponse) => {
  const { organisation_id: _o, ...rest } = s;
  return rest;
};

describe('organisation invoice settings', () => {
  it('round-trips every section; a new bank account gets an id; SWIFT upper-case', async () => {
    const id = idOf('Bergen Bulk Carriers ASA');
    const before = (await get(id, manager)).json<InvoiceSettingsResponse>();
    expect(before.bank_accounts.map((a) => a.currency)).toEqual(['USD', 'NOK', 'EUR', 'GBP']);
    const next = {
      ...bodyOf(before),
      title: 'Debit note',
      email_recipients: ['ap@bergenbulk.test', 'cfo@bergenbulk.test'],
      bank_accounts: [...before.bank_accounts, { name: 'Handelsbanken', details: 'IBAN NO12 3456', type: 'domestic', currency: 'NOK', swift: 'handnokk', notes: '', active: true, preset: false }],
      due_date: { active: true, base_date: 'trip_exit_date', rule: 'day_of', days_after: null, day_of_month: 15, last_day_of_month: false },
      extended_due_date: { active: true, base_date: 'invoice_issue_date', rule: 'day_of_next_month', days_after: null, day_of_month: null, last_day_of_month: true },
      notes: 'Special terms',
      signature: { name: 'Magnus Haugen', title: 'Manager', department: 'Underwriting', url: null },
    };
    const res = await put(id, manager, next);
    expect(res.statusCode).toBe(200);
    const after = (await get(id, manager)).json<InvoiceSettingsResponse>();
    expect(after).toMatchObject({ title: 'Debit note', notes: 'Special terms', email_recipients: next.email_recipients, signature: next.signature });
    expect(after.due_date).toMatchObject({ active: true, base_date: 'trip_exit_date', rule: 'day_of', day_of_month: 15 });
    expect(after.extended_due_date).toMatchObject({ rule: 'day_of_next_month', last_day_of_month: true });
    const added = after.bank_accounts[4]!;
    expect(added).toMatchObject({ name: 'Handelsbanken', swift: 'HANDNOKK', notes: null });
    expect(added.id).toMatch(/^[\w-]{8,}$/);
  });

  it('refuses what the browser refuses (section 5)', async () => {
    const id = idOf('Arctic LNG Shipping AS');
    const base = bodyOf((await get(id, manager)).json<InvoiceSettingsResponse>());
    const bad: Record<string, unknown>[] = [
      { bank_accounts: [{ name: '', details: 'x', type: 'domestic', currency: 'NOK' }] },
      { bank_accounts: [{ name: 'x', details: 'x', type: 'savings', currency: 'NOK' }] },
      { due_date: { active: true, base_date: null, rule: 'days_after', days_after: 3, day_of_month: null, last_day_of_month: false } },
      { due_date: { active: true, base_date: 'trip_exit_date', rule: 'days_after', days_after: null, day_of_month: null, last_day_of_month: false } },
      { due_date: { active: true, base_date: 'trip_exit_date', rule: 'day_of_next_month', days_after: null, day_of_month: 29, last_day_of_month: false } },
      { due_date: { active: true, base_date: 'trip_exit_date', rule: 'day_of', days_after: null, day_of_month: null, last_day_of_month: false } },
      { email_recipients: ['nobody'] },
      { email_recipients: ['a@b.test', 'a@b.test'] },
      { signature: { name: null, title: null, department: null, url: 'https://evil.test/x.png' } },
    ];
    for (const patch of bad) expect((await put(id, manager, { ...base, ...patch })).statusCode, JSON.stringify(patch)).toBe(400);
    // An inactive rule is not checked.
    const inactive = { active: false, base_date: null, rule: null, days_after: null, day_of_month: null, last_day_of_month: false };
    expect((await put(id, manager, { ...base, extended_due_date: inactive })).statusCode).toBe(200);
  });

  it('organisation-level permissions work for the own organisation only', async () => {
    const own = idOf('Fjordline Tankers AS');
    const other = idOf('Bergen Bulk Carriers ASA');
    const mine = (await get(own, orgadmin)).json<InvoiceSettingsResponse>();
    expect((await put(own, orgadmin, { ...bodyOf(mine), title: 'Fjordline invoice' })).statusCode).toBe(200);
    expect((await get(other, orgadmin)).statusCode).toBe(404);
    expect((await put(other, orgadmin, bodyOf(mine))).statusCode).toBe(404);
  });

  it('staff without any invoice-settings permission are refused', async () => {
    const staff = await signIn(app, 'staff@nordic.test');
    expect((await get(idOf('Fjordline Tankers AS'), staff)).statusCode).toBe(403);
  });

  it('is a 404 for another tenant', async () => {
    const pacific = await signIn(app, 'admin@pacific.test', PACIFIC);
    expect((await get(idOf('Fjordline Tankers AS'), pacific, PACIFIC)).statusCode).toBe(404);
    const valid = bodyOf((await get(idOf('Fjordline Tankers AS'), manager)).json<InvoiceSettingsResponse>());
    const res = await app.inject({ method: 'PUT', url: settingsUrl(idOf('Fjordline Tankers AS')), headers: withSession(pacific, PACIFIC), payload: valid });
    expect(res.statusCode).toBe(404);
  });
});
