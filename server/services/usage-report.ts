// The advanced_reporting service: a package that lists it reads, on My Package, how many
// comparisons counted toward its limit in each of the last six months and the items compared most.
import { sql } from 'kysely';
import type { UsageReport } from '@shared/api/generated/model';
import type { Db } from '../db/connect';
import { fail } from '../domain/errors';
import { periodOf } from '../domain/period';
import { LISTED } from './comparisons';
import { packageOf, type UserRow } from './packages';

const MONTHS = 6;
const TOP_ITEMS = 5;

/** The last `MONTHS` calendar months (UTC), oldest first, this month last. */
export function lastMonths(now = new Date()): string[] {
  return Array.from({ length: MONTHS }, (_, index) =>
    periodOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1 - index), 1))),
  );
}

export async function usageReport(db: Db, user: UserRow, now = new Date()): Promise<UsageReport> {
  if (!(await packageOf(db, user)).advanced_reporting) throw fail(403, 'featureNotActive');
  const months = lastMonths(now);
  // The months' counts are the ones the limit is checked against (usage_counters), refunds included.
  const counted = await db
    .selectFrom('usage_counters')
    .select(['period', 'compares'])
    .where('user_id', '=', user.id)
    .where('period', '>=', months[0])
    .execute();
  const byMonth = new Map(counted.map((row) => [row.period, row.compares]));
  // One name per item whatever its case ("iphone 15" and "iPhone 15" are one), over the reports the
  // history lists (a failed or cancelled one is not a comparison the user has).
  const top = await sql<{ name: string; comparisons: string }>`
    select min(item) as name, count(*) as comparisons
    from comparisons, jsonb_array_elements_text(comparisons.items) as item
    where user_id = ${user.id} and status in (${sql.join(LISTED)})
    group by lower(item)
    order by count(*) desc, min(item)
    limit ${TOP_ITEMS}`.execute(db);
  return {
    months: months.map((month) => ({ month, comparisons: byMonth.get(month) ?? 0 })),
    top_items: top.rows.map((row) => ({ name: row.name, comparisons: Number(row.comparisons) })),
  };
}
