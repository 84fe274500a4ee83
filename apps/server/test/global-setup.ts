import pg from 'pg';

// Drops the databases the API tests created on PostgreSQL (one per run).
export async function teardown() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like 'seaward_test_%'");
  for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  await client.end();
}
