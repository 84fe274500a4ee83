import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type pg from 'pg';
import { startBenchServer } from './server';

const VESSELS = 10_000;

/**
 * The map route's own files (lazy: not in the first load): its chunk, MapLibre,
 * their CSS, the MapLibre worker; and the 1:50m coastline, loaded only once zoomed in.
 */
export function measureMapChunk(distDir: string) {
  const assets = join(distDir, 'assets');
  const files = readdirSync(assets)
    .filter((f) => /^(map-page|maplibre|countries-50m)/.test(f))
    .map((f) => {
      const buf = readFileSync(join(assets, f));
      return { file: f, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
    });
  const first = files.filter((f) => !f.file.startsWith('countries-50m'));
  const js = first.filter((f) => /\.m?js$/.test(f.file) && !f.file.includes('worker'));
  return { files, jsGzip: js.reduce((s, f) => s + f.gzip, 0), totalGzip: first.reduce((s, f) => s + f.gzip, 0) };
}

/** 10,000 vessels of the Nordic tenant with one position each, spread over the oceans. */
async function addVessels(db: pg.Client) {
  const tenant = (await db.query<{ id: number }>(`select id from tenants where slug = 'nordic'`)).rows[0]!.id;
  await db.query(
    `insert into vessels (tenant_id, organisation_id, name, imo, type) select $1, (select min(id) from organisations where tenant_id = $1), 'Map Vessel ' || i, '7' || lpad(i::text, 6, '0'), 'Bulk carrier' from generate_series(1, $2) i`,
    [tenant, VESSELS],
  );
  await db.query(
    `insert into vessel_positions (tenant_id, vessel_id, recorded_at, lat, lon, speed_kn, course_deg)
     select $1, id, now(), ((id * 7919) % 11000) / 100.0 - 50, ((id * 104729) % 34000) / 100.0 - 170, 12, (id * 37) % 360 from vessels where tenant_id = $1 and name like 'Map Vessel %'`,
    [tenant],
  );
  await db.query('analyze');
}

/** Time from navigation to the map's first render with every vessel drawn, headless Chromium (SwiftShader WebGL). */
export async function measureMapRender(adminUrl: string, port: number, distDir: string, runs = 3) {
  const server = await startBenchServer({ adminUrl, port, label: 'map', webDist: distDir, prepare: addVessels });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
    await page.goto(`${server.base}/map`);
    await page.locator('input[name="email"]').fill('staff@nordic.test');
    await page.locator('input[name="password"]').fill('demo-password');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/map$/);
    const rendered = page.locator(`[data-testid="live-map"][data-rendered="true"][data-vessels="${VESSELS + 12}"]`);
    await rendered.waitFor({ timeout: 120_000 });
    const times: number[] = [];
    const api: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = Date.now();
      await page.goto(`${server.base}/map`);
      await rendered.waitFor({ timeout: 120_000 });
      times.push(Date.now() - started);
      api.push(await page.evaluate(() => Math.round(performance.getEntriesByType('resource').find((e) => e.name.endsWith('/map/vessels'))?.duration ?? -1)));
    }
    times.sort((a, b) => a - b);
    return { vessels: VESSELS + 12, runs: times, median: times[Math.floor(times.length / 2)]!, apiMs: api };
  } finally {
    await browser.close();
    await server.stop();
  }
}
