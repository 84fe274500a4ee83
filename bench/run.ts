import { measureApi } from './api';
import { measureFirstLoadJs } from './bundle';
import { measureInvoiceRendering } from './invoice-pdf';
import { measureMapChunk, measureMapRender } from './map';
import { measureTripsList } from './trips-list';

// Benchmarks print figures; they are not timed tests. Budgets: ../shared/DESIGN.md.
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const bundle = measureFirstLoadJs('../apps/web/dist');
console.log('\nSigned-in shell, first-load JavaScript (entry + modulepreload), budget 250 KB gzip');
for (const f of bundle.files) console.log(`  ${f.file.padEnd(48)} ${kb(f.raw).padStart(10)} raw ${kb(f.gzip).padStart(10)} gzip`);
console.log(`  total ${kb(bundle.totalGzip)} gzip (${kb(bundle.totalRaw)} raw)`);

const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
console.log(`\nAPI reads at 50 concurrent connections, 8 s each, PostgreSQL; budget p99 < 25 ms`);
for (const r of await measureApi(pgUrl)) {
  console.log(`  ${r.path.padEnd(58)} p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  ${r.rps} req/s  (${r.requests} requests, ${r.non2xx} non-2xx)`);
}

// Staff views: the map's lazy chunk and its first render at 10,000 vessels; the trips list at 1,000,000 trips.
const dist = process.env.WEB_DIST ?? '../apps/web/dist';
const port = Number(process.env.BENCH_PORT ?? 3210);
const chunk = measureMapChunk(dist);
console.log('\nMap page, lazy chunk (not in the first load)');
for (const f of chunk.files) console.log(`  ${f.file.padEnd(48)} ${kb(f.raw).padStart(10)} raw ${kb(f.gzip).padStart(10)} gzip`);
console.log(`  JavaScript ${kb(chunk.jsGzip)} gzip; with CSS and the MapLibre worker ${kb(chunk.totalGzip)} gzip`);
const render = await measureMapRender(pgUrl, port, dist);
console.log(`Map first render with ${render.vessels} vessels, headless Chromium: median ${render.median} ms (runs ${render.runs.join(', ')} ms)`);
const trips = await measureTripsList(pgUrl, port);
console.log(`\nTrips list at ${trips.trips.toLocaleString('en-GB')} trips, PostgreSQL, 10 connections, 6 s each`);
for (const r of trips.results) console.log(`  ${r.path.padEnd(80)} p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  (${r.requests} requests, ${r.non2xx} non-2xx)`);

// Invoices: one invoice rendered as PDF and as the HTML preview, in process.
console.log('\nInvoice rendering, one invoice per run (200 runs after 20 warm-up); budget: PDF median < 20 ms, Japanese included');
for (const r of await measureInvoiceRendering()) {
  console.log(`  ${`${r.what} ${r.language}`.padEnd(26)} median ${r.median.toFixed(2).padStart(6)} ms  p99 ${r.p99.toFixed(2).padStart(6)} ms  CPU median ${r.cpuMedian.toFixed(2).padStart(6)} ms  (${(r.bytes / 1024).toFixed(1)} KB)`);
}
