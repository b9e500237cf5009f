// Builds, once per test run, the databases every test server starts from: migrated, then with the
// catalogue store filled (template.ts). initdb takes seconds in PGlite's WASM, the migrations most of
// a second on either driver and the catalogue a few hundred milliseconds, for each of the hundreds of
// servers the tests start. The demo accounts are still seeded at each start (some tests change them,
// and their dates are the server's). PGlite: dumps of its data directory. PostgreSQL: template
// databases that CREATE DATABASE copies.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from '../db/generated/database';
import { keepEmptyCluster, keptEmptyCluster } from '../db/empty-cluster';
import { migrate } from '../db/migrate';
import { adminQuery, databaseUrl } from './support/postgres-admin';
import { seedCatalogue } from '../db/seed';
import { PGLITE_TEMPLATES, POSTGRES_TEMPLATE_ENVS, type TemplateStage } from './template';

async function writePgliteTemplate(client: PGlite, stage: TemplateStage): Promise<void> {
  const dump = await client.dumpDataDir('none');
  const file = PGLITE_TEMPLATES[stage];
  mkdirSync(file.replace(/\/[^/]+$/, ''), { recursive: true });
  // Written aside, then renamed over: a test file of another run still reading the old template
  // (a second checkout whose node_modules shares this file's inode, or a run started just before)
  // never reads half of the new one.
  const aside = `${file}.${process.pid}`;
  writeFileSync(aside, Buffer.from(await dump.arrayBuffer()));
  renameSync(aside, file);
}

async function pgliteTemplates(): Promise<void> {
  // From the kept empty cluster, or initdb, which then leaves it for the throwaway servers of the
  // later steps (the contract, the abuse figures, the journeys), each of which would run its own.
  const empty = keptEmptyCluster();
  const client = new PGlite({ extensions: { pg_trgm }, loadDataDir: empty });
  await client.waitReady; // dumpDataDir does not wait for it
  if (!empty) keepEmptyCluster(new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite: client }) });
  await migrate(db);
  await writePgliteTemplate(client, 'migrated');
  await seedCatalogue(db);
  await writePgliteTemplate(client, 'catalogue');
  await db.destroy();
}

/** Runs `fill` on the database `name` of TEST_DATABASE_URL's server, then lets go of it. */
async function onDatabase(adminUrl: string, name: string, fill: (db: Kysely<DB>) => Promise<unknown>): Promise<void> {
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl(adminUrl, name) }) }),
  });
  try {
    await fill(db);
  } finally {
    // A database someone is connected to cannot be copied.
    await db.destroy();
  }
}

/** The template databases on TEST_DATABASE_URL's server; the answer drops them. */
async function postgresTemplates(adminUrl: string): Promise<() => Promise<void>> {
  // Per run: two runs on one server each keep their own.
  const names: Record<TemplateStage, string> = {
    migrated: `kiyasla_template_${process.pid}`,
    catalogue: `kiyasla_template_catalogue_${process.pid}`,
  };
  for (const name of Object.values(names)) await adminQuery(adminUrl, `drop database if exists ${name}`);
  await adminQuery(adminUrl, `create database ${names.migrated}`);
  await onDatabase(adminUrl, names.migrated, migrate);
  await adminQuery(adminUrl, `create database ${names.catalogue} template ${names.migrated}`);
  await onDatabase(adminUrl, names.catalogue, seedCatalogue);
  // The test workers start after this and inherit the environment.
  for (const stage of ['migrated', 'catalogue'] as const) process.env[POSTGRES_TEMPLATE_ENVS[stage]] = names[stage];
  return async () => {
    for (const name of Object.values(names)) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  };
}

/** Longer than the templates ever take, even on a loaded machine. */
const SETUP_DEADLINE_MS = 120_000;

export default async function setup(): Promise<(() => Promise<void>) | void> {
  // A promise of the set-up that never settles (PGlite waited on wrongly) leaves Vitest nothing to
  // wait for, and it would exit 0 having run no test at all: this timer keeps it waiting, then fails.
  const deadline = setTimeout(() => {
    console.error(`the server tests' set-up did not finish in ${SETUP_DEADLINE_MS / 1000} s`);
    process.exit(1);
  }, SETUP_DEADLINE_MS);
  try {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) return await postgresTemplates(adminUrl);
    await pgliteTemplates();
  } finally {
    clearTimeout(deadline);
  }
}
