// The package catalogue (packages, changed only by migrations) and package switches.
import type { Selectable } from 'kysely';
import type { Db } from './connect';
import type { Packages } from './generated/database';

export type PackageRow = Selectable<Packages>;

/** Every package, in id order. */
export async function packageRows(db: Db): Promise<PackageRow[]> {
  return db.selectFrom('packages').selectAll().orderBy('id').execute();
}

/** Puts the user on `to` until `endDate`, and records the switch from `from`: one transaction. */
export async function switchPackage(
  db: Db,
  change: { userId: string; from: string; to: string; endDate: Date | null },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ package_name: change.to, package_end_date: change.endDate })
      .where('id', '=', change.userId)
      .execute();
    await trx
      .insertInto('package_changes')
      .values({ user_id: change.userId, from_package: change.from, to_package: change.to })
      .execute();
  });
}
