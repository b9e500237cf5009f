// One Kysely instance over either driver: PGlite (embedded Postgres, data in DATA_DIR or in
// memory) or a real PostgreSQL server through `pg` (DATABASE_URL). Everything above this file
// is the same code for both.
import { existsSync, mkdirSync } from 'node:fs';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import type { DB } from './generated/database';
import { lockDataDir } from './data-dir-lock';
import { keptEmptyCluster, makeEmptyClusterInBackground } from './empty-cluster';

export type Db = Kysely<DB>;

export interface DbOptions {
  /** postgres://… — a real PostgreSQL server. */
  databaseUrl?: string;
  /** PGlite's data directory; `memory://` (or undefined) keeps everything in memory. */
  dataDir?: string;
  /**
   * A PGlite data directory dump (PGlite's dumpDataDir) to start a new database from (the server
   * tests' migrated one); by default the kept empty cluster (empty-cluster.ts), else initdb.
   */
  pgliteTemplate?: Blob;
}

export interface Connection {
  db: Db;
  driver: 'pg' | 'pglite';
  /** Closes the database and gives its data folder up. */
  close(): Promise<void>;
}

export async function connectDatabase(options: DbOptions): Promise<Connection> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    });
    // An idle client losing its connection (server restart) must not crash the process.
    pool.on('error', (error) => console.error(`[db] idle client error: ${error.message}`));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, driver: 'pg', close: () => db.destroy() };
  }
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const dataDir = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Before PGlite touches a file: a folder another server has open is refused (DataDirInUseError).
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  const fresh = !dataDir || !existsSync(`${dataDir}/PG_VERSION`);
  const loadDataDir = fresh ? (options.pgliteTemplate ?? keptEmptyCluster()) : undefined;
  try {
    // pg_trgm: the history search's trigram index (migration 007).
    const extensions = { pg_trgm };
    const client = dataDir ? new PGlite(dataDir, { loadDataDir, extensions }) : new PGlite({ loadDataDir, extensions });
    // A start that ran initdb leaves an empty cluster for the next, once its own is ready.
    if (fresh && !loadDataDir) void client.waitReady.then(makeEmptyClusterInBackground, () => {});
    // Kysely's own PGlite dialect: one connection, which Kysely lends to one query or transaction
    // at a time, so a transaction never interleaves with another request's statements.
    const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite: client }) });
    return {
      db,
      driver: 'pglite',
      async close() {
        try {
          await db.destroy();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
