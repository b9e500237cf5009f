// Comparisons (reports): their rows and the statements over them.
import type { Selectable } from 'kysely';
import type { Db } from './connect';
import type { Comparisons } from './generated/database';

export type ComparisonRow = Selectable<Comparisons>;

/** The user's comparisons whose reports are written, newest first, at most `limit`. */
export async function writtenComparisons(db: Db, userId: string, limit: number): Promise<ComparisonRow[]> {
  return db
    .selectFrom('comparisons')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'done')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** The user's comparison `id` when its report is written. */
export async function writtenComparison(db: Db, userId: string, id: string): Promise<ComparisonRow | undefined> {
  return db
    .selectFrom('comparisons')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'done')
    .where('id', '=', id)
    .executeTakeFirst();
}
