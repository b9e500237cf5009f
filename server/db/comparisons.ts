// Comparisons (reports): their rows and the statements over them.
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from './connect';
import type { ComparisonStatus } from '@shared/api/generated/model';
import type { Comparisons } from './generated/database';
import { ENDED } from './report-jobs';

export type ComparisonRow = Selectable<Comparisons>;

/**
 * What the history lists: reports that exist or are on their way, not failed or cancelled ones
 * (the statuses of the partial index comparisons_user_listed_idx).
 */
export const LISTED: ComparisonStatus[] = ['queued', 'writing', 'done'];

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

/** The user's comparison `id`, in whatever state. */
export async function comparisonOf(db: Db, userId: string, id: string): Promise<ComparisonRow | undefined> {
  return db.selectFrom('comparisons').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function comparisonById(db: Db, id: string): Promise<ComparisonRow | undefined> {
  return db.selectFrom('comparisons').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function comparisonByShareId(db: Db, shareId: string): Promise<ComparisonRow | undefined> {
  return db.selectFrom('comparisons').selectAll().where('share_id', '=', shareId).executeTakeFirst();
}

/**
 * 1 for the next job to be taken, for the queued report `row`. Users take turns (report jobs'
 * claim): this report is its user's n-th waiting one, so it comes after the user's n-1 before it
 * and at most n of every other user's.
 */
export async function queuePositionOf(
  db: Db,
  row: Pick<ComparisonRow, 'id' | 'user_id' | 'created_at'>,
): Promise<number> {
  const { rows } = await sql<{ position: string | number }>`
    with mine as (
      select count(*) as n from comparisons
      where user_id = ${row.user_id} and status = 'queued' and (created_at, id) <= (${row.created_at}, ${row.id})
    )
    select (select n from mine) + coalesce(sum(least(waiting, (select n from mine))), 0) as position
    from (
      select count(*) as waiting from comparisons
      where status = 'queued' and user_id <> ${row.user_id}
      group by user_id
    ) others`.execute(db);
  return Number(rows[0]?.position ?? 1);
}

/** The user's vote in the poll of the report `comparisonId`, or null. */
export async function voteOf(db: Db, userId: string, comparisonId: string): Promise<string | null> {
  const row = await db
    .selectFrom('poll_votes')
    .select('option')
    .where('user_id', '=', userId)
    .where('comparison_id', '=', comparisonId)
    .executeTakeFirst();
  return row?.option ?? null;
}

/**
 * Takes a lock of the user's open reports until the end of `trx`'s transaction and counts them
 * (queued or being written): parallel requests cannot pass the cap together.
 */
export async function lockAndCountOpenReports(trx: Db, userId: string, open: readonly string[]): Promise<number> {
  await sql`select pg_advisory_xact_lock(hashtext(${`open-reports:${userId}`}))`.execute(trx);
  const row = await trx
    .selectFrom('comparisons')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('status', 'in', [...open])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertComparison(db: Db, row: Insertable<Comparisons>): Promise<ComparisonRow> {
  return db.insertInto('comparisons').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Cancels the user's report `id` while it is in one of `open`; the row as cancelled, or undefined. */
export async function cancelOpenComparison(
  db: Db,
  userId: string,
  id: string,
  open: readonly string[],
): Promise<ComparisonRow | undefined> {
  return (
    db
      .updateTable('comparisons')
      // Counted when its owner already received more of it than one section.
      .set({ status: 'cancelled', counted: sql<boolean>`received_at is not null`, ...ENDED })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', 'in', [...open])
      .returningAll()
      .executeTakeFirst()
  );
}

/** Deletes the user's report `id` (votes cascade); what a refund needs to know of it, or undefined. */
export async function deleteComparisonRow(db: Db, userId: string, id: string) {
  return db
    .deleteFrom('comparisons')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['status', 'usage_period', 'received_at'])
    .executeTakeFirst();
}

/**
 * Marks the report received while it is still being written with more than `after` sections done;
 * the marked row, or undefined when it ended or a writer restarted from fewer sections.
 */
export async function markReceived(db: Db, id: string, after: number): Promise<ComparisonRow | undefined> {
  return db
    .updateTable('comparisons')
    .set({ received_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'writing')
    .where(sql<number>`jsonb_array_length(sections_done)`, '>', after)
    .returningAll()
    .executeTakeFirst();
}

/** Gives the report a share id when it has none (two parallel calls end with one). */
export async function shareOnce(db: Db, id: string, shareId: string, at: Date): Promise<void> {
  await db
    .updateTable('comparisons')
    .set({ share_id: shareId, shared_at: at })
    .where('id', '=', id)
    .where('share_id', 'is', null)
    .execute();
}

export async function unshare(db: Db, id: string): Promise<void> {
  await db.updateTable('comparisons').set({ share_id: null, shared_at: null }).where('id', '=', id).execute();
}

/**
 * Records the user's vote (voting again moves it) while holding the comparison's row (key share),
 * so a delete sent at the same moment waits and takes the vote along, or went first and this is
 * false rather than a foreign-key error.
 */
export async function recordVote(db: Db, userId: string, id: string, option: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom('comparisons')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .forKeyShare()
      .executeTakeFirst();
    if (!held) return false;
    await trx
      .insertInto('poll_votes')
      .values({ user_id: userId, comparison_id: id, option })
      .onConflict((oc) => oc.columns(['user_id', 'comparison_id']).doUpdateSet({ option }))
      .execute();
    return true;
  });
}

export interface Cursor {
  createdAt: string;
  id: string;
}

/**
 * The first page says how many comparisons match, exactly up to this many; past it `total` is left
 * out (counting 100,000 rows on every visit costs more than the page itself).
 */
export const TOTAL_CAP = 1000;

/** `%`, `_` and `\` match literally in a LIKE pattern. */
const likeEscape = (value: string): string => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * A page of the history. Costs the same at 100 rows and 100,000: the page is read from the partial
 * index comparisons_user_listed_idx by a row comparison `(created_at, id) < cursor` (one index range,
 * no filter); "more" is the one row read past the page; the count runs on the first page only and
 * stops at TOTAL_CAP; the rows carry only what the list shows (the summary, not the report). A search
 * is a LIKE over the folded search_text, which the trigram index serves.
 *
 * The two queries one history request runs (bench:plans prints their plans): the page, ordered
 * newest first, with one row past it; and the count of the matching
 * rows, stopped at TOTAL_CAP + 1. `search` is already folded (foldCase).
 */
export function historyQueries(db: Db, userId: string, params: { search?: string; cursor?: Cursor; limit: number }) {
  const { search, cursor } = params;
  let base = db.selectFrom('comparisons').where('user_id', '=', userId).where('status', 'in', LISTED);
  if (search) base = base.where('search_text', 'like', `%${likeEscape(search)}%`);
  let page = base.select([
    'id',
    'query',
    'items',
    'features',
    'is_detailed',
    'created_at',
    'status',
    'share_id',
    sql<string | null>`coalesce(result ->> 'summary', draft ->> 'summary')`.as('summary'),
  ]);
  if (cursor)
    page = page.where((eb) =>
      eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(new Date(cursor.createdAt), cursor.id)),
    );
  return {
    page: page
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(params.limit + 1),
    count: db
      .selectFrom(
        base
          .select('id')
          .limit(TOTAL_CAP + 1)
          .as('matching'),
      )
      .select((eb) => eb.fn.countAll<string>().as('count')),
  };
}
