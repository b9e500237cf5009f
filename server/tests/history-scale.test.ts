/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; each test asserts the shape it needs */
// The history at scale — paging by "one row more" and a row-comparison cursor (rows with
// equal timestamps included), the count only on the first page and only up to TOTAL_CAP, the search
// with Turkish and English case folding, planner statistics on PGlite, the cached package catalogue.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldCase } from '@shared/compare-items';
import { SEED_EMAILS } from '../db/demo-accounts';
import { noteChanges, pendingStatistics } from '../db/statistics';
import { TOTAL_CAP } from '../db/comparisons';
import { invalidatePackages } from '../services/packages';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const DONE_RESULT = JSON.stringify({ summary: 'A summary.', items: [] });

/** Inserts comparisons for a user straight into the table, folded as the server folds them. */
async function insertRows(
  userId: string,
  rows: { id: string; query: string; createdAt: Date; status?: string }[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await server.db
      .insertInto('comparisons')
      .values(
        rows.slice(start, start + 500).map((row) => ({
          id: row.id,
          user_id: userId,
          query: row.query,
          items: JSON.stringify(row.query.split(' vs ')),
          features: '[]',
          is_detailed: false,
          language: 'tr',
          result: row.status && row.status !== 'done' ? null : DONE_RESULT,
          source: JSON.stringify({ engine: 'demo' }),
          search_text: foldCase([row.query, ...row.query.split(' vs ')].join('\n')),
          created_at: row.createdAt,
          status: row.status ?? 'done',
        })),
      )
      .execute();
  }
}

/** A new account with an empty history: its id and token. */
async function freshUser(name: string): Promise<{ id: string; token: string }> {
  const email = `${name}@example.com`;
  const registered = await server.call('POST', '/api/register', {
    body: { name, email, password: 'Passw0rd!x', language: 'tr' },
  });
  expect(registered.status).toBe(201);
  const token = await server.login(email, 'Passw0rd!x');
  const row = await server.db.selectFrom('users').select('id').where('email_key', '=', email).executeTakeFirstOrThrow();
  return { id: row.id, token };
}

async function allPages(token: string, search?: string, limit = 7) {
  const pages: any[] = [];
  let cursor: string | undefined;
  for (;;) {
    const params = new URLSearchParams({ limit: String(limit) });
    if (search) params.set('search', search);
    if (cursor) params.set('cursor', cursor);
    const answer = await server.call('GET', `/api/comparisons?${params}`, { token });
    expect(answer.status).toBe(200);
    pages.push(answer.body.data);
    if (!answer.body.data.hasMore) break;
    cursor = answer.body.data.nextCursor;
    expect(pages.length).toBeLessThan(100);
  }
  return pages;
}

describe('history paging', () => {
  it('pages through rows with equal timestamps: each listed row once, newest first, "more" until the last page', async () => {
    const user = await freshUser('pager');
    const base = Date.UTC(2025, 0, 1);
    const rows: { id: string; query: string; createdAt: Date; status?: string }[] = [];
    // 9 timestamps × 5 rows each (equal created_at), plus a failed and a cancelled one, not listed.
    for (let t = 0; t < 9; t++)
      for (let k = 0; k < 5; k++)
        rows.push({ id: `cmp_page_${t}_${k}`, query: `A${t} vs B${k}`, createdAt: new Date(base + t * 1000) });
    rows.push({ id: 'cmp_page_failed', query: 'X vs Y', createdAt: new Date(base + 500), status: 'failed' });
    rows.push({ id: 'cmp_page_cancelled', query: 'X vs Z', createdAt: new Date(base + 1500), status: 'cancelled' });
    await insertRows(user.id, rows);

    const pages = await allPages(user.token);
    const ids = pages.flatMap((page) => page.items.map((item: any) => item.id));
    const expected = rows
      .filter((row) => !row.status)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);
    expect(ids).toEqual(expected);
    // 45 rows by 7: six full pages with more to come, the seventh with 3 and no cursor.
    expect(pages.map((page) => page.items.length)).toEqual([7, 7, 7, 7, 7, 7, 3]);
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, true, true, true, true, false]);
    expect(pages.at(-1).nextCursor).toBeNull();
    // A page of exactly `limit` rows at the end: no "more" (the extra row decides, not a count).
    expect((await allPages(user.token, undefined, 9)).map((page) => page.hasMore)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    // The count on the first page only; list rows carry the summary, not the report.
    expect(pages[0].total).toBe(45);
    expect(pages.slice(1).every((page) => page.total === undefined)).toBe(true);
    expect(pages[0].items[0].summary).toBe('A summary.');
    expect(pages[0].items[0].result).toBeUndefined();
    expect(server.violations).toEqual([]);
  });

  it(`counts the first page up to ${TOTAL_CAP} rows and leaves the total out past that`, async () => {
    const user = await freshUser('counter');
    const base = Date.UTC(2024, 0, 1);
    const rows = Array.from({ length: TOTAL_CAP }, (_, i) => ({
      id: `cmp_cap_${String(i).padStart(5, '0')}`,
      query: `Cap ${i} vs Other`,
      createdAt: new Date(base + i * 60_000),
    }));
    await insertRows(user.id, rows);
    const first = await server.call('GET', '/api/comparisons?limit=20', { token: user.token });
    expect(first.body.data.total).toBe(TOTAL_CAP);
    await insertRows(user.id, [{ id: 'cmp_cap_extra', query: 'Extra vs One', createdAt: new Date(base - 1) }]);
    const past = await server.call('GET', '/api/comparisons?limit=20', { token: user.token });
    expect(past.status).toBe(200);
    expect(past.body.data.total).toBeUndefined();
    expect(past.body.data.items).toHaveLength(20);
    expect(past.body.data.hasMore).toBe(true);
    expect(server.violations).toEqual([]);
  });
});

describe('search folding', () => {
  it('folds Turkish and English case alike: İ/i/I/ı are one letter, ş ç ğ ö ü match their capitals', async () => {
    expect(foldCase('İSTANBUL')).toBe('istanbul');
    expect(foldCase('Işık')).toBe(foldCase('IŞIK'));
    expect(foldCase('iPhone')).toBe(foldCase('IPHONE'));
    expect(foldCase('ÇĞÖÜŞ')).toBe('çğöüş');
    // A dotted capital I typed as I + U+0307 (decomposed) is the same letter as İ.
    expect(foldCase('I\u0307stanbul')).toBe('istanbul');
  });

  it('finds rows by any casing, in Turkish and in English, and only those', async () => {
    const user = await freshUser('searcher');
    const at = (minutes: number) => new Date(Date.UTC(2025, 5, 1) + minutes * 60_000);
    await insertRows(user.id, [
      { id: 'cmp_s_1', query: 'İstanbul Kart vs Ankarakart', createdAt: at(1) },
      { id: 'cmp_s_2', query: 'Işık Lamba vs Gölge Lamba', createdAt: at(2) },
      { id: 'cmp_s_3', query: 'iPhone 15 vs Galaxy S24', createdAt: at(3) },
      { id: 'cmp_s_4', query: 'Şeker vs Çikolata', createdAt: at(4) },
      { id: 'cmp_s_5', query: '50% off vs full_price', createdAt: at(5) },
      // Many rows that match none of the searches below.
      ...Array.from({ length: 300 }, (_, i) => ({
        id: `cmp_s_x${i}`,
        query: `Tablet ${i} vs Laptop`,
        createdAt: at(10 + i),
      })),
    ]);
    const found = async (search: string) =>
      (await allPages(user.token, search, 50)).flatMap((page) => page.items.map((item: any) => item.id)).sort();
    // Search words by the one comparison each finds (Turkish case folding; LIKE's wildcards literal).
    const finds: Record<string, string[]> = {
      cmp_s_1: ['istanbul', 'İSTANBUL', 'ıstanbul'],
      cmp_s_2: ['IŞIK', 'ışık'],
      cmp_s_3: ['IPHONE', 'iphone 15'],
      cmp_s_4: ['ŞEKER', 'çikolata'],
      cmp_s_5: ['50%', 'full_', '%'],
    };
    for (const [id, searches] of Object.entries(finds))
      for (const search of searches) expect({ search, found: await found(search) }).toEqual({ search, found: [id] });
    expect(await found('zeytin')).toEqual([]);
    const first = await server.call('GET', '/api/comparisons?limit=2&search=lamba', { token: user.token });
    expect(first.body.data.total).toBe(1);
    expect(server.violations).toEqual([]);
  });

  it('a search of the history is served by the trigram index once statistics are fresh', async () => {
    const plan = await sql<{ 'QUERY PLAN': string }>`
      explain select id from comparisons where user_id = 'usr_premium_seed' and status in ('queued', 'writing', 'done')
      and search_text like '%kizilcik%' order by created_at desc, id desc limit 21`.execute(server.db);
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(await indexNames()).toEqual(expect.arrayContaining(['comparisons_search_trgm_idx']));
    // With so few rows the planner may still read the table; the index must exist and be usable:
    const forced = await server.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_indexscan = off`.execute(trx);
      const rows = await sql<{ 'QUERY PLAN': string }>`
        explain select id from comparisons where search_text like '%kizilcik%'`.execute(trx);
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(forced).toContain('comparisons_search_trgm_idx');
    expect(text).toBeTruthy();
  });
});

async function indexNames(): Promise<string[]> {
  const rows = await sql<{
    indexname: string;
  }>`select indexname from pg_indexes where tablename = 'comparisons'`.execute(server.db);
  return rows.rows.map((row) => row.indexname);
}

describe('the database kept healthy', () => {
  it('the page cursor is an index range on the listed-rows index, not a filter', async () => {
    const plan = await server.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_bitmapscan = off`.execute(trx);
      const rows = await sql<{ 'QUERY PLAN': string }>`
        explain select id from comparisons where user_id = 'u' and status in ('queued', 'writing', 'done')
        and (created_at, id) < (now(), 'x') order by created_at desc, id desc limit 21`.execute(trx);
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('comparisons_user_listed_idx');
    expect(plan).toMatch(/Index Cond: .*ROW\(created_at, id\) < ROW/);
    expect(plan).not.toMatch(/Filter:/);
  });

  it('new comparisons go straight into the search index, with no pending list for every search to read', async () => {
    const user = await freshUser('pending');
    await insertRows(
      user.id,
      Array.from({ length: 60 }, (_, i) => ({
        id: `cmp_pend_${i}`,
        query: `Çay ${i} vs Kahve ${i}`,
        createdAt: new Date(),
      })),
    );
    // The number of pending-list pages merged into the index: nothing was waiting there.
    const merged = await sql<{
      pages: string;
    }>`select gin_clean_pending_list('comparisons_search_trgm_idx'::regclass) as pages`.execute(server.db);
    expect(Number(merged.rows[0].pages)).toBe(0);
  });

  it('PGlite: statistics at start, and again after many rows changed', async () => {
    if (server.driver !== 'pglite') return;
    const analyzed = async () =>
      (
        await sql<{
          rows: number;
        }>`select reltuples::float8 as rows from pg_class where relname = 'comparisons'`.execute(server.db)
      ).rows[0].rows;
    // Analyzed at start: not the "never analyzed" -1.
    expect(await analyzed()).toBeGreaterThanOrEqual(0);
    const before = await analyzed();
    const user = await freshUser('analyzer');
    const rows = Array.from({ length: 400 }, (_, i) => ({
      id: `cmp_an_${i}`,
      query: `An ${i} vs Other`,
      createdAt: new Date(Date.UTC(2023, 0, 1) + i * 1000),
    }));
    await insertRows(user.id, rows);
    noteChanges(server.db, rows.length);
    await pendingStatistics(server.db);
    expect(await analyzed()).toBeGreaterThanOrEqual(before + 400);
  });

  it('the package catalogue is read once and read again when invalidated', async () => {
    const read = async () => (await server.call('GET', '/api/packages')).body.data[0].description as string;
    const original = await read();
    await server.db.updateTable('packages').set({ description: 'Changed by hand' }).where('id', '=', 1).execute();
    // Cached: the change is not read on every call…
    expect(await read()).toBe(original);
    // …but after an invalidation (what start.ts does after migrating), it is.
    invalidatePackages(server.db);
    expect(await read()).toBe('Changed by hand');
    await server.db.updateTable('packages').set({ description: original }).where('id', '=', 1).execute();
    invalidatePackages(server.db);
    expect(await read()).toBe(original);
    // The signed-in package answer uses the same catalogue.
    const token = await server.login(SEED_EMAILS.standard);
    const mine = await server.call('GET', '/api/packages/me', { token });
    expect(mine.body.data.package.name).toBe('Level_3');
  });
});
