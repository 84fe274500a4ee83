import { measureApi } from './api';
import { measureFirstLoadJs } from './bundle';

// Benchmarks print figures; they are not timed tests. Budgets: ../shared/DESIGN.md.
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const bundle = measureFirstLoadJs('../apps/web/dist');
console.log('\nSigned-in shell, first-load JavaScript (entry + modulepreload), budget 250 KB gzip');
for (const f of bundle.files) console.log(`  ${f.file.padEnd(48)} ${kb(f.raw).padStart(10)} raw ${kb(f.gzip).padStart(10)} gzip`);
console.log(`  total ${kb(bundle.totalGzip)} gzip (${kb(bundle.totalRaw)} raw)`);

const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
console.log(`\nAPI reads at 50 concurrent connections, 8 s each, PostgreSQL; budget p99 < 25 ms`);
for (const r of await measureApi(pgUrl)) {
  console.log(`  ${r.path.padEnd(26)} p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  ${r.rps} req/s  (${r.requests} requests, ${r.non2xx} non-2xx)`);
}
