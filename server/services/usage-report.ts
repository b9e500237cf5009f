// The advanced_reporting service: a package that lists it reads, on My Package, how many
// comparisons counted toward its limit in each of the last six months and the items compared most.
import type { UsageReport } from '@shared/api/generated/model';
import { LISTED } from '../db/comparisons';
import type { Db } from '../db/connect';
import { monthlyCompares, mostComparedItems } from '../db/usage';
import { fail } from '../domain/errors';
import { periodOf } from '../domain/period';
import { packageOf } from './packages';
import type { UserRow } from '../db/users';

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
  const counted = await monthlyCompares(db, user.id, months[0]);
  const byMonth = new Map(counted.map((row) => [row.period, row.compares]));
  // Over the reports the history lists (a failed or cancelled one is not a comparison the user has).
  const topItems = await mostComparedItems(db, user.id, LISTED, TOP_ITEMS);
  return {
    months: months.map((month) => ({ month, comparisons: byMonth.get(month) ?? 0 })),
    top_items: topItems,
  };
}
