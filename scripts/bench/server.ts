// `npm run bench:server [-- --database-url postgres://… --quick --sizes 1000,10000,100000]`: the
// reference server under load. One user (premium@example.com) gets 1k, then 10k, then
// 100k comparisons (bulk SQL inserts of a real demo report; five of them name "Kızılcık", the
// search that matches 5 rows); at each size a fresh server process answers the same requests, on
// PGlite (a data folder) and, with --database-url (e.g. under scripts/with-postgres.sh), on
// PostgreSQL, next to a bare Fastify server answering the same /api/packages JSON from memory (the
// physical limit). A second user (standard@example.com) keeps a 1k-row history, whose pages are
// timed beside the growing one's in the same server, round for round: the "÷ 1k" rows.
// autocannon, 10 connections, alternating rounds, medians. Prints the figures as a
// table; JSON in reports/bench/. PostgreSQL gets a VACUUM ANALYZE after each seeding (what autovacuum
// does within a minute of a bulk insert); PGlite has no autovacuum, so the server ANALYZEs it.
// Not part of `npm test`: times are measurements, not tests.
//   bash scripts/with-postgres.sh sh -c 'npm run bench:server -- --database-url "$TEST_DATABASE_URL"'
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
// eslint-disable-next-line no-restricted-imports -- server/ has no alias
import { DEFAULT_HASH_COST } from '../../server/auth/passwords';
// eslint-disable-next-line no-restricted-imports -- server/ has no alias
import { connectDatabase } from '../../server/db/connect';
// eslint-disable-next-line no-restricted-imports -- server/ has no alias
import { SEED_EMAILS, SEED_PASSWORD } from '../../server/db/demo-accounts';
// eslint-disable-next-line no-restricted-imports -- server/ has no alias
import { migrate } from '../../server/db/migrate';
// eslint-disable-next-line no-restricted-imports -- server/ has no alias
import { seedDemo } from '../../server/db/seed';
// eslint-disable-next-line no-restricted-imports -- server/ has no alias
import { encodeCursor } from '../../server/services/comparisons';
import { throwawayServerEnv } from '../throwaway-server-env';
import { middleCursor, SEARCH, seedComparisons } from './seed-history';
import { median, table } from './servers';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    quick: { type: 'boolean', default: false },
    sizes: { type: 'string', default: '1000,10000,100000' },
    'skip-pglite': { type: 'boolean', default: false },
    port: { type: 'string', default: '4400' },
    out: { type: 'string', default: 'reports/bench/server.json' },
  },
});
const QUICK = args.quick;
const SIZES = args.sizes.split(',').map(Number);
const DURATION = QUICK ? 2 : 4; // seconds per autocannon run
const ROUNDS = QUICK ? 1 : 3;
const SAMPLES = QUICK ? 15 : 40; // sequential requests per latency figure
const BARE_PORT = Number(args.port);
/** The reference user's history, the "1k rows" the growing history is held against. */
const REFERENCE_SIZE = 1000;

const children = new Set<ChildProcess>();
function stopChildren(): void {
  for (const child of children)
    if (child.exitCode === null && child.pid)
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => {
    stopChildren();
    process.exit(130);
  });

function spawnNode(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  child.on('exit', (code) => {
    children.delete(child);
    if (code && code !== 143) console.error(`${script} exited ${code}: ${stderr}`);
  });
  children.add(child);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, sleep(20_000)]);
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

async function waitFor200(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited before answering ${url}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not up yet
    }
    await sleep(20);
  }
  throw new Error(`no 200 from ${url}`);
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
}

interface Server {
  origin: string;
  child: ChildProcess;
  startMs: number;
}

async function startServer(port: number, database: { dataDir?: string; databaseUrl?: string }): Promise<Server> {
  const started = performance.now();
  const child = spawnNode('server/main.ts', {
    ...throwawayServerEnv({ port }),
    DATA_DIR: database.dataDir ?? 'memory://',
    DATABASE_URL: database.databaseUrl ?? '',
    RATE_LIMIT_SCALE: '10000',
    // The logins measured are production's: OWASP's cost, not the throwaway servers' cheap one.
    PASSWORD_HASH_COST: String(DEFAULT_HASH_COST),
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor200(`${origin}/api/packages`, child);
  return { origin, child, startMs: performance.now() - started };
}

async function login(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: SEED_PASSWORD }),
  });
  const body = (await response.json()) as { data: { token: string } };
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status}`);
  return body.data.token;
}

/** A page of the history (the envelope's `data`). */
async function getPage(url: string, token: string): Promise<{ items: unknown[]; total?: number }> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
  return ((await response.json()) as { data: { items: unknown[]; total?: number } }).data;
}

/** Median time of `samples` requests one after another (after a few to warm up), in ms. */
async function latency(url: string, token?: string, samples = SAMPLES): Promise<number> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  for (let i = 0; i < 3; i++) await (await fetch(url, { headers })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Requests per second over DURATION with 10 connections. */
async function throughput(
  url: string,
  options: { token?: string; method?: string; body?: string; connections?: number } = {},
): Promise<number> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 10,
    duration: DURATION,
    method: options.method ?? 'GET',
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body ? { body: options.body } : {}),
  });
  return result.requests.average;
}

/** Alternating rounds of two measurements; the medians of each. */
async function alternate(a: () => Promise<number>, b: () => Promise<number>): Promise<[number, number]> {
  const as: number[] = [];
  const bs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    as.push(await a());
    bs.push(await b());
  }
  return [median(as), median(bs)];
}

interface SizeFigures {
  size: number;
  firstPageMs: number;
  deepPageMs: number;
  /** The same pages of the reference user's 1k-row history, timed in the same server in alternating rounds. */
  referenceFirstPageMs: number;
  referenceDeepPageMs: number;
  searchMs: number;
  searchRows: number;
  listShare: number;
  startMs: number;
}
interface DbFigures {
  driver: string;
  coldStartMs: number;
  rssIdleMb: number;
  packagesShare: number;
  loginRatio: number;
  loginsPerSecond: number;
  searchLatencyRatio: number;
  rssAfterMb: number;
  sizes: SizeFigures[];
}

let bare: { child: ChildProcess; origin: string } | undefined;
async function bareServer(referenceOrigin: string): Promise<string> {
  if (bare) return bare.origin;
  const bodyFile = join(mkdtempSync(join(tmpdir(), 'kiyasla-bench-')), 'packages.json');
  writeFileSync(bodyFile, await (await fetch(`${referenceOrigin}/api/packages`)).text());
  const child = spawnNode('scripts/bench/bare-fastify.ts', { PORT: String(BARE_PORT), BODY_FILE: bodyFile });
  const origin = `http://127.0.0.1:${BARE_PORT}`;
  await waitFor200(`${origin}/api/packages`, child);
  bare = { child, origin };
  return origin;
}

type DatabaseAt = { dataDir?: string; databaseUrl?: string };

/**
 * Two empty databases of the driver: one the sizes are seeded into, one fresh for the cold start;
 * and how to remove both afterwards.
 */
async function prepareDatabases(
  driver: 'pglite' | 'pg',
): Promise<{ database: DatabaseAt; fresh: DatabaseAt; cleanup: () => Promise<void> }> {
  if (driver === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'kiyasla-bench-pglite-'));
    const database = { dataDir: join(dir, 'data') };
    const fresh = { dataDir: 'memory://' };
    const cleanup = async () => rmSync(dir, { recursive: true, force: true });
    return { database, fresh, cleanup };
  }
  const { default: pg } = await import('pg');
  const admin = args['database-url'] as string;
  const names = [1, 2].map(() => `kiyasla_bench_${randomBytes(5).toString('hex')}`);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  for (const name of names) await client.query(`create database ${name}`);
  await client.end();
  const urlOf = (name: string) => {
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return url.toString();
  };
  return {
    database: { databaseUrl: urlOf(names[0]) },
    fresh: { databaseUrl: urlOf(names[1]) },
    cleanup: async () => {
      const drop = new pg.Client({ connectionString: admin });
      await drop.connect();
      for (const name of names) await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

/** Cold start on an empty database, then the packages' and other users' throughput on that server. */
async function measureColdStart(port: number, fresh: DatabaseAt) {
  const first = await startServer(port, fresh);
  await sleep(2000);
  const rssIdleMb = rssMb(first.child.pid as number);
  const coldStartMs = first.startMs;
  const bareOrigin = await bareServer(first.origin);
  const freeToken = await login(first.origin, SEED_EMAILS.free);
  // GET /api/packages against the bare server.
  const [bareRps, packagesRps] = await alternate(
    () => throughput(`${bareOrigin}/api/packages`),
    () => throughput(`${first.origin}/api/packages`),
  );
  // Other users' throughput alone and while 10 connections log in.
  const others = `${first.origin}/api/comparisons?limit=20`;
  const loginBody = JSON.stringify({ email: SEED_EMAILS.hobby, password: SEED_PASSWORD });
  const logins: number[] = [];
  const [alone, loaded] = await alternate(
    () => throughput(others, { token: freeToken }),
    async () => {
      const [rps, loginRps] = await Promise.all([
        throughput(others, { token: freeToken }),
        throughput(`${first.origin}/api/login`, { method: 'POST', body: loginBody }),
      ]);
      logins.push(loginRps);
      return rps;
    },
  );
  await stop(first.child);
  console.log(`cold start ${Math.round(coldStartMs)} ms, RSS ${rssIdleMb} MB; packages ${packagesRps}/${bareRps}`);
  return { rssIdleMb, coldStartMs, bareOrigin, bareRps, packagesRps, alone, loaded, logins };
}

async function benchDatabase(driver: 'pglite' | 'pg', port: number): Promise<DbFigures> {
  console.log(`\n== ${driver}`);
  const { database, fresh, cleanup } = await prepareDatabases(driver);
  try {
    // Cold start: an empty database, migrated and seeded by the server itself.
    const { rssIdleMb, coldStartMs, bareOrigin, bareRps, packagesRps, alone, loaded, logins } = await measureColdStart(
      port,
      fresh,
    );

    // The sizes: the data seeded by this process, then a server started on it.
    const setup = await connectDatabase(database);
    await migrate(setup.db);
    await seedDemo(setup.db);
    await setup.close();
    const userId = 'usr_premium_seed';
    // A second user keeps a 1k-row history throughout: at every size its pages are timed in the same
    // server, round for round beside the growing history's, so "100k ÷ 1k" compares two histories
    // under the same conditions (not two server processes a minute apart, whose medians drift by
    // more than the difference sought on a shared 2-core machine).
    const referenceId = 'usr_standard_seed';
    const reference = await connectDatabase(database);
    await seedComparisons(reference.db, referenceId, 1, REFERENCE_SIZE);
    const referenceCursor = encodeCursor(await middleCursor(reference.db, referenceId, REFERENCE_SIZE));
    await reference.close();
    const figures: SizeFigures[] = [];
    let seeded = 0;
    let searchLatencyRatio = Number.NaN;
    let rssAfterMb = Number.NaN;
    for (const size of SIZES) {
      const seeding = performance.now();
      const connection = await connectDatabase(database);
      await seedComparisons(connection.db, userId, seeded + 1, size);
      seeded = size;
      // What autovacuum does after a bulk insert (PostgreSQL ≥ 13 vacuums on inserts too), done now
      // rather than while the requests are timed. With ANALYZE alone, the autovacuum that 90,000 new
      // rows set off (its TOAST table took 11 s, watched in pg_stat_activity) overlapped the 100k
      // latency samples on 2 cores: first page 3.1 → 5.3 ms in that run; after VACUUM ANALYZE,
      // 2.7 → 2.8 ms. The page's own plan and buffers are the same at 1k and 100k either way.
      if (driver === 'pg') await sql`vacuum analyze`.execute(connection.db);
      const cursor = encodeCursor(await middleCursor(connection.db, userId, size));
      await connection.close();
      console.log(`${size} rows seeded in ${Math.round(performance.now() - seeding)} ms`);
      const server = await startServer(port, database);
      const token = await login(server.origin, SEED_EMAILS.premium);
      const list = `${server.origin}/api/comparisons?limit=20`;
      const search = `${list}&search=${encodeURIComponent(SEARCH)}`;
      const found = (await getPage(search, token)).items;
      const firstPage = (await getPage(list, token)).items;
      if (firstPage.length !== 20) throw new Error(`first page: ${firstPage.length} rows`);
      const referenceToken = await login(server.origin, SEED_EMAILS.standard);
      // A seeded account's first login upgrades its stored hash in the background (accounts.ts),
      // about a second of scrypt that ran beside the reference's first timed pages (middle page
      // "0.35×" at 1k, in two runs); it is over before the timing starts.
      await sleep(2000);
      const [referenceFirstPageMs, firstPageMs] = await alternate(
        () => latency(list, referenceToken),
        () => latency(list, token),
      );
      const [referenceDeepPageMs, deepPageMs] = await alternate(
        () => latency(`${list}&cursor=${referenceCursor}`, referenceToken),
        () => latency(`${list}&cursor=${cursor}`, token),
      );
      const searchMs = await latency(search, token);
      const [bareRps2, listRps] = await alternate(
        () => throughput(`${bareOrigin}/api/packages`),
        () => throughput(list, { token }),
      );
      const entry: SizeFigures = {
        size,
        firstPageMs,
        deepPageMs,
        referenceFirstPageMs,
        referenceDeepPageMs,
        searchMs,
        searchRows: found.length,
        listShare: listRps / bareRps2,
        startMs: server.startMs,
      };
      figures.push(entry);
      console.log(JSON.stringify(entry));
      if (size === SIZES.at(-1)) {
        // Other users' median latency alone and while one user repeats the search.
        const freeToken2 = await login(server.origin, SEED_EMAILS.free);
        const alone2 = await latency(list, freeToken2);
        const searching = throughput(search, { token, connections: 1 });
        await sleep(200);
        const during = await latency(list, freeToken2);
        await searching;
        searchLatencyRatio = during / alone2;
        await sleep(1000);
        rssAfterMb = rssMb(server.child.pid as number);
      }
      await stop(server.child);
    }
    return {
      driver,
      coldStartMs,
      rssIdleMb,
      packagesShare: packagesRps / bareRps,
      loginRatio: loaded / alone,
      loginsPerSecond: median(logins),
      searchLatencyRatio,
      rssAfterMb,
      sizes: figures,
    };
  } finally {
    await cleanup();
  }
}

const results: DbFigures[] = [];
try {
  if (!args['skip-pglite']) results.push(await benchDatabase('pglite', BARE_PORT + 1));
  if (args['database-url']) results.push(await benchDatabase('pg', BARE_PORT + 2));
} finally {
  if (bare) await stop(bare.child);
  stopChildren();
}

const f = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const span = (result: DbFigures, pick: (size: SizeFigures) => number, digits = 1, unit = ' ms') =>
  result.sizes.map((size) => f(pick(size), digits)).join(' → ') + unit;
const sizesLabel = SIZES.map((size) => (size >= 1000 ? `${size / 1000}k` : String(size))).join(' → ');
const rows: string[][] = [
  ['', ...results.map((result) => (result.driver === 'pg' ? 'PostgreSQL' : 'PGlite'))],
  ['GET /api/packages, share of bare Fastify', ...results.map((result) => f(result.packagesShare, 3))],
  [
    `GET /api/comparisons?limit=20, share of bare (${sizesLabel})`,
    ...results.map((result) => span(result, (size) => size.listShare, 3, '')),
  ],
  [`history first page (${sizesLabel})`, ...results.map((result) => span(result, (size) => size.firstPageMs))],
  [`history page in the middle (${sizesLabel})`, ...results.map((result) => span(result, (size) => size.deepPageMs))],
  [
    `first page ÷ the 1k-row history's, same server, alternating (${sizesLabel})`,
    ...results.map((result) => span(result, (size) => size.firstPageMs / size.referenceFirstPageMs, 2, '×')),
  ],
  [
    `middle page ÷ the 1k-row history's, same server, alternating (${sizesLabel})`,
    ...results.map((result) => span(result, (size) => size.deepPageMs / size.referenceDeepPageMs, 2, '×')),
  ],
  [
    `search matching ${results[0]?.sizes[0]?.searchRows ?? 5} rows (${sizesLabel})`,
    ...results.map((result) => span(result, (size) => size.searchMs)),
  ],
  [
    "other users' throughput while 10 logins run",
    ...results.map((result) => `${f(result.loginRatio, 2)}× (${f(result.loginsPerSecond, 0)} logins/s)`),
  ],
  [
    `other users' median latency while one user repeats the search (${sizesLabel.split(' → ').at(-1)})`,
    ...results.map((result) => `×${f(result.searchLatencyRatio, 1)}`),
  ],
  [
    'cold start to first 200 / RSS idle (empty, seeded demo)',
    ...results.map((result) => `${f(result.coldStartMs / 1000, 1)} s / ${result.rssIdleMb} MB`),
  ],
  [
    `start with ${sizesLabel.split(' → ').at(-1)} rows / RSS after the run`,
    ...results.map(
      (result) => `${f((result.sizes.at(-1)?.startMs ?? Number.NaN) / 1000, 1)} s / ${result.rssAfterMb} MB`,
    ),
  ],
];
console.log(
  `\n${table(rows)}\n\n${cpus().length} CPUs, load ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}; ${DURATION} s autocannon runs, ${ROUNDS} round(s), ${SAMPLES} sequential requests per latency`,
);
mkdirSync(args.out.replace(/\/[^/]+$/, ''), { recursive: true });
writeFileSync(args.out, JSON.stringify({ date: new Date().toISOString(), quick: QUICK, results }, null, 2));
process.exit(0);
