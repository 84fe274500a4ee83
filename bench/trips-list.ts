import autocannon from 'autocannon';
import type pg from 'pg';
import { startBenchServer } from './server';

const TRIPS = Number(process.env.BENCH_TRIPS ?? 1_000_000);
const VESSELS = 10_000;

/**
 * Bulk data with generate_series, straight into PostgreSQL as superuser:
 * 10,000 vessels and TRIPS trips (with two premium lines each) for the Nordic
 * tenant, spread over five years; about 2 % ongoing, 3 % planned, 5 % cancelled.
 */
export async function generateTrips(db: pg.Client, trips = TRIPS) {
  const { rows } = await db.query<{ id: number }>(`select id from tenants where slug = 'nordic'`);
  const tenant = rows[0]!.id;
  await db.query(
    `insert into vessels (tenant_id, organisation_id, name, imo, mmsi, type, flag, built_year, hull_value_minor, value_currency)
     select $1, (select array_agg(id) from organisations where tenant_id = $1)[1 + i % 6], 'Bench Vessel ' || i, '8' || lpad(i::text, 6, '0'),
            '3' || lpad(i::text, 8, '0'), 'Bulk carrier', 'NO', 2000 + i % 24, (20 + i % 70) * 100000000::bigint, 'USD'
     from generate_series(1, $2) i`,
    [tenant, VESSELS],
  );
  await db.query(
    `insert into trips (tenant_id, reference, vessel_id, organisation_id, area_id, status, entry_at, exit_at, confirmed_at, created_at)
     select $1, 'BEN-' || lpad(i::text, 7, '0'), v.id, v.organisation_id, a.ids[1 + i % array_length(a.ids, 1)],
            s.status,
            case when s.status = 'planned' then now() + (i % 30) * interval '1 day' else now() - (i % 1800) * interval '1 day' end,
            case when s.status in ('ongoing') then null else now() - (i % 1800) * interval '1 day' + (2 + i % 14) * interval '1 day' end,
            case when s.status = 'completed' then now() - (i % 1800) * interval '1 day' end,
            now() - (i % 1800) * interval '1 day'
     from generate_series(1, $2) i
     cross join lateral (select case when i % 50 = 0 then 'ongoing' when i % 33 = 0 then 'planned' when i % 20 = 0 then 'cancelled' else 'completed' end as status) s
     join lateral (select id, organisation_id from vessels where tenant_id = $1 and imo = '8' || lpad((1 + i % ${VESSELS})::text, 6, '0')) v on true
     cross join (select array_agg(id order by id) ids from areas where tenant_id = $1) a`,
    [tenant, trips],
  );
  const cov = await db.query<{ id: number; code: string }>(`select id, code from coverage_types where tenant_id = $1 and code in ('HM', 'IV') order by code`, [tenant]);
  for (const c of cov.rows) {
    await db.query(
      `insert into trip_premium_lines (tenant_id, trip_id, coverage_type_id, sum_insured_minor, rate_pct, amount_minor, currency)
       select $1, id, $2, 5000000000, 0.5, ${c.code === 'HM' ? 25000000 : 6250000} + id % 1000 * 100, 'USD' from trips where tenant_id = $1 and reference like 'BEN-%'`,
      [tenant, c.id],
    );
  }
  await db.query('analyze');
}

async function load(base: string, path: string, cookie: string) {
  const run = () => autocannon({ url: base + path, connections: 10, duration: 6, headers: { cookie, accept: 'application/json' } });
  await autocannon({ url: base + path, connections: 4, duration: 1, headers: { cookie } }); // warm-up
  const r = await run();
  return { path, requests: r.requests.total, non2xx: r.non2xx, p50: r.latency.p50, p99: r.latency.p99 };
}

/** p50/p99 of the trips list (filters, sorts, deep page) at 1,000,000 trips on PostgreSQL, 10 connections. */
export async function measureTripsList(adminUrl: string, port: number) {
  const server = await startBenchServer({ adminUrl, port, label: 'trips', prepare: (db) => generateTrips(db) });
  try {
    const cookie = await server.signIn('staff@nordic.test');
    const { rows } = await server.db.query<{ n: string }>(`select count(*) n from trips`);
    const area = (await server.db.query<{ id: number }>(`select id from areas where code = 'SRS' and tenant_id = (select id from tenants where slug = 'nordic')`)).rows[0]!.id;
    const org = (await server.db.query<{ id: number }>(`select id from organisations where name = 'Bergen Bulk Carriers ASA'`)).rows[0]!.id;
    const paths = [
      '/api/v1/seaward/trips',
      '/api/v1/seaward/trips?ongoing=true',
      `/api/v1/seaward/trips?status=completed&area_id=${area}&sort=-entry_at`,
      `/api/v1/seaward/trips?organisation_id=${org}&sort=reference`,
      '/api/v1/seaward/trips?sort=-exit_at&perPage=100',
      '/api/v1/seaward/trips?q=BEN-00123',
      '/api/v1/seaward/trips?q=Bench%20Vessel%20777',
      '/api/v1/seaward/trips?entry_from=2024-01-01&entry_to=2024-03-31&sort=entry_at',
      '/api/v1/seaward/trips?page=200&perPage=50',
    ];
    const results = [];
    for (const path of paths) results.push(await load(server.base, path, cookie));
    return { trips: Number(rows[0]!.n), results };
  } finally {
    await server.stop();
  }
}
