import { type ChildProcess, spawn } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { CookieJar } from '../apps/server/test/cookie-jar';

const PORT = Number(process.env.BENCH_PORT ?? 3210);
const BASE = `http://localhost:${PORT}`;

async function waitFor(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${url}`);
}

/** Signs in through the real flow over HTTP (localhost is a Nordic host). */
async function signIn(email: string): Promise<string> {
  const jar = new CookieJar();
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(new URL(url, BASE), { redirect: 'manual', ...init, headers: { cookie: jar.header(), ...(init.headers as object) } });
    jar.store(res.headers.getSetCookie());
    return res;
  };
  let res = await go('/api/auth/authorize');
  res = await go(res.headers.get('location')!);
  const signin = res.headers.get('location')!;
  res = await go(signin, {
    method: 'POST',
    headers: { origin: BASE, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: 'demo-password' }).toString(),
  });
  for (let i = 0; i < 5 && !jar.get('seaward_session'); i++) res = await go(res.headers.get('location')!);
  if (!jar.get('seaward_session')) throw new Error('sign-in failed');
  return jar.header();
}

async function load(path: string, cookie: string) {
  const result = await autocannon({ url: BASE + path, connections: 50, duration: 8, headers: { cookie, accept: 'application/json' } });
  return { path, requests: result.requests.total, non2xx: result.non2xx, p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average) };
}

/** Starts the server on a fresh PostgreSQL database and loads the session, tenant and user reads. */
export async function measureApi(adminUrl: string) {
  const name = `seaward_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let server: ChildProcess | undefined;
  try {
    server = spawn('tsx', ['../apps/server/src/main.ts'], {
      env: { ...process.env, PORT: String(PORT), DATABASE_URL: url.href, LOG_LEVEL: 'warn', NODE_ENV: 'test', SEED_DEMO: 'true', DATA_DIR: '../data/bench' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(`${BASE}/healthz`, 60_000);
    const cookie = await signIn('staff@nordic.test');
    const rows = [];
    for (const path of ['/api/auth', '/api/v1/seaward/tenant', '/api/v1/seaward/user', '/api/v1/seaward/notifications']) {
      await load(path, cookie); // warm-up run, not reported
      rows.push(await load(path, cookie));
    }
    return rows;
  } finally {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
