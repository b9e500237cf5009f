// `npm run bench:plans [-- --database-url postgres://… --sizes 1000,100000]`: the query plans behind
// the history's figures. Seeds the same history as bench:server into one database (a
// throwaway PGlite folder, or a new database beside --database-url), then at each size prints
// EXPLAIN (ANALYZE, BUFFERS) of the queries one history request runs: the first page, a page in the
// middle, the bounded count and the search. A page that costs the same at 1k and 100k rows reads
// the same number of buffers through the same index. PostgreSQL gets a VACUUM ANALYZE after each
// seeding (what autovacuum does after a bulk insert); PGlite the ANALYZE its server runs at start.
//   bash scripts/with-postgres.sh sh -c 'npm run bench:plans -- --database-url "$TEST_DATABASE_URL"'
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CompiledQuery, sql, type Compilable } from 'kysely';
import { foldCase } from '@shared/compare-items';
// eslint-disable-next-line no-restricted-imports -- server/ has no alias
import { connectDatabase, type Db } from '../../server/db/connect';
// eslint-disable-next-line no-restricted-imports -- server/ has no alias
import { migrate } from '../../server/db/migrate';
// eslint-disable-next-line no-restricted-imports -- server/ has no alias
import { seedDemo } from '../../server/db/seed';
// eslint-disable-next-line no-restricted-imports -- server/ has no alias
import { historyQueries } from '../../server/db/comparisons';
import { middleCursor, SEARCH, seedComparisons } from './seed-history';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    sizes: { type: 'string', default: '1000,100000' },
  },
});
const USER = 'usr_premium_seed';

/** The compiled query with its own bind parameters, under EXPLAIN (ANALYZE, BUFFERS). */
async function explain(db: Db, label: string, query: Compilable): Promise<void> {
  const { sql: text, parameters } = query.compile();
  const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain (analyze, buffers) ${text}`, [...parameters]),
  );
  console.log(`\n-- ${label}`);
  for (const row of plan.rows) console.log(row['QUERY PLAN']);
}

let database: { dataDir?: string; databaseUrl?: string };
let cleanup: () => Promise<void>;
if (args['database-url']) {
  const { default: pg } = await import('pg');
  const name = `kiyasla_plans_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: args['database-url'] });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(args['database-url']);
  url.pathname = `/${name}`;
  database = { databaseUrl: url.toString() };
  cleanup = async () => {
    const drop = new pg.Client({ connectionString: args['database-url'] });
    await drop.connect();
    await drop.query(`drop database if exists ${name} with (force)`);
    await drop.end();
  };
} else {
  const dir = mkdtempSync(join(tmpdir(), 'kiyasla-plans-'));
  database = { dataDir: join(dir, 'data') };
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
}

const connection = await connectDatabase(database);
try {
  await migrate(connection.db);
  await seedDemo(connection.db);
  let seeded = 0;
  for (const size of args.sizes.split(',').map(Number)) {
    await seedComparisons(connection.db, USER, seeded + 1, size);
    seeded = size;
    await sql.raw(connection.driver === 'pg' ? 'vacuum analyze' : 'analyze').execute(connection.db);
    console.log(`\n==== ${connection.driver}, ${size} comparisons`);
    const middle = await middleCursor(connection.db, USER, size);
    const first = historyQueries(connection.db, USER, { limit: 20 });
    const deep = historyQueries(connection.db, USER, { limit: 20, cursor: middle });
    const search = historyQueries(connection.db, USER, { limit: 20, search: foldCase(SEARCH) });
    await explain(connection.db, 'first page', first.page);
    await explain(connection.db, 'first page: bounded count', first.count);
    await explain(connection.db, 'page in the middle', deep.page);
    await explain(connection.db, `search "${SEARCH}"`, search.page);
    await explain(connection.db, 'search: bounded count', search.count);
  }
} finally {
  await connection.close();
  await cleanup();
}
