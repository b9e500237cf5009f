// The rate limits' rows (rate_limits): each passed request is kept as a row, the same
// millisecond's sharing one row with a count.
import { sql } from 'kysely';
import type { Db } from './connect';

/** Runs `work` holding a lock of the rate-limit key `key`, until the end of its transaction. */
export async function withRateKeyLock<T>(db: Db, key: string, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`rate-limit:${key}`}))`.execute(trx);
    return work(trx);
  });
}

/**
 * Keeps one more passed request of `key` at `now` when fewer than `limit` passed after `since`,
 * in one statement; whether it was kept.
 */
export async function addHitIfRoom(db: Db, key: string, since: number, now: number, limit: number): Promise<boolean> {
  const { rows } = await sql<{ added: string | number }>`
    with passed as (
      select coalesce(sum(count), 0) as n from rate_limits where key = ${key} and window_start > ${since}
    ), added as (
      insert into rate_limits (key, window_start, count)
      select ${key}, ${now}, 1 from passed where n < ${limit}
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning 1
    )
    select count(*) as added from added`.execute(db);
  return Number(rows[0]?.added ?? 0) > 0;
}

/** The passed requests of `key` after `since`, oldest first. */
export async function hitsSince(
  db: Db,
  key: string,
  since: number,
): Promise<{ window_start: string; count: number }[]> {
  return db
    .selectFrom('rate_limits')
    .select(['window_start', 'count'])
    .where('key', '=', key)
    .where('window_start', '>', String(since))
    .orderBy('window_start')
    .execute();
}

/** Removes `key`'s rows at or before `since`: they slid out of its window. */
export async function dropHitsOfKey(db: Db, key: string, since: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).where('window_start', '<=', String(since)).execute();
}

/** Removes every key's rows older than `before`. */
export async function dropHitsBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', String(before)).execute();
}
