// Packages and their limits. Usage is counted per calendar month (UTC) in usage_counters; a
// limit check and the count it guards are one atomic UPDATE, so two parallel requests (or two
// instances) can never both take the last comparison of a month.
import type { Count, MyPackage, Package, PackageFeature, PackageName } from '@shared/api/generated/model';
import type { Db } from '../db/connect';
import { packageRows, switchPackage, type PackageRow } from '../db/packages';
import { giveBackUsage, takeUsage, usageOf, type UsageKind } from '../db/usage';
import type { UserRow } from '../db/users';
import { fail } from '../domain/errors';
import type { MessageKey } from '../domain/messages';
import { periodOf } from '../domain/period';

export const CHAT_LEVEL = 'Level_4';

const count = (limit: number | null): Count => (limit === null ? 'unlimited' : limit);

export function toPackage(row: PackageRow): Package {
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

/**
 * The catalogue changes only with a migration (no API writes it): it is read once and kept in
 * memory per database. The server drops it after migrating (start.ts) and whatever changes the
 * packages table must call invalidatePackages(); after CATALOGUE_TTL_MS it is read again anyway
 * (a change made by hand, or by another instance's migration).
 */
const CATALOGUE_TTL_MS = 60_000;
interface Catalogue {
  readAt: number;
  packages: Promise<{ list: Package[]; rows: Map<string, PackageRow> }>;
}
const catalogues = new WeakMap<Db, Catalogue>();

export function invalidatePackages(db: Db): void {
  catalogues.delete(db);
}

function catalogue(db: Db): Catalogue['packages'] {
  const cached = catalogues.get(db);
  if (cached && Date.now() - cached.readAt < CATALOGUE_TTL_MS) return cached.packages;
  const entry: Catalogue = {
    readAt: Date.now(),
    packages: packageRows(db).then((rows) => ({
      list: rows.map(toPackage),
      rows: new Map(rows.map((row) => [row.name, row])),
    })),
  };
  // A failed read is not kept.
  entry.packages.catch(() => {
    if (catalogues.get(db) === entry) catalogues.delete(db);
  });
  catalogues.set(db, entry);
  return entry.packages;
}

export async function listPackages(db: Db): Promise<Package[]> {
  return (await catalogue(db)).list;
}

async function packageRow(db: Db, name: string) {
  return (await catalogue(db)).rows.get(name);
}

/** The user's package as the contract describes it (what its gates read). */
export async function packageOf(db: Db, user: Pick<UserRow, 'package_name'>): Promise<Package> {
  const row = await packageRow(db, user.package_name);
  if (!row) throw fail(404, 'packageNotFound');
  return toPackage(row);
}

export async function myPackage(db: Db, user: UserRow): Promise<MyPackage> {
  const row = await packageRow(db, user.package_name);
  if (!row) throw fail(404, 'packageNotFound');
  const used = await usageOf(db, user.id, periodOf());
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
  return takeUsage(db, { id: user.id, packageName: user.package_name }, kind, period);
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
  await giveBackUsage(db, user.id, kind, period);
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
  // The month's usage stays: it counts toward the new package's limits (a downgrade and back must
  // not hand out a fresh allowance).
  await switchPackage(db, { userId: user.id, from: user.package_name, to: level, endDate });
  return {
    message: 'packageUpdated',
    data: await myPackage(db, { ...user, package_name: level, package_end_date: endDate }),
  };
}

/** Whether the user's package lists `feature`: every gate follows the package's own feature list. */
export async function hasFeature(
  db: Db,
  user: Pick<UserRow, 'package_name'>,
  feature: PackageFeature,
): Promise<boolean> {
  const row = await packageRow(db, user.package_name);
  return (row?.features ?? []).includes(feature);
}
