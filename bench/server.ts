import { type ChildProcess, spawn } from 'node:child_process';
import pg from 'pg';
import { CookieJar } from '../apps/server/test/cookie-jar';

/** A server on a database of its own (separate from every other), seeded with the demo tenants. */
export type BenchServer = { base: string; db: pg.Client; signIn: (email: string) => Promise<string>; stop: () => Promise<void> };

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

/**
 * Creates database `seaward_<label>_<time>`, starts the server on it (which
 * migrates and seeds), runs `prepare` with a superuser connection (bulk data,
 * no row-level security), and returns handles; `stop` drops the database.
 */
export async function startBenchServer(opts: { adminUrl: string; port: number; label: string; webDist?: string; prepare?: (db: pg.Client) => Promise<void> }): Promise<BenchServer> {
  const name = `seaward_${opts.label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: opts.adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(opts.adminUrl);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.href });
  const base = `http://localhost:${opts.port}`;
  let server: ChildProcess | undefined;
  const stop = async () => {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await db.end().catch(() => undefined);
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
  try {
    server = spawn('tsx', ['../apps/server/src/main.ts'], {
      env: { ...process.env, PORT: String(opts.port), DATABASE_URL: url.href, LOG_LEVEL: 'warn', NODE_ENV: 'test', SEED_DEMO: 'true', DATA_DIR: `../data/bench-${opts.label}`, ...(opts.webDist ? { WEB_DIST: opts.webDist } : {}) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(`${base}/healthz`, 90_000);
    await db.connect();
    await opts.prepare?.(db);
    return { base, db, signIn: (email) => signIn(base, email), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Signs in through the real flow over HTTP (localhost is a Nordic host); returns the Cookie header. */
async function signIn(base: string, email: string): Promise<string> {
  const jar = new CookieJar();
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(new URL(url, base), { redirect: 'manual', ...init, headers: { cookie: jar.header(), ...(init.headers as object) } });
    jar.store(res.headers.getSetCookie());
    return res;
  };
  let res = await go('/api/auth/authorize');
  res = await go(res.headers.get('location')!);
  const signin = res.headers.get('location')!;
  res = await go(signin, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: 'demo-password' }).toString(),
  });
  for (let i = 0; i < 5 && !jar.get('seaward_session'); i++) res = await go(res.headers.get('location')!);
  if (!jar.get('seaward_session')) throw new Error('sign-in failed');
  return jar.header();
}
