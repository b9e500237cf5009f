// Report jobs on the comparisons table: taking the next open one (users take turns), a writer's
// saves under its claim, and the ends a writer stores. Every write names the claim it belongs to,
// so a writer whose job was cancelled, deleted or taken over finds nothing to update.
import { sql } from 'kysely';
import type { Db } from './connect';

/** A job a writer may take: queued, or being written by a writer whose lease ran out. */
const OPEN_JOB = sql`(status = 'queued' or (status = 'writing' and lease_until <= now()))`;

/** What an ended report no longer has: the writer's working state. */
export const ENDED = {
  draft: null,
  sections_done: null,
  sections_pending: null,
  lease_until: null,
  finished_at: sql<Date>`now()`,
} as const;

const leaseFor = (leaseMs: number) => sql<Date>`now() + ${leaseMs} * interval '1 millisecond'`;

export interface ClaimedJob {
  id: string;
  user_id: string;
  query: string;
  items: string[];
  features: string[];
  is_detailed: boolean;
  language: string;
  claims: number;
  attempt: number;
  usage_period: string | null;
  draft: unknown;
  sections_done: string[] | null;
  sections_pending: string[] | null;
  /** Provider calls this writer may run at once (more than 1 only for a continued report). */
  calls: number;
}

/**
 * The next open job, locked for this transaction (FOR UPDATE SKIP LOCKED): each user's oldest open
 * job is a candidate, and the one taken is of the user with the fewest reports being written now,
 * then served longest ago (or never).
 */
export async function nextOpenJob(trx: Db) {
  return trx
    .selectFrom('comparisons as c')
    .select(['c.id', 'c.user_id', 'c.claims', 'c.features', 'c.is_detailed', 'c.draft', 'c.sections_done'])
    .where(
      'c.id',
      'in',
      sql<string>`(select distinct on (user_id) id from comparisons where ${OPEN_JOB} order by user_id, created_at, id)`,
    )
    .orderBy(
      sql`(select count(*) from comparisons w where w.user_id = c.user_id and w.status = 'writing' and w.lease_until > now())`,
    )
    .orderBy(sql`(select served_at from report_turns t where t.user_id = c.user_id) asc nulls first`)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** Takes the job `id` for a writer: its claim counted, its lease started, its user's turn served. */
export async function takeJob(
  trx: Db,
  job: { id: string; userId: string },
  leaseMs: number,
  start: { draft: string; sectionsDone: string; sectionsPending: string; calls: number },
): Promise<ClaimedJob> {
  await trx
    .insertInto('report_turns')
    .values({ user_id: job.userId, served_at: sql<Date>`now()` })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ served_at: sql<Date>`now()` }))
    .execute();
  return trx
    .updateTable('comparisons')
    .set({
      status: 'writing',
      claims: sql<number>`claims + 1`,
      // A first claim is attempt 1; a claim after an interrupted writer starts the next attempt.
      attempt: sql<number>`case when claims = 0 then attempt else attempt + 1 end`,
      lease_until: leaseFor(leaseMs),
      last_activity_at: sql<Date>`now()`,
      draft: start.draft,
      sections_done: start.sectionsDone,
      sections_pending: start.sectionsPending,
      calls: start.calls,
    })
    .where('id', '=', job.id)
    .returning([
      'id',
      'user_id',
      'query',
      'items',
      'features',
      'is_detailed',
      'language',
      'claims',
      'attempt',
      'usage_period',
      'draft',
      'sections_done',
      'sections_pending',
      'calls',
    ])
    .executeTakeFirstOrThrow() as Promise<ClaimedJob>;
}

/**
 * Ends the job as failed with `failure` (JSON) when it is still in one of `from` under this
 * claim; who and which month to give it back to, or undefined.
 */
export async function endJobFailed(
  db: Db,
  job: { id: string; claims: number },
  failure: string,
  from: string[],
): Promise<{ user_id: string; usage_period: string | null } | undefined> {
  return db
    .updateTable('comparisons')
    .set({ status: 'failed', failure, counted: false, ...ENDED })
    .where('id', '=', job.id)
    .where('claims', '=', job.claims)
    .where('status', 'in', from)
    .returning(['user_id', 'usage_period'])
    .executeTakeFirst();
}

/** Saves a writer's progress and renews its lease; false when the job is no longer its own. */
export async function saveJobProgress(
  db: Db,
  job: { id: string; claims: number },
  leaseMs: number,
  changes: { draft?: string; sections_done?: string; sections_pending?: string; attempt?: number },
): Promise<boolean> {
  const updated = await db
    .updateTable('comparisons')
    .set({ ...changes, lease_until: leaseFor(leaseMs), last_activity_at: sql<Date>`now()` })
    .where('id', '=', job.id)
    .where('claims', '=', job.claims)
    .where('status', '=', 'writing')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Stores the written report when the job is still this claim's; who and which month it was counted to. */
export async function endJobWritten(
  db: Db,
  job: { id: string; claims: number },
  report: { result: string; source: string; counted: boolean },
): Promise<{ user_id: string; usage_period: string | null } | undefined> {
  return db
    .updateTable('comparisons')
    .set({ status: 'done', result: report.result, source: report.source, counted: report.counted, ...ENDED })
    .where('id', '=', job.id)
    .where('claims', '=', job.claims)
    .where('status', '=', 'writing')
    .returning(['user_id', 'usage_period'])
    .executeTakeFirst();
}

/** Ends the lease of every job being written, so they are taken again at once. */
export async function releaseWritingJobs(db: Db): Promise<void> {
  await db
    .updateTable('comparisons')
    .set({ lease_until: sql<Date>`now()` })
    .where('status', '=', 'writing')
    .execute();
}

/** Removes failed and cancelled reports that ended over `keptDays` ago; how many. */
export async function removeReportsEndedBefore(db: Db, keptDays: number): Promise<number> {
  const removed = await db
    .deleteFrom('comparisons')
    .where('status', 'in', ['failed', 'cancelled'])
    .where('finished_at', '<', sql<Date>`now() - make_interval(days => ${keptDays})`)
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}
