import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { NORDIC, PACIFIC, getTestApp, originOf, signIn, withSession } from '../../../test/app';
import type { CookieJar } from '../../../test/cookie-jar';

let app: FastifyInstance;
let manager: CookieJar;
let staff: CookieJar;
let pacific: CookieJar;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, jar: CookieJar | null, payload?: unknown, host = NORDIC) =>
  app.inject({ method, url, payload: payload as object, headers: jar ? withSession(jar, host) : { host, origin: originOf(host) } });

beforeAll(async () => {
  ({ app } = await getTestApp());
  manager = await signIn(app, 'manager@nordic.test');
  staff = await signIn(app, 'staff@nordic.test');
  pacific = await signIn(app, 'admin@pacific.test', PACIFIC);
});

describe('currencies, organisation types and tenant settings', () => {
  const C = '/api/v1/seaward/manage/currencies';
  const T = '/api/v1/seaward/manage/organisation-types';
  const S = '/api/v1/seaward/manage/tenant-settings';

  it('401 / 403 / 400 / 404 for each', async () => {
    for (const url of [C, T, S]) {
      expect((await call('GET', url, null)).statusCode).toBe(401);
      expect((await call('GET', url, staff)).statusCode).toBe(403);
    }
    expect((await call('POST', C, manager, { code: 'usd1', name: '', decimals: 9 })).json().error.data.fields.map((f: { field: string }) => f.field)).toEqual(expect.arrayContaining(['code', 'name', 'decimals']));
    expect((await call('POST', T, manager, { name: '' })).statusCode).toBe(400);
    expect((await call('PUT', S, manager, { default_language: 'xx', invoice_number_format: 'no-seq', time_zone: 'Mars/Base', features: [] })).json().error.data.fields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['default_language', 'invoice_number_format', 'time_zone']),
    );
    const type = (await call('GET', T, manager)).json().data[0];
    expect((await call('GET', `${T}/${type.id}`, pacific, undefined, PACIFIC)).statusCode).toBe(404);
    expect((await call('GET', `${C}/NOK`, pacific, undefined, PACIFIC)).statusCode).toBe(404);
  });

  it('a currency: created by ISO code, deactivated, refused delete while in use, deleted when free', async () => {
    const created = await call('POST', C, manager, { code: 'sek', name: 'Swedish krona', decimals: 2, active: true });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: 'SEK', code: 'SEK' });
    expect((await call('POST', C, manager, { code: 'SEK', name: 'Again', decimals: 2 })).json().error.data.fields).toEqual([{ field: 'code', message: 'taken' }]);
    const off = await call('PUT', `${C}/SEK`, manager, { code: 'SEK', name: 'Swedish krona', decimals: 2, active: false });
    expect(off.json().active).toBe(false);
    expect((await call('GET', '/api/v1/seaward/currencies', manager)).json().map((c: { code: string }) => c.code)).not.toContain('SEK');
    expect((await call('DELETE', `${C}/SEK`, manager)).statusCode).toBe(204);
    const used = await call('DELETE', `${C}/USD`, manager);
    expect(used.statusCode).toBe(409);
    expect(used.json().error.data.usedBy.length).toBeGreaterThan(0);
  });

  it('an organisation type in use cannot be deleted; a free one can', async () => {
    const types = (await call('GET', T, manager)).json().data as { id: number; organisations: number }[];
    expect((await call('DELETE', `${T}/${types.find((t) => t.organisations > 0)!.id}`, manager)).statusCode).toBe(409);
    const fresh = (await call('POST', T, manager, { name: 'P&I club' })).json();
    expect((await call('DELETE', `${T}/${fresh.id}`, manager)).statusCode).toBe(204);
  });

  it('tenant settings: a change shows in the tenant record at once and is audited', async () => {
    const before = (await call('GET', S, manager)).json();
    expect(before).toMatchObject({ default_language: 'nb-NO', time_zone: 'Europe/Oslo', return_to_portal_url: 'https://portal.nordic.test/' });
    await call('GET', '/api/v1/seaward/tenant', manager); // warm the tenant cache
    const res = await call('PUT', S, manager, { ...before, return_to_portal_url: '', features: before.features.filter((f: string) => f !== 'webhooks') });
    expect(res.statusCode).toBe(200);
    const tenant = (await call('GET', '/api/v1/seaward/tenant', manager)).json();
    expect(tenant.settings.map((s: { name: string }) => s.name)).not.toContain('return-to-portal-button');
    expect(tenant.features).not.toContain('webhooks');
    const history = (await call('GET', `${S}/history`, manager)).json();
    expect(history[0].changes.return_to_portal_url).toEqual(['https://portal.nordic.test/', null]);
    await call('PUT', S, manager, before);
    // The other tenant is untouched.
    expect((await call('GET', '/api/v1/seaward/tenant', pacific, undefined, PACIFIC)).json().name).toBe('Pacific Marine Mutual');
  });
});
