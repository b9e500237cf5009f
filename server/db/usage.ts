// Usage per calendar month (usage_counters): what a package's limits are checked against, and what the usage report reads of the user's reports.
import { sql } from 'kysely';
import type { Db } from './connect';

export type UsageKind = 'compares' | 'messages' | 'conversations';
const LIMIT_COLUMN = {
  compares: 'compare_limit',
  messages: 'message_limit',
  conversations: 'conversation_limit',
} as const;

/** What the user used in `period`, or undefined before the month's first use. */
export async function usageOf(
  db: Db,
  userId: string,
  period: string,
): Promise<{ compares: number; messages: number; conversations: number } | undefined> {
  return db
    .selectFrom('usage_counters')
    .select(['compares', 'messages', 'conversations'])
    .where('user_id', '=', userId)
    .where('period', '=', period)
    .executeTakeFirst();
}

/**
 * Takes one unit of `kind` of `period` while the count is below the limit of the package
 * `packageName` (none when the limit is null); false when it is used up. The check and the count
 * are one UPDATE, so two requests at once (or two instances) never both take the last unit.
 */
export async function takeUsage(
  db: Db,
  user: { id: string; packageName: string },
  kind: UsageKind,
  period: string,
): Promise<boolean> {
  await db
    .insertInto('usage_counters')
    .values({ user_id: user.id, period })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const limitColumn = LIMIT_COLUMN[kind];
  const updated = await db
    .updateTable('usage_counters')
    .set({ [kind]: sql`${sql.ref(kind)} + 1` })
    .where('user_id', '=', user.id)
    .where('period', '=', period)
    .where((eb) =>
      eb.or([
        eb(eb.selectFrom('packages').select(limitColumn).where('name', '=', user.packageName), 'is', null),
        eb(sql.ref(kind), '<', eb.selectFrom('packages').select(limitColumn).where('name', '=', user.packageName)),
      ]),
    )
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Gives back one unit of `kind` of `period` (never below zero). */
export async function giveBackUsage(db: Db, userId: string, kind: UsageKind, period: string): Promise<void> {
  await db
    .updateTable('usage_counters')
    .set({ [kind]: sql`greatest(${sql.ref(kind)} - 1, 0)` })
    .where('user_id', '=', userId)
    .where('period', '=', period)
    .execute();
}

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
