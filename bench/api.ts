import autocannon from 'autocannon';
import { startBenchServer } from './server';

const PORT = Number(process.env.BENCH_PORT ?? 3210);

async function load(base: string, path: string, cookie: string) {
  const result = await autocannon({ url: base + path, connections: 50, duration: 8, headers: { cookie, accept: 'application/json' } });
  return { path, requests: result.requests.total, non2xx: result.non2xx, p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average) };
}

/** Starts the server on a fresh PostgreSQL database and loads the shell's reads with 50 connections. */
export async function measureApi(adminUrl: string) {
  const server = await startBenchServer({ adminUrl, port: PORT, label: 'api' });
  try {
    const cookie = await server.signIn('staff@nordic.test');
    const rows = [];
    // A completed demo trip: its invoice draft is made by the first read (the warm-up run).
    const invoice = `/api/v1/invoice-service/trips/NWR-${new Date().getUTCFullYear()}-0020/invoice`;
    for (const path of ['/api/auth', '/api/v1/seaward/tenant', '/api/v1/seaward/user', invoice, '/api/v1/seaward/notifications']) {
      await load(server.base, path, cookie); // warm-up run, not reported
      rows.push(await load(server.base, path, cookie));
    }
    return rows;
  } finally {
    await server.stop();
  }
}
