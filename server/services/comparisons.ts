// Comparison reports: queued for a writer (limits enforced at once; report-jobs.ts writes them,
// and gives a failed one back), read in whatever state they are in, history with search and keyset
// paging, polls, public share links, cancellation and deletion. What counts: a comparison is counted
// when it is queued and stays counted once its owner has received more of it than one section
// (RECEIVED_AFTER); cancelled or deleted before that, or failed, or written about fewer than two
// identified items, it is given back.
import { sql, type Selectable } from 'kysely';
import type {
  SiteStats,
  Comparison,
  ComparisonPage,
  ComparisonResult,
  ComparisonStatus,
  CompareRequest,
  Language,
  Poll,
  PopularComparison,
  ReportDraft,
  ReportSectionName,
  ReportSource,
  ShareInfo,
  SharedComparison,
} from '@shared/api/generated/model';
import { foldCase } from '@shared/compare-items';
import type { Db } from '../db/connect';
import { noteChanges } from '../db/statistics';
import { popularWithVotes, siteCounts } from '../db/site-counts';
import type { Comparisons } from '../db/generated/database';
import type { AiProvider } from '../ai/provider';
import { itemsOfQuery, suggestionsAfter, understandingOf } from '../ai/item-check';
import { sectionsToWrite } from '../ai/report-sections';
import { withinBounds } from '../ai/report-shape';
import { newId, newShareId } from '../auth/tokens';
import { ApiFailure, fail, PackageLimitFailure, ReportQueueFullFailure } from '../domain/errors';
import { text } from '../domain/messages';
import { periodOf } from '../domain/period';
import { packageOf, refund, reserve, type UserRow } from './packages';
import { failureOf, type StoredFailure } from './ai-failure';
import { ENDED, type ReportJobs } from './report-jobs';
import { withPersonalScore } from './personal-score';

type ComparisonRow = Selectable<Comparisons>;
const MAX_ITEMS = 6;

/** The stored poll plus this user's vote (kept apart so it can move between options). */
function withVote(result: ComparisonResult, vote: string | null | undefined): ComparisonResult {
  const poll = result.poll;
  if (!poll) return result;
  const chosen = vote ?? null;
  const withUser: Poll = {
    ...poll,
    options: poll.options.map((option) => ({
      label: option.label,
      votes: option.votes + (option.label === chosen ? 1 : 0),
    })),
    total_votes: poll.total_votes + (chosen ? 1 : 0),
    user_vote: chosen,
  };
  return { ...result, poll: withUser };
}

const OPEN: ComparisonStatus[] = ['queued', 'writing'];
/** What the history lists: reports that exist or are on their way, not failed or cancelled ones. */
export const LISTED: ComparisonStatus[] = ['queued', 'writing', 'done'];

/** A comparison in its current state; `queuePosition` only for a queued one, `language` for the failure's words. */
export function toComparison(
  row: ComparisonRow,
  options: { vote?: string | null; queuePosition?: number; language?: Language } = {},
): Comparison {
  const status = row.status as ComparisonStatus;
  const comparison: Comparison = {
    id: row.id,
    query: row.query,
    items: row.items,
    features: row.features as Comparison['features'],
    isDetailed: row.is_detailed,
    createdAt: new Date(row.created_at).toISOString(),
    language: row.language as Language,
    shareId: row.share_id,
    source: row.source as ReportSource,
    status,
    understood: understandingOf(row.query, row.items),
    counted: row.counted,
  };
  if (OPEN.includes(status)) {
    comparison.progress = {
      ...(status === 'queued' && options.queuePosition ? { queuePosition: options.queuePosition } : {}),
      done: (row.sections_done as ReportSectionName[] | null) ?? [],
      pending:
        (row.sections_pending as ReportSectionName[] | null) ??
        sectionsToWrite(comparison.features, comparison.isDetailed),
      ...(row.last_activity_at ? { lastActivityAt: new Date(row.last_activity_at).toISOString() } : {}),
      attempt: row.attempt,
    };
    if (status === 'writing') comparison.draft = withinBounds((row.draft as ReportDraft | null) ?? {});
  }
  if (row.finished_at) comparison.finishedAt = new Date(row.finished_at).toISOString();
  if (status === 'failed' && row.failure)
    comparison.failure = failureOf(row.failure as StoredFailure, options.language ?? comparison.language);
  if (status === 'done' && row.result) {
    comparison.result = withVote(withinBounds(row.result as ComparisonResult), options.vote);
    // A report that left a name unidentified offers the corrected query, as a refused one does.
    const suggestions = suggestionsAfter(comparison.result, row.items);
    if (suggestions.length) comparison.suggestions = suggestions;
  }
  return comparison;
}

/** 1 for the next job to be taken: the queued ones created before it, plus one. */
async function queuePosition(db: Db, row: ComparisonRow): Promise<number | undefined> {
  if (row.status !== 'queued') return undefined;
  // Users take turns (report-jobs' claim): this report is its user's n-th waiting one, so it comes
  // after the user's n-1 before it and at most n of every other user's.
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

async function ownComparison(db: Db, user: UserRow, id: string): Promise<ComparisonRow> {
  const row = await db
    .selectFrom('comparisons')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!row) throw fail(404, 'comparisonNotFound');
  return row;
}

async function voteOf(db: Db, user: UserRow, comparisonId: string): Promise<string | null> {
  const row = await db
    .selectFrom('poll_votes')
    .select('option')
    .where('user_id', '=', user.id)
    .where('comparison_id', '=', comparisonId)
    .executeTakeFirst();
  return row?.option ?? null;
}

const queryFailure = (message: string) =>
  new ApiFailure(422, 'validationFailed', [{ field: 'query', message }], message);

/**
 * Queues a comparison: the checks a request can fail at once (items, package, limit) happen
 * here; the report is written by the job runner. Counted now, given back as the file's header says.
 */
export async function createComparison(
  db: Db,
  ai: AiProvider,
  jobs: ReportJobs,
  user: UserRow,
  body: CompareRequest,
  language: Language,
  openReportsPerUser: number,
): Promise<Comparison> {
  const query = body.query.trim();
  const items = itemsOfQuery(query);
  if (items.length < 2) throw queryFailure(text('tooFewItems', language));
  if (items.length > MAX_ITEMS) throw queryFailure(text('tooManyItems', language));
  const features = [...new Set(body.features)];
  // The gates follow the package's own feature list, as the packages page shows it.
  const listed = (await packageOf(db, user)).features;
  if (
    (features.length > 0 && !listed.includes('selectable_features')) ||
    (body.isDetailed && !listed.includes('summary_and_detailed_response'))
  )
    throw fail(403, 'featureNotActive');
  const period = periodOf();
  // The count and the row it pays for are one transaction: neither is kept without the other.
  const row = await db.transaction().execute(async (trx) => {
    // One queue for everyone: a user's open reports are capped, checked and queued under a lock of
    // that user's, so parallel requests cannot pass the cap together.
    await sql`select pg_advisory_xact_lock(hashtext(${`open-reports:${user.id}`}))`.execute(trx);
    const open = await trx
      .selectFrom('comparisons')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', user.id)
      .where('status', 'in', ['queued', 'writing'])
      .executeTakeFirstOrThrow();
    if (Number(open.count) >= openReportsPerUser) throw new ReportQueueFullFailure(openReportsPerUser);
    if (!(await reserve(trx, user, 'compares', period))) throw new PackageLimitFailure('compareLimit');
    return trx
      .insertInto('comparisons')
      .values({
        id: newId('cmp'),
        user_id: user.id,
        query,
        items: JSON.stringify(items),
        features: JSON.stringify(features),
        is_detailed: body.isDetailed,
        language,
        result: null,
        source: JSON.stringify({ engine: ai.engine, ...(ai.model ? { model: ai.model } : {}) } satisfies ReportSource),
        search_text: foldCase([query, ...items].join('\n')),
        created_at: new Date(),
        status: 'queued',
        sections_pending: JSON.stringify(sectionsToWrite(features, body.isDetailed)),
        usage_period: period,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  noteChanges(db);
  jobs.kick();
  return toComparison(row, { queuePosition: await queuePosition(db, row), language });
}

/**
 * Stops a queued or writing report, and gives it back unless its owner already received more of it
 * than one section. A cancelled one answers the same again; one that already ended is a 409. The
 * writer, here or on another instance, stops at its next write.
 */
export async function cancelComparison(
  db: Db,
  jobs: ReportJobs,
  user: UserRow,
  id: string,
  language: Language,
): Promise<Comparison> {
  const cancelled = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('comparisons')
      .set({ status: 'cancelled', counted: sql<boolean>`received_at is not null`, ...ENDED })
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .where('status', 'in', OPEN)
      .returningAll()
      .executeTakeFirst();
    if (row?.usage_period && !row.counted) await refund(trx, user, 'compares', row.usage_period);
    return row;
  });
  if (cancelled) {
    jobs.abort(id);
    return toComparison(cancelled, { language });
  }
  const row = await ownComparison(db, user, id);
  if (row.status !== 'cancelled') throw fail(409, 'reportEnded');
  return toComparison(row, { language });
}

export interface Cursor {
  createdAt: string;
  id: string;
}

/** The page cursor as the API carries it (bench:server builds one the same way). */
export const encodeCursor = (cursor: Cursor): string =>
  Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');

/**
 * A cursor's time: only the plain "YYYY-MM-DDTHH:mm:ss.sssZ" of years 1 to 9999, which every
 * database driver sends and PostgreSQL reads back as the same instant. JavaScript also writes year 0
 * as "0000-…" (there is no year 0 in PostgreSQL: a 500 inside PGlite), years before it as "-000001-…"
 * and past 9999 as "+010000-…"; no row the server wrote lies there.
 */
const CURSOR_TIME = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Only what encodeCursor writes: a time of CURSOR_TIME that is a real instant, and an id of the form newId makes. */
function decodeCursor(raw: string): Cursor | undefined {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt !== 'string' || typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(id)) return undefined;
    if (!CURSOR_TIME.test(createdAt) || new Date(createdAt).toISOString() !== createdAt) return undefined;
    return { createdAt, id };
  } catch {
    return undefined;
  }
}

/** `%`, `_` and `\` match literally in a LIKE pattern. */
const likeEscape = (value: string): string => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The first page says how many comparisons match, exactly up to this many; past it `total` is left
 * out (counting 100,000 rows on every visit costs more than the page itself).
 */
export const TOTAL_CAP = 1000;

/**
 * A page of the history. Costs the same at 100 rows and 100,000: the page is read from the partial
 * index comparisons_user_listed_idx by a row comparison `(created_at, id) < cursor` (one index range,
 * no filter); "more" is the one row read past the page; the count runs on the first page only and
 * stops at TOTAL_CAP; the rows carry only what the list shows (the summary, not the report). A search
 * is a LIKE over the folded search_text, which the trigram index serves.
 */
/**
 * The two queries one history request runs (bench:plans prints their plans): the page, ordered
 * newest first, with one row past it; and the count of the matching rows, stopped at TOTAL_CAP + 1.
 * `search` is already folded (foldCase).
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

export async function listComparisons(
  db: Db,
  user: UserRow,
  params: { search?: string; cursor?: string; limit: number },
): Promise<ComparisonPage> {
  const cursor = params.cursor === undefined ? undefined : decodeCursor(params.cursor);
  if (params.cursor !== undefined && !cursor)
    throw fail(422, 'validationFailed', [{ field: 'cursor', message: 'invalidCursor' }]);
  const search = foldCase((params.search ?? '').trim());
  const queries = historyQueries(db, user.id, { search, cursor, limit: params.limit });
  // The count runs on the first page only: later pages only need "more".
  const [rows, counted] = await Promise.all([
    queries.page.execute(),
    cursor ? undefined : queries.count.executeTakeFirstOrThrow(),
  ]);
  const hasMore = rows.length > params.limit;
  const shown = rows.slice(0, params.limit);
  const last = shown.at(-1);
  const total = counted === undefined ? undefined : Number(counted.count);
  return {
    items: shown.map((row) => ({
      id: row.id,
      query: row.query,
      items: row.items,
      features: row.features as Comparison['features'],
      isDetailed: row.is_detailed,
      createdAt: new Date(row.created_at).toISOString(),
      status: row.status as ComparisonStatus,
      ...(row.summary ? { summary: row.summary } : {}),
      shareId: row.share_id,
    })),
    hasMore,
    nextCursor:
      hasMore && last ? encodeCursor({ createdAt: new Date(last.created_at).toISOString(), id: last.id }) : null,
    ...(total !== undefined && total <= TOTAL_CAP ? { total } : {}),
  };
}

/** A draft with more finished sections than this, once sent to its owner, keeps the report counted. */
export const RECEIVED_AFTER = 1;

/**
 * A report being written whose draft has more than RECEIVED_AFTER sections is marked received
 * before that draft is sent; marking is an update of the row while it is still writing, so a
 * cancel or delete that got there first wins and no draft of it is sent.
 */
async function markedReceived(db: Db, row: ComparisonRow): Promise<ComparisonRow> {
  const done = (row.sections_done as string[] | null) ?? [];
  if (row.status !== 'writing' || row.received_at || done.length <= RECEIVED_AFTER) return row;
  const marked = await db
    .updateTable('comparisons')
    .set({ received_at: sql<Date>`now()` })
    .where('id', '=', row.id)
    .where('status', '=', 'writing')
    .where(sql<number>`jsonb_array_length(sections_done)`, '>', RECEIVED_AFTER)
    .returningAll()
    .executeTakeFirst();
  if (marked) return marked;
  const now = await db.selectFrom('comparisons').selectAll().where('id', '=', row.id).executeTakeFirst();
  if (!now) throw fail(404, 'comparisonNotFound');
  // Ended meanwhile (its own state is sent), or a writer restarted from fewer sections (read again).
  return now.status === 'writing' ? markedReceived(db, now) : now;
}

export async function getComparison(db: Db, user: UserRow, id: string, language: Language): Promise<Comparison> {
  const row = await markedReceived(db, await ownComparison(db, user, id));
  const vote = row.status === 'done' ? await voteOf(db, user, id) : null;
  const comparison = toComparison(row, { vote, queuePosition: await queuePosition(db, row), language });
  return withPersonalScore(db, user, comparison);
}

export async function deleteComparison(db: Db, jobs: ReportJobs, user: UserRow, id: string): Promise<void> {
  // Votes and the share link go with it (poll_votes cascade; the share id lives on the row).
  const deleted = await db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('comparisons')
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .returning(['status', 'usage_period', 'received_at'])
      .executeTakeFirst();
    // A report deleted while it was being written is given back as a cancelled one is.
    if (row?.usage_period && OPEN.includes(row.status as ComparisonStatus) && !row.received_at)
      await refund(trx, user, 'compares', row.usage_period);
    return row;
  });
  if (!deleted) throw fail(404, 'comparisonNotFound');
  noteChanges(db);
  if (OPEN.includes(deleted.status as ComparisonStatus)) jobs.abort(id);
}

export async function shareComparison(db: Db, user: UserRow, id: string): Promise<ShareInfo> {
  const row = await ownComparison(db, user, id);
  if (row.status !== 'done') throw fail(409, 'reportNotFinished');
  if (row.share_id && row.shared_at) return { shareId: row.share_id, sharedAt: new Date(row.shared_at).toISOString() };
  // Only set when still unshared: two parallel calls end with one share id, and both return it.
  await db
    .updateTable('comparisons')
    .set({ share_id: newShareId(), shared_at: new Date() })
    .where('id', '=', id)
    .where('share_id', 'is', null)
    .execute();
  const shared = await ownComparison(db, user, id);
  return { shareId: shared.share_id as string, sharedAt: new Date(shared.shared_at as Date).toISOString() };
}

export async function unshareComparison(db: Db, user: UserRow, id: string): Promise<void> {
  await ownComparison(db, user, id);
  await db.updateTable('comparisons').set({ share_id: null, shared_at: null }).where('id', '=', id).execute();
}

export async function getSharedComparison(db: Db, shareId: string): Promise<SharedComparison> {
  const row = await db.selectFrom('comparisons').selectAll().where('share_id', '=', shareId).executeTakeFirst();
  if (!row || !row.shared_at || row.status !== 'done') throw fail(404, 'sharedNotFound');
  // The report's own poll: the owner's vote is theirs, not published with the link.
  const comparison = toComparison(row);
  // Only the report: nothing about its owner (no id, no owner's vote).
  return {
    shareId,
    sharedAt: new Date(row.shared_at).toISOString(),
    query: comparison.query,
    items: comparison.items,
    features: comparison.features,
    isDetailed: comparison.isDetailed,
    createdAt: comparison.createdAt,
    language: comparison.language,
    source: comparison.source,
    ...(comparison.finishedAt ? { finishedAt: comparison.finishedAt } : {}),
    result: comparison.result as ComparisonResult,
  };
}

export async function voteInPoll(db: Db, user: UserRow, id: string, option: string): Promise<Poll> {
  const row = await ownComparison(db, user, id);
  const result = row.result as ComparisonResult | null;
  if (!result?.poll?.options.some((candidate) => candidate.label === option)) {
    throw fail(422, 'validationFailed', [{ field: 'option', message: 'pollOptionUnknown' }]);
  }
  // One vote per user: voting again moves it. The comparison's row is held (key share) while the
  // vote goes in, so a delete sent at the same moment waits for it and takes the vote along, or
  // went first and the vote is a 404 rather than a foreign-key error.
  const recorded = await db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom('comparisons')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .forKeyShare()
      .executeTakeFirst();
    if (!held) return false;
    await trx
      .insertInto('poll_votes')
      .values({ user_id: user.id, comparison_id: id, option })
      .onConflict((oc) => oc.columns(['user_id', 'comparison_id']).doUpdateSet({ option }))
      .execute();
    return true;
  });
  if (!recorded) throw fail(404, 'comparisonNotFound');
  return withVote(result, option).poll as Poll;
}

export async function listPopular(db: Db): Promise<PopularComparison[]> {
  return popularWithVotes(db, 9);
}

export const siteStats = (db: Db): Promise<SiteStats> => siteCounts(db);
