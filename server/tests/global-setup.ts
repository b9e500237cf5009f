// Builds, once per test run, the empty migrated database every test server starts from: initdb
// takes seconds in PGlite's WASM and the migrations most of a second on either driver, for each of
// the hundreds of servers the tests start (the seed still runs at each start: some tests change it).
// PGlite: a dump of its data directory. PostgreSQL: a template database that CREATE DATABASE copies.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from '../db/generated/database';
import { migrate } from '../db/migrate';
import { adminQuery, databaseUrl } from './support/postgres-admin';
import { PGLITE_TEMPLATE, POSTGRES_TEMPLATE_ENV } from './template';

async function pgliteTemplate(): Promise<void> {
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite: client }) });
  await migrate(db);
  const dump = await client.dumpDataDir('none');
  await db.destroy();
  mkdirSync(PGLITE_TEMPLATE.replace(/\/[^/]+$/, ''), { recursive: true });
  // Written aside, then renamed over: a test file of another run still reading the old template
  // (a second checkout whose node_modules shares this file's inode, or a run started just before)
  // never reads half of the new one.
  const aside = `${PGLITE_TEMPLATE}.${process.pid}`;
  writeFileSync(aside, Buffer.from(await dump.arrayBuffer()));
  renameSync(aside, PGLITE_TEMPLATE);
}

/** A migrated template database on TEST_DATABASE_URL's server; the answer drops it. */
async function postgresTemplate(adminUrl: string): Promise<() => Promise<void>> {
  // Per run: two runs on one server each keep their own.
  const name = `kiyasla_template_${process.pid}`;
  await adminQuery(adminUrl, `drop database if exists ${name}`);
  await adminQuery(adminUrl, `create database ${name}`);
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl(adminUrl, name) }) }),
  });
  try {
    await migrate(db);
  } finally {
    await db.destroy();
  }
  // The test workers start after this and inherit the environment.
  process.env[POSTGRES_TEMPLATE_ENV] = name;
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

export default async function setup(): Promise<(() => Promise<void>) | void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return postgresTemplate(adminUrl);
  await pgliteTemplate();
}
