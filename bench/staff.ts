import { measureMapChunk, measureMapRender } from './map';
import { measureTripsList } from './trips-list';

// The staff views' figures alone: `tsx staff.ts [map|trips]` (run.ts prints them with the rest).
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dist = process.env.WEB_DIST ?? '../apps/web/dist';
const port = Number(process.env.BENCH_PORT ?? 3210);
const which = process.argv[2] ?? 'all';
if (which !== 'trips') {
  const chunk = measureMapChunk(dist);
  for (const f of chunk.files) console.log(`  ${f.file.padEnd(48)} ${kb(f.raw).padStart(10)} raw ${kb(f.gzip).padStart(10)} gzip`);
  console.log(`Map chunk JavaScript ${kb(chunk.jsGzip)} gzip; with CSS and worker ${kb(chunk.totalGzip)} gzip`);
  const render = await measureMapRender(pgUrl, port, dist);
  console.log(`Map first render with ${render.vessels} vessels: median ${render.median} ms (runs ${render.runs.join(', ')} ms; of which GET map/vessels ${render.apiMs.join(', ')} ms)`);
}
if (which !== 'map') {
  const trips = await measureTripsList(pgUrl, port);
  console.log(`Trips list at ${trips.trips} trips, 10 connections, 6 s each`);
  for (const r of trips.results) console.log(`  ${r.path.padEnd(80)} p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  (${r.requests} requests, ${r.non2xx} non-2xx)`);
}
