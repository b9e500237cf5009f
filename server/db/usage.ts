// Usage per calendar month (usage_counters) and what the usage report reads of the user's reports.
import { sql } from 'kysely';
import type { Db } from './connect';

/** The user's counted comparisons per month, from `fromPeriod` on (months with none are absent). */
export async function monthlyCompares(
  db: Db,
  userId: string,
  fromPeriod: string,
): Promise<{ period: string; compares: number }[]> {
  return db
    .selectFrom('usage_counters')
    .select(['period', 'compares'])
    .where('user_id', '=', userId)
    .where('period', '>=', fromPeriod)
    .execute();
}

/**
 * The items the user compared most over their reports in `statuses`: one name per item whatever
 * its case ("iphone 15" and "iPhone 15" are one), most compared first.
 */
export async function mostComparedItems(
  db: Db,
  userId: string,
  statuses: readonly string[],
  limit: number,
): Promise<{ name: string; comparisons: number }[]> {
  const { rows } = await sql<{ name: string; comparisons: string }>`
    select min(item) as name, count(*) as comparisons
    from comparisons, jsonb_array_elements_text(comparisons.items) as item
    where user_id = ${userId} and status in (${sql.join([...statuses])})
    group by lower(item)
    order by count(*) desc, min(item)
    limit ${limit}`.execute(db);
  return rows.map((row) => ({ name: row.name, comparisons: Number(row.comparisons) }));
}
