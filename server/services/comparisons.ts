// Comparison reports: queued for a writer (limits enforced at once; report-jobs.ts writes them,
// and gives a failed one back), read in whatever state they are in, history with search and keyset
// paging, polls, public share links, cancellation and deletion. What counts: a comparison is counted
// when it is queued and stays counted once its owner has received more of it than one section
// (RECEIVED_AFTER); cancelled or deleted before that, or failed, or written about fewer than two
// identified items, it is given back.
import type {
  SiteStats,
  Comparison,
  ComparisonPage,
  ComparisonResult,
  ComparisonStatus,
  ComparisonSummary,
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
import {
  cancelOpenComparison,
  comparisonById,
  comparisonByShareId,
  comparisonOf,
  deleteComparisonRow,
  historyQueries,
  insertComparison,
  lockAndCountOpenReports,
  markReceived,
  queuePositionOf,
  recordVote,
  shareOnce,
  TOTAL_CAP,
  unshare,
  voteOf,
  type ComparisonRow,
  type Cursor,
} from '../db/comparisons';
import type { Db } from '../db/connect';
import { noteChanges } from '../db/statistics';
import { popularWithVotes, siteCounts } from '../db/site-counts';
import type { AiProvider } from '../ai/provider';
import { itemsOfQuery, suggestionsAfter, understandingOf } from '../ai/item-check';
import { sectionsToWrite } from '../ai/report-sections';
import { withinBounds } from '../ai/report-shape';
import { newId, newShareId } from '../auth/tokens';
import { ApiFailure, fail, PackageLimitFailure, ReportQueueFullFailure } from '../domain/errors';
import { text } from '../domain/messages';
import { periodOf } from '../domain/period';
import { packageOf, refund, reserve } from './packages';
import type { UserRow } from '../db/users';
import { failureOf, type StoredFailure } from './ai-failure';
import type { ReportJobs } from './report-jobs';
import { withPersonalScore } from './personal-score';

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

/** What a history entry and a comparison both say of a row: the one mapping of these columns. */
function summaryOf(
  row: Pick<
    ComparisonRow,
    'id' | 'query' | 'items' | 'features' | 'is_detailed' | 'created_at' | 'status' | 'share_id'
  >,
): ComparisonSummary {
  return {
    id: row.id,
    query: row.query,
    items: row.items,
    features: row.features as Comparison['features'],
    isDetailed: row.is_detailed,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status as ComparisonStatus,
    shareId: row.share_id,
  };
}

/** A comparison in its current state; `queuePosition` only for a queued one, `language` for the failure's words. */
export function toComparison(
  row: ComparisonRow,
  options: { vote?: string | null; queuePosition?: number; language?: Language } = {},
): Comparison {
  const status = row.status as ComparisonStatus;
  const comparison: Comparison = {
    ...summaryOf(row),
    language: row.language as Language,
    source: row.source as ReportSource,
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
  return queuePositionOf(db, row);
}

async function ownComparison(db: Db, user: UserRow, id: string): Promise<ComparisonRow> {
  const row = await comparisonOf(db, user.id, id);
  if (!row) throw fail(404, 'comparisonNotFound');
  return row;
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
    if ((await lockAndCountOpenReports(trx, user.id, OPEN)) >= openReportsPerUser)
      throw new ReportQueueFullFailure(openReportsPerUser);
    if (!(await reserve(trx, user, 'compares', period))) throw new PackageLimitFailure('compareLimit');
    return insertComparison(trx, {
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
    });
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
    const row = await cancelOpenComparison(trx, user.id, id, OPEN);
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
    items: shown.map((row) => ({ ...summaryOf(row), ...(row.summary ? { summary: row.summary } : {}) })),
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
  const marked = await markReceived(db, row.id, RECEIVED_AFTER);
  if (marked) return marked;
  const now = await comparisonById(db, row.id);
  if (!now) throw fail(404, 'comparisonNotFound');
  // Ended meanwhile (its own state is sent), or a writer restarted from fewer sections (read again).
  return now.status === 'writing' ? markedReceived(db, now) : now;
}

export async function getComparison(db: Db, user: UserRow, id: string, language: Language): Promise<Comparison> {
  const row = await markedReceived(db, await ownComparison(db, user, id));
  const vote = row.status === 'done' ? await voteOf(db, user.id, id) : null;
  const comparison = toComparison(row, { vote, queuePosition: await queuePosition(db, row), language });
  return withPersonalScore(db, user, comparison);
}

export async function deleteComparison(db: Db, jobs: ReportJobs, user: UserRow, id: string): Promise<void> {
  // Votes and the share link go with it (poll_votes cascade; the share id lives on the row).
  const deleted = await db.transaction().execute(async (trx) => {
    const row = await deleteComparisonRow(trx, user.id, id);
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
  await shareOnce(db, id, newShareId(), new Date());
  const shared = await ownComparison(db, user, id);
  return { shareId: shared.share_id as string, sharedAt: new Date(shared.shared_at as Date).toISOString() };
}

export async function unshareComparison(db: Db, user: UserRow, id: string): Promise<void> {
  await ownComparison(db, user, id);
  await unshare(db, id);
}

export async function getSharedComparison(db: Db, shareId: string): Promise<SharedComparison> {
  const row = await comparisonByShareId(db, shareId);
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
    // What was compared and about what is part of the report, not of its owner.
    ...(comparison.understood ? { understood: comparison.understood } : {}),
  };
}

export async function voteInPoll(db: Db, user: UserRow, id: string, option: string): Promise<Poll> {
  const row = await ownComparison(db, user, id);
  const result = row.result as ComparisonResult | null;
  if (!result?.poll?.options.some((candidate) => candidate.label === option)) {
    throw fail(422, 'validationFailed', [{ field: 'option', message: 'pollOptionUnknown' }]);
  }
  // One vote per user: voting again moves it; a report deleted meanwhile is a 404.
  const recorded = await recordVote(db, user.id, id, option);
  if (!recorded) throw fail(404, 'comparisonNotFound');
  return withVote(result, option).poll as Poll;
}

export async function listPopular(db: Db): Promise<PopularComparison[]> {
  return popularWithVotes(db, 9);
}

export const siteStats = (db: Db): Promise<SiteStats> => siteCounts(db);
