// Versioned SQL migrations (migrations/NNN_name.sql), applied in order at start, each in its own
// transaction and recorded in schema_migrations. An advisory lock makes concurrent starts of
// several instances on one PostgreSQL apply each migration exactly once.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './connect';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Any constant: the key of the advisory lock that serialises migrations and the seed. */
export const SCHEMA_LOCK = 7_301_205;

export function migrationFiles(): { version: string; statements: string[] }[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d+_.+\.sql$/.test(name))
    .sort()
    .map((name) => ({
      version: name.replace(/\.sql$/, ''),
      statements: readFileSync(`${MIGRATIONS_DIR}${name}`, 'utf8')
        .split(/;\s*$/m)
        .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
        .filter(Boolean),
    }));
}

/** Takes the schema lock (migrations, seeding and catalogue imports), until the end of `trx`'s transaction. */
export async function lockSchema(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK})`.execute(trx);
}

export async function migrate(db: Db): Promise<string[]> {
  await sql`create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())`.execute(
    db,
  );
  const applied: string[] = [];
  for (const migration of migrationFiles()) {
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK})`.execute(trx);
      const done = await trx
        .selectFrom('schema_migrations')
        .select('version')
        .where('version', '=', migration.version)
        .executeTakeFirst();
      if (done) return;
      for (const statement of migration.statements) await sql.raw(statement).execute(trx);
      await trx.insertInto('schema_migrations').values({ version: migration.version }).execute();
      applied.push(migration.version);
    });
  }
  return applied;
}
