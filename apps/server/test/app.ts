import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadSecrets } from '../src/auth/secrets';
import { readConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed/demo';
import { CookieJar } from './cookie-jar';

export const NORDIC = 'nordic.localhost:3000';
export const PACIFIC = 'pacific.localhost:3000';
export const originOf = (host: string) => `http://${host}`;

let ready: Promise<{ app: FastifyInstance; database: Database }> | undefined;

async function freshDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ dataDir: 'memory://' });
  // A database of its own per run, so a run never sees another's rows.
  const name = `seaward_test_${process.env.SEAWARD_TEST_RUN ?? `${process.pid}_${Date.now()}`}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return openDatabase({ url: u.href, dataDir: 'memory://' });
}

/** The app on a fresh, migrated, seeded database; built once per test process. */
export function getTestApp() {
  ready ??= (async () => {
    const config = readConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', LOGIN_MAX_ATTEMPTS: '5' });
    const database = await freshDatabase();
    await database.migrate();
    await seedDemo(database.db);
    const app = await buildApp({ config, database, secrets: loadSecrets(config, { memory: true }) });
    await app.ready();
    return { app, database };
  })();
  return ready;
}

function location(res: { headers: Record<string, unknown> }): string {
  const loc = res.headers.location;
  if (typeof loc !== 'string') throw new Error('expected a redirect');
  return loc;
}

/** Signs in through the real authorization-code flow; returns the cookie jar holding the session. */
export async function signIn(app: FastifyInstance, email: string, host = NORDIC, password = 'demo-password'): Promise<CookieJar> {
  const jar = new CookieJar();
  const get = async (url: string) => {
    const u = new URL(url, originOf(host));
    const res = await app.inject({ method: 'GET', url: u.pathname + u.search, headers: { host, cookie: jar.header() } });
    jar.store(res.headers['set-cookie']);
    return res;
  };
  let res = await get('/api/auth/authorize');
  res = await get(location(res)); // /oidc/auth → interaction
  const signinPath = location(res);
  const post = await app.inject({
    method: 'POST',
    url: signinPath,
    headers: { host, cookie: jar.header(), origin: originOf(host), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
  });
  jar.store(post.headers['set-cookie']);
  if (post.statusCode !== 303) throw new Error(`sign-in refused: ${post.statusCode}`);
  // /oidc/auth/:uid → /api/auth/callback → session cookie
  res = await get(location(post));
  for (let hops = 0; hops < 5 && res.statusCode >= 300 && res.statusCode < 400 && !jar.get('seaward_session'); hops++) {
    res = await get(location(res));
  }
  if (!jar.get('seaward_session')) throw new Error(`no session after sign-in (last status ${res.statusCode})`);
  return jar;
}

/** Headers for an API call with a session. */
export function withSession(jar: CookieJar, host = NORDIC, extra: Record<string, string> = {}) {
  return { host, cookie: jar.header(), origin: originOf(host), ...extra };
}
