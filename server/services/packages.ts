// Packages and their limits. Usage is counted per calendar month (UTC) in usage_counters; a
// limit check and the count it guards are one atomic UPDATE, so two parallel requests (or two
// instances) can never both take the last comparison of a month.
import { sql, type Selectable } from 'kysely';
import type { Count, MyPackage, Package, PackageName } from '@/api/generated/model';
import type { Db } from '../db/connect';
import type { Packages, Users } from '../db/generated/database';
import { fail } from '../domain/errors';
import type { MessageKey } from '../domain/messages';
import { periodOf } from '../domain/period';

export type UserRow = Selectable<Users>;
export type UsageKind = 'compares' | 'messages' | 'conversations';
const LIMIT_COLUMN = {
  compares: 'compare_limit',
  messages: 'message_limit',
  conversations: 'conversation_limit',
} as const;

export const ADVANCED_LEVELS: readonly string[] = ['Level_3', 'Level_4'];
export const CHAT_LEVEL = 'Level_4';

const count = (limit: number | null): Count => (limit === null ? 'unlimited' : limit);

export function toPackage(row: Selectable<Packages>): Package {
  return {
    id: row.id,
    name: row.name as PackageName,
    description: row.description,
    price: row.price,
    currency: row.currency,
    compare_limit: count(row.compare_limit),
    message_limit: count(row.message_limit),
    conversation_limit: count(row.conversation_limit),
    features: row.features as Package['features'],
    detail_level: row.detail_level as Package['detail_level'],
    priority_support: row.priority_support,
    advanced_reporting: row.advanced_reporting,
    custom_enterprise_solutions: row.custom_enterprise_solutions,
  };
}

export async function listPackages(db: Db): Promise<Package[]> {
  const rows = await db.selectFrom('packages').selectAll().orderBy('id').execute();
  return rows.map(toPackage);
}

async function packageRow(db: Db, name: string) {
  return db.selectFrom('packages').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function myPackage(db: Db, user: UserRow): Promise<MyPackage> {
  const row = await packageRow(db, user.package_name);
  if (!row) throw fail(404, 'packageNotFound');
  const used = await db
    .selectFrom('usage_counters')
    .select(['compares', 'messages', 'conversations'])
    .where('user_id', '=', user.id)
    .where('period', '=', periodOf())
    .executeTakeFirst();
  const left = (limit: number | null, spent = 0): Count => (limit === null ? 'unlimited' : Math.max(0, limit - spent));
  return {
    package: toPackage(row),
    end_date: user.package_end_date ? new Date(user.package_end_date).toISOString() : null,
    remaining_compares: left(row.compare_limit, used?.compares),
    remaining_messages: left(row.message_limit, used?.messages),
    remaining_conversations: left(row.conversation_limit, used?.conversations),
  };
}

/**
 * Takes one unit of `kind` from this month's allowance; false when the package's limit is used up.
 * Atomic: the increment only happens while the count is below the limit.
 */
export async function reserve(db: Db, user: UserRow, kind: UsageKind, period = periodOf()): Promise<boolean> {
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
        eb(eb.selectFrom('packages').select(limitColumn).where('name', '=', user.package_name), 'is', null),
        eb(sql.ref(kind), '<', eb.selectFrom('packages').select(limitColumn).where('name', '=', user.package_name)),
      ]),
    )
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/**
 * Gives back a unit taken by reserve() when the work it paid for did not happen — to the month it
 * was taken from (a report queued on the 31st and failed on the 1st gives back the 31st's).
 */
export async function refund(
  db: Db,
  user: Pick<UserRow, 'id'>,
  kind: UsageKind,
  period: string = periodOf(),
): Promise<void> {
  await db
    .updateTable('usage_counters')
    .set({ [kind]: sql`greatest(${sql.ref(kind)} - 1, 0)` })
    .where('user_id', '=', user.id)
    .where('period', '=', period)
    .execute();
}

/**
 * Switches the package; this month's usage counts toward the new one's limits. Choosing the package
 * one already has changes nothing (the end date is kept) and says so, rather than claiming an update.
 */
export async function changePackage(
  db: Db,
  user: UserRow,
  level: PackageName,
): Promise<{ message: MessageKey; data: MyPackage }> {
  if (level === user.package_name) return { message: 'packageUnchanged', data: await myPackage(db, user) };
  const end = new Date();
  end.setUTCMonth(end.getUTCMonth() + 1);
  const endDate = level === 'Level_1' ? null : end;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ package_name: level, package_end_date: endDate })
      .where('id', '=', user.id)
      .execute();
    // The month's usage stays: it counts toward the new package's limits (a downgrade and back must
    // not hand out a fresh allowance).
    await trx
      .insertInto('package_changes')
      .values({ user_id: user.id, from_package: user.package_name, to_package: level })
      .execute();
  });
  return {
    message: 'packageUpdated',
    data: await myPackage(db, { ...user, package_name: level, package_end_date: endDate }),
  };
}
