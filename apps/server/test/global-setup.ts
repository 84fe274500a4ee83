import { randomBytes } from 'node:crypto';
import pg from 'pg';

// One database per test run on PostgreSQL, named from a run id that workers
// inherit, so parallel runs on one server never drop each other's database.
export function setup() {
  process.env.SEAWARD_TEST_RUN ??= randomBytes(6).toString('hex');
}

export async function teardown() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop database if exists "seaward_test_${process.env.SEAWARD_TEST_RUN}" with (force)`);
  await client.end();
}
