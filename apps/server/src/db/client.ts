import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database, whichever driver serves it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; tenant-scoped work receives one of these. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// After every migration run: any table with a tenant_id column gets row-level
// security and the tenant policy (idempotent; defined in migration 0001), so a
// new tenant table can never be left without the second lock.
const APPLY_TENANT_RLS = sql`select seaward_apply_tenant_rls()`;

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir`
 * (`memory://` keeps it in memory). PGlite is opened once per process: the
 * first open costs about two seconds.
 */
export async function openDatabase(opts: { url?: string; dataDir: string }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 20 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        await migratePg(db as never, { migrationsFolder });
        await db.execute(APPLY_TENANT_RLS);
      },
      close: () => pool.end(),
    };
  }
  if (opts.dataDir !== 'memory://') mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir === 'memory://' ? undefined : `${opts.dataDir}/pglite`);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
      await db.execute(APPLY_TENANT_RLS);
    },
    close: () => client.close(),
  };
}

/**
 * Runs `fn` in one transaction as the non-superuser role app_user with
 * app.tenant_id set for this transaction only (SET LOCAL semantics), so
 * row-level security applies and nothing leaks to the next request on a
 * shared connection.
 */
export function withTenant<T>(db: Db, tenantId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip: set_config(..., true) is SET LOCAL for both settings.
    await tx.execute(
      sql`select set_config('app.tenant_id', ${String(tenantId)}, true), set_config('role', 'app_user', true)`,
    );
    return fn(tx);
  });
}
