// The history the server benchmarks read: one user's comparisons, added in bulk SQL
// inserts of a real demo report, created at random times over a year; five of them name
// "Kızılcık", the search that matches 5 rows. Shared by bench:server and bench:plans.
import { sql } from 'kysely';
import { foldCase } from '@shared/compare-items';
// eslint-disable-next-line no-restricted-imports -- server/ has no alias
import type { Db } from '../../server/db/connect';
// eslint-disable-next-line no-restricted-imports -- server/ has no alias
import type { Cursor } from '../../server/db/comparisons';

/** Typed in capitals: Turkish folding finds "Kızılcık". */
export const SEARCH = 'KIZILCIK';
const LISTED = ['queued', 'writing', 'done'];

const NAMES = [
  'iPhone 15',
  'Samsung Galaxy S24',
  'Google Pixel 8',
  'PlayStation 5',
  'Xbox Series X',
  'Netflix',
  'Disney+',
  'HBO Max',
  'Kindle Paperwhite',
  'Kobo Clara 2E',
  'MacBook Air M3',
  'Dell XPS 13',
  'Spotify',
  'Apple Music',
  'Tesla Model 3',
  'BMW i4',
  'Sony WH-1000XM5',
  'Bose QuietComfort Ultra',
  'PostgreSQL',
  'MySQL',
  'Nintendo Switch',
  'Steam Deck',
  'Garmin Forerunner 265',
];
const RARE_QUERY = 'Kızılcık Reçeli vs İncir Reçeli';

/**
 * Adds comparisons `from`..`to` (1-based) to the user (ids `cmp_bench_<user id>_<n>`); the first
 * batch also adds the 5 rare ones. Each is a copy of the demo seed's first written report.
 */
export async function seedComparisons(db: Db, userId: string, from: number, to: number): Promise<void> {
  const template = await db
    .selectFrom('comparisons')
    .select(['result', 'source'])
    .where('status', '=', 'done')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const prefix = `cmp_bench_${userId}_`;
  const result = JSON.stringify(template.result);
  const source = JSON.stringify(template.source);
  for (let start = from; start <= to; start += 5000) {
    const end = Math.min(to, start + 4999);
    await sql`
      insert into comparisons (id, user_id, query, items, features, is_detailed, language, result, source,
        search_text, created_at, status, finished_at)
      select ${prefix} || g, ${userId}, q.a || ' vs ' || q.b, jsonb_build_array(q.a, q.b), '[]'::jsonb, false,
        'en', ${result}::jsonb, ${source}::jsonb, lower(q.a || ' vs ' || q.b || chr(10) || q.a || chr(10) || q.b),
        t.at, 'done', t.at
      from generate_series(${start}::int, ${end}::int) g,
        lateral (select (${NAMES}::text[])[1 + g % ${NAMES.length}] as a,
          (${NAMES}::text[])[1 + (g * 7 + 3) % ${NAMES.length}] || ' ' || g as b) q,
        lateral (select date_trunc('milliseconds', now() - random() * interval '365 days') as at) t
    `.execute(db);
  }
  if (from === 1) {
    for (let i = 0; i < 5; i++) {
      const at = new Date(Date.now() - (i + 0.5) * 73 * 86_400_000);
      await db
        .insertInto('comparisons')
        .values({
          id: `${prefix}rare_${i}`,
          user_id: userId,
          query: RARE_QUERY,
          items: JSON.stringify(['Kızılcık Reçeli', 'İncir Reçeli']),
          features: '[]',
          is_detailed: false,
          language: 'tr',
          result,
          source,
          search_text: foldCase([RARE_QUERY, 'Kızılcık Reçeli', 'İncir Reçeli'].join('\n')),
          created_at: at,
          status: 'done',
          finished_at: at,
        })
        .execute();
    }
  }
}

/** Where the page in the middle of the user's history starts (encode it with the server's encodeCursor). */
export async function middleCursor(db: Db, userId: string, size: number): Promise<Cursor> {
  const row = await db
    .selectFrom('comparisons')
    .select(['created_at', 'id'])
    .where('user_id', '=', userId)
    .where('status', 'in', LISTED)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(Math.floor(size / 2))
    .limit(1)
    .executeTakeFirstOrThrow();
  return { createdAt: new Date(row.created_at).toISOString(), id: row.id };
}
