// Reports are written as jobs: a comparison row is queued by createComparison, and a runner in
// every server instance takes the next open one (users take turns: see claim), has the provider write it, and stores each
// finished section as it arrives. What makes it safe with several instances on one PostgreSQL:
// - taking a job is one transaction under the model-call lock (claims and chat answers' calls are
//   serialised, so the one limit of model calls holds across instances) with FOR UPDATE SKIP
//   LOCKED on the row;
// - the instance that took a job owns it while its lease lasts, and renews the lease with every
//   write; every write names the claim it belongs to, so a writer whose job was cancelled,
//   deleted or taken over (its lease ran out) finds nothing to update and stops its provider call;
// - a job whose writer died (a restart, a crash) is taken again when its lease runs out — at
//   once on PGlite, where the data folder lock makes this the only instance — and the next writer
//   continues from the sections the last one finished; a job taken a third time fails as
//   interrupted. Failed reports, and reports written about fewer than two identified items, are
//   given back to the month they were counted in.
import { sql } from 'kysely';
import type { ComparisonResult, ReportDraft, ReportSectionName } from '@shared/api/generated/model';
import type { Db } from '../db/connect';
import { AiError, type AiProvider, type ReportEvent } from '../ai/provider';
import { identifiedCount, nothingIdentified, suggestionsFor } from '../ai/item-check';
import { continuationCalls, draftSection, sectionsToWrite } from '../ai/report-sections';
import { REASON_OF, type StoredFailure } from './ai-failure';
import { syncCatalogue } from './catalogue';
import { lockModelCalls, modelCallEnded, modelCallsInUse, nextModelCallEnd } from './model-calls';
import { refund } from './packages';

/** A job a writer may take: queued, or being written by a writer whose lease ran out. */
const OPEN_JOB = sql`(status = 'queued' or (status = 'writing' and lease_until <= now()))`;
/** A job's third claim fails it: its writer was interrupted twice. */
const MAX_CLAIMS = 2;

/** What an ended report no longer has: the writer's working state. */
export const ENDED = {
  draft: null,
  sections_done: null,
  sections_pending: null,
  lease_until: null,
  finished_at: sql<Date>`now()`,
} as const;

export interface ReportJobsOptions {
  db: Db;
  ai: AiProvider;
  /** True when no other instance can share the database (PGlite): a job left writing is taken again at once. */
  exclusive: boolean;
  /** How long a writer owns a job without renewing it. */
  leaseMs?: number;
  /** How often an idle runner looks for queued jobs (a job queued here wakes it at once). */
  pollMs?: number;
  log?: (message: string) => void;
}

export interface ReportJobs {
  /** A job was queued: look for work now rather than at the next poll. */
  kick(): void;
  /** Stops the provider call of a job this instance writes (it was cancelled or deleted). */
  abort(id: string): void;
  /** Stops taking jobs and stops the running ones; they stay open and are taken again later. */
  stop(): Promise<void>;
}

/** The sections a row's earlier writer finished, as the next writer continues from them. */
function resumable(row: { draft: unknown; sections_done: string[] | null }): {
  draft: Partial<ReportDraft>;
  done: ReportSectionName[];
} {
  const draft = (row.draft ?? {}) as Partial<ReportDraft>;
  return { draft, done: ((row.sections_done ?? []) as ReportSectionName[]).filter((name) => name in draft) };
}

interface Claimed {
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

/** How long a failed or cancelled report is kept (its permalink still says why it ended), in days. */
export const ENDED_REPORTS_KEPT_DAYS = 30;
/** How often a runner removes failed and cancelled reports past that age. */
const REMOVE_ENDED_EVERY_MS = 3_600_000;

/**
 * Removes failed and cancelled reports that ended over ENDED_REPORTS_KEPT_DAYS ago: they were
 * never counted nor listed, and after that long nobody is reading why they ended. Returns how many.
 */
export async function removeEndedReports(db: Db, keptDays = ENDED_REPORTS_KEPT_DAYS): Promise<number> {
  const removed = await db
    .deleteFrom('comparisons')
    .where('status', 'in', ['failed', 'cancelled'])
    .where('finished_at', '<', sql<Date>`now() - make_interval(days => ${keptDays})`)
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}

export function startReportJobs(options: ReportJobsOptions): ReportJobs {
  const { db, ai } = options;
  const leaseMs = options.leaseMs ?? 10_000;
  const pollMs = options.pollMs ?? 500;
  const log = options.log ?? (() => {});
  const running = new Map<string, { controller: AbortController; done: Promise<void>; calls: number }>();
  /** The provider calls this instance's writers run now. */
  const callsInUse = () => [...running.values()].reduce((sum, job) => sum + job.calls, 0);
  let stopped = false;
  let wake: (() => void) | undefined;

  const lease = sql<Date>`now() + ${leaseMs} * interval '1 millisecond'`;

  async function claim(): Promise<Claimed | 'failed' | undefined> {
    return db.transaction().execute(async (trx) => {
      await lockModelCalls(trx);
      // The provider's calls in use on every instance: reports' (a continued one may run several) and chat answers'.
      const spare = ai.concurrency - (await modelCallsInUse(trx));
      if (spare <= 0) return undefined;
      // Users take turns: each user's oldest open job is a candidate, and the one taken is of the
      // user with the fewest reports being written now, then served longest ago (or never).
      const next = await trx
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
      if (!next) return undefined;
      if (next.claims >= MAX_CLAIMS) {
        const failed = await finishFailed(trx, next.id, next.claims, { reason: 'interrupted' }, ['writing']);
        return failed ? 'failed' : undefined;
      }
      // A writer that was interrupted leaves its finished sections: the next one continues from them.
      const kept = next.claims > 0 ? resumable(next) : { draft: {}, done: [] };
      const pending = sectionsToWrite(next.features as never, next.is_detailed).filter(
        (name) => !kept.done.includes(name),
      );
      const calls = next.claims > 0 ? continuationCalls(kept.done, pending, spare - 1) : 1;
      await trx
        .insertInto('report_turns')
        .values({ user_id: next.user_id, served_at: sql<Date>`now()` })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ served_at: sql<Date>`now()` }))
        .execute();
      return trx
        .updateTable('comparisons')
        .set({
          status: 'writing',
          claims: sql<number>`claims + 1`,
          // A first claim is attempt 1; a claim after an interrupted writer starts the next attempt.
          attempt: sql<number>`case when claims = 0 then attempt else attempt + 1 end`,
          lease_until: lease,
          last_activity_at: sql<Date>`now()`,
          draft: JSON.stringify(kept.draft),
          sections_done: JSON.stringify(kept.done),
          sections_pending: JSON.stringify(pending),
          calls,
        })
        .where('id', '=', next.id)
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
        .executeTakeFirstOrThrow() as Promise<Claimed>;
    });
  }

  /** Ends an open job as failed and gives its comparison back; false when it was no longer open under this claim. */
  async function finishFailed(
    executor: Db,
    id: string,
    claims: number,
    failure: StoredFailure,
    from: string[] = ['writing'],
  ): Promise<boolean> {
    const ended = await executor
      .updateTable('comparisons')
      .set({
        status: 'failed',
        failure: JSON.stringify(failure),
        counted: false,
        ...ENDED,
      })
      .where('id', '=', id)
      .where('claims', '=', claims)
      .where('status', 'in', from)
      .returning(['user_id', 'usage_period'])
      .executeTakeFirst();
    if (!ended) return false;
    if (ended.usage_period) await refund(executor, { id: ended.user_id }, 'compares', ended.usage_period);
    return true;
  }

  async function write(job: Claimed, controller: AbortController): Promise<void> {
    const request = { features: job.features as never[], isDetailed: job.is_detailed };
    // What an interrupted writer finished (nothing on a first claim) and what is left, as the claim
    // stored them: kept through a restart of the writer too.
    const base = {
      draft: (job.draft ?? {}) as Partial<ReportDraft>,
      done: (job.sections_done ?? []) as ReportSectionName[],
      pending: (job.sections_pending ?? []) as ReportSectionName[],
    };
    let draft: Partial<ReportDraft> = base.draft;
    let done: ReportSectionName[] = base.done;
    let pending = base.pending;
    let attempt = job.attempt;
    let saving: Promise<void> = Promise.resolve();
    /** One write at a time, in event order; a write that finds the job gone stops the writer. */
    const save = (changes: Record<string, unknown>) => {
      saving = saving.then(async () => {
        if (controller.signal.aborted) return;
        const updated = await db
          .updateTable('comparisons')
          .set({ ...changes, lease_until: lease, last_activity_at: sql<Date>`now()` })
          .where('id', '=', job.id)
          .where('claims', '=', job.claims)
          .where('status', '=', 'writing')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) controller.abort('gone');
      });
      saving.catch(() => {});
    };
    const onEvent = (event: ReportEvent) => {
      if (event.type === 'activity') return save({});
      if (event.type === 'restart') {
        draft = base.draft;
        done = base.done;
        pending = base.pending;
        attempt += 1;
        return save({
          draft: JSON.stringify(draft),
          sections_done: JSON.stringify(done),
          sections_pending: JSON.stringify(pending),
          attempt,
        });
      }
      const section = draftSection(event.name, event.value, request);
      pending = pending.filter((name) => name !== event.name);
      if (section) {
        draft = { ...draft, ...section };
        done = [...done, event.name as ReportSectionName];
      }
      save({
        draft: JSON.stringify(draft),
        sections_done: JSON.stringify(done),
        sections_pending: JSON.stringify(pending),
      });
    };
    // The lease is renewed by every write; a writer quiet for a while renews it here.
    const heartbeat = setInterval(() => save({}), Math.max(100, Math.floor(leaseMs / 3)));
    try {
      // A report is written from the store's catalogue as it is now (an import may have changed it).
      await syncCatalogue(db);
      const outcome = await ai.compare(
        {
          query: job.query,
          items: job.items,
          features: request.features,
          isDetailed: request.isDetailed,
          language: job.language as 'tr' | 'en',
          now: new Date(),
          ...(base.done.length ? { written: base.draft as Record<string, unknown> } : {}),
          calls: job.calls,
        },
        controller.signal,
        onEvent,
      );
      clearInterval(heartbeat);
      await saving;
      if (controller.signal.aborted) return;
      // Nothing identified is no report, whoever wrote it: ended failed, so it is not counted.
      const refused = outcome.ok ? nothingIdentified(outcome.result, job.language as 'tr' | 'en') : outcome.message;
      if (refused !== undefined || !outcome.ok) {
        // What to run instead, whether nothing was identified or the writer refused with some names known.
        const suggestions = suggestionsFor(job.items);
        await finishFailed(db, job.id, job.claims, { reason: 'unusableQuery', literal: refused, suggestions });
        return;
      }
      // A report that identified fewer than two items is a profile: written, and given back with it.
      const counted = identifiedCount(outcome.result) >= 2;
      await db.transaction().execute(async (trx) => {
        const written = await trx
          .updateTable('comparisons')
          .set({
            status: 'done',
            result: JSON.stringify(outcome.result satisfies ComparisonResult),
            source: JSON.stringify(outcome.source),
            counted,
            ...ENDED,
          })
          .where('id', '=', job.id)
          .where('claims', '=', job.claims)
          .where('status', '=', 'writing')
          .returning(['user_id', 'usage_period'])
          .executeTakeFirst();
        if (written?.usage_period && !counted)
          await refund(trx, { id: written.user_id }, 'compares', written.usage_period);
      });
    } catch (error) {
      clearInterval(heartbeat);
      await saving.catch(() => {});
      // Stopped on purpose (cancelled, deleted, taken over, or this instance stopping): not a failure.
      if (controller.signal.aborted) return;
      const kind = error instanceof AiError ? error.kind : 'unavailable';
      if (!(error instanceof AiError)) log(`report ${job.id} failed: ${(error as Error).message}`);
      if (kind === 'aborted') return;
      await finishFailed(db, job.id, job.claims, { reason: REASON_OF[kind] });
    }
  }

  async function loop(): Promise<void> {
    if (options.exclusive) {
      // This is the only instance on this database: whatever was being written was left by a
      // previous run of this server and can be taken again now.
      await db
        .updateTable('comparisons')
        .set({ lease_until: sql<Date>`now()` })
        .where('status', '=', 'writing')
        .execute();
    }
    let removedEndedAt = 0;
    while (!stopped) {
      if (Date.now() - removedEndedAt > REMOVE_ENDED_EVERY_MS) {
        removedEndedAt = Date.now();
        await removeEndedReports(db).catch((error: Error) => log(`removing ended reports failed: ${error.message}`));
      }
      let found: Awaited<ReturnType<typeof claim>>;
      try {
        found = callsInUse() < ai.concurrency ? await claim() : undefined;
      } catch (error) {
        if (stopped) return;
        log(`taking a report job failed: ${(error as Error).message}`);
        found = undefined;
      }
      if (found === 'failed') continue;
      if (found) {
        const controller = new AbortController();
        const job = found;
        const done = write(job, controller)
          .catch((error: Error) => log(`report ${job.id}: ${error.message}`))
          .finally(() => {
            running.delete(job.id);
            modelCallEnded();
            wake?.();
          });
        running.set(job.id, { controller, done, calls: job.calls });
        continue;
      }
      // Woken by a job queued here, a model call ended here (a chat answer's too), or the poll.
      const idle = new AbortController();
      await new Promise<void>((resolve) => {
        wake = resolve;
        void nextModelCallEnd(pollMs, idle.signal).then(resolve);
      });
      idle.abort();
      wake = undefined;
    }
  }

  const looping = loop();

  return {
    kick: () => wake?.(),
    abort(id) {
      running.get(id)?.controller.abort('cancelled');
    },
    async stop() {
      stopped = true;
      wake?.();
      for (const { controller } of running.values()) controller.abort('stopping');
      await looping.catch(() => {});
      await Promise.all([...running.values()].map(({ done }) => done));
    },
  };
}
