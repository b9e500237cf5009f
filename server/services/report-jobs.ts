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
import type { ComparisonResult, ReportDraft, ReportSectionName } from '@shared/api/generated/model';
import type { Db } from '../db/connect';
import { lockModelCalls, modelCallsInUse } from '../db/model-calls';
import {
  endJobFailed,
  endJobWritten,
  nextOpenJob,
  releaseWritingJobs,
  removeReportsEndedBefore,
  saveJobProgress,
  takeJob,
  type ClaimedJob,
} from '../db/report-jobs';
import { AiError, type AiProvider, type ReportEvent } from '../ai/provider';
import { identifiedCount, nothingIdentified, suggestionsFor } from '../ai/item-check';
import { continuationCalls, draftSection, draftSources, sectionsToWrite } from '../ai/report-sections';
import { REASON_OF, type StoredFailure } from './ai-failure';
import { syncCatalogue } from './catalogue';
import { modelCallEnded, nextModelCallEnd } from './model-calls';
import { refund } from './packages';

/** A job's third claim fails it: its writer was interrupted twice. */
const MAX_CLAIMS = 2;

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

type Claimed = ClaimedJob;

/** How long a failed or cancelled report is kept (its permalink still says why it ended), in days. */
export const ENDED_REPORTS_KEPT_DAYS = 30;
/** How often a runner removes failed and cancelled reports past that age. */
const REMOVE_ENDED_EVERY_MS = 3_600_000;

/**
 * Removes failed and cancelled reports that ended over ENDED_REPORTS_KEPT_DAYS ago: they were
 * never counted nor listed, and after that long nobody is reading why they ended. Returns how many.
 */
export async function removeEndedReports(db: Db, keptDays = ENDED_REPORTS_KEPT_DAYS): Promise<number> {
  return removeReportsEndedBefore(db, keptDays);
}

/** What the parts of a runner share: its options with their defaults, and its running writers. */
interface Runner {
  db: Db;
  ai: AiProvider;
  exclusive: boolean;
  leaseMs: number;
  pollMs: number;
  log: (message: string) => void;
  running: Map<string, { controller: AbortController; done: Promise<void>; calls: number }>;
  stopped: boolean;
  wake: (() => void) | undefined;
}

export function startReportJobs(options: ReportJobsOptions): ReportJobs {
  const runner: Runner = {
    db: options.db,
    ai: options.ai,
    exclusive: options.exclusive,
    leaseMs: options.leaseMs ?? 10_000,
    pollMs: options.pollMs ?? 500,
    log: options.log ?? (() => {}),
    running: new Map(),
    stopped: false,
    wake: undefined,
  };
  const looping = loop(runner);
  return {
    kick: () => runner.wake?.(),
    abort(id) {
      runner.running.get(id)?.controller.abort('cancelled');
    },
    async stop() {
      runner.stopped = true;
      runner.wake?.();
      for (const { controller } of runner.running.values()) controller.abort('stopping');
      await looping.catch(() => {});
      await Promise.all([...runner.running.values()].map(({ done }) => done));
    },
  };
}

/** Takes the next open job when the model has a call to spare: the job, 'failed' (it failed as interrupted), or undefined. */
async function claim({ db, ai, leaseMs }: Runner): Promise<Claimed | 'failed' | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockModelCalls(trx);
    // The provider's calls in use on every instance: reports' (a continued one may run several) and chat answers'.
    const spare = ai.concurrency - (await modelCallsInUse(trx));
    if (spare <= 0) return undefined;
    // Users take turns (see nextOpenJob).
    const next = await nextOpenJob(trx);
    if (!next) return undefined;
    if (next.claims >= MAX_CLAIMS) {
      const failed = await finishFailed(trx, next, { reason: 'interrupted' }, ['writing']);
      return failed ? 'failed' : undefined;
    }
    // A writer that was interrupted leaves its finished sections: the next one continues from them.
    const kept = next.claims > 0 ? resumable(next) : { draft: {}, done: [] };
    const pending = sectionsToWrite(next.features as never, next.is_detailed).filter(
      (name) => !kept.done.includes(name),
    );
    const calls = next.claims > 0 ? continuationCalls(kept.done, pending, spare - 1) : 1;
    return takeJob(trx, { id: next.id, userId: next.user_id }, leaseMs, {
      draft: JSON.stringify(kept.draft),
      sectionsDone: JSON.stringify(kept.done),
      sectionsPending: JSON.stringify(pending),
      calls,
    });
  });
}

/**
 * Ends an open job as failed and gives its comparison back; false when it was no longer open under
 * this claim. Both in one transaction (the caller's, or its own): a reader who sees the report
 * failed must never see it counted.
 */
async function finishFailed(
  executor: Db,
  job: { id: string; claims: number },
  failure: StoredFailure,
  from: string[] = ['writing'],
): Promise<boolean> {
  if (!executor.isTransaction) return executor.transaction().execute((trx) => finishFailed(trx, job, failure, from));
  const ended = await endJobFailed(executor, job, JSON.stringify(failure), from);
  if (!ended) return false;
  if (ended.usage_period) await refund(executor, { id: ended.user_id }, 'compares', ended.usage_period);
  return true;
}

/**
 * A writer's saves, one at a time in event order, each renewing the lease; a save that finds the
 * job gone stops the writer. `settled` waits for the saves made so far.
 */
function jobSaver(
  { db, leaseMs }: Runner,
  job: Claimed,
  controller: AbortController,
): { save: (changes: Parameters<typeof saveJobProgress>[3]) => void; settled: () => Promise<void> } {
  let saving: Promise<void> = Promise.resolve();
  return {
    save(changes) {
      saving = saving.then(async () => {
        if (controller.signal.aborted) return;
        if (!(await saveJobProgress(db, job, leaseMs, changes))) controller.abort('gone');
      });
      saving.catch(() => {});
    },
    settled: () => saving,
  };
}

/** What the provider's events do to the stored draft: each finished section is saved as it arrives. */
function draftKeeper(job: Claimed, save: ReturnType<typeof jobSaver>['save']) {
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
  const onEvent = (event: ReportEvent) => {
    if (event.type === 'activity') return save({});
    if (event.type === 'sources') {
      const sources = draftSources(event.value);
      if (!sources) return;
      draft = { ...draft, ...sources };
      return save({ draft: JSON.stringify(draft) });
    }
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
  return { request, base, onEvent };
}

async function write(runner: Runner, job: Claimed, controller: AbortController): Promise<void> {
  const { db, ai, leaseMs, log } = runner;
  const { save, settled } = jobSaver(runner, job, controller);
  const { request, base, onEvent } = draftKeeper(job, save);
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
    await settled();
    if (controller.signal.aborted) return;
    // Nothing identified is no report, whoever wrote it: ended failed, so it is not counted.
    const refused = outcome.ok ? nothingIdentified(outcome.result, job.language as 'tr' | 'en') : outcome.message;
    if (refused !== undefined || !outcome.ok) {
      // What to run instead, whether nothing was identified or the writer refused with some names known.
      const suggestions = suggestionsFor(job.items);
      await finishFailed(db, job, { reason: 'unusableQuery', literal: refused, suggestions });
      return;
    }
    // A report that identified fewer than two items is a profile: written, and given back with it.
    const counted = identifiedCount(outcome.result) >= 2;
    await db.transaction().execute(async (trx) => {
      const written = await endJobWritten(trx, job, {
        result: JSON.stringify(outcome.result satisfies ComparisonResult),
        source: JSON.stringify(outcome.source),
        counted,
      });
      if (written?.usage_period && !counted)
        await refund(trx, { id: written.user_id }, 'compares', written.usage_period);
    });
  } catch (error) {
    clearInterval(heartbeat);
    await settled().catch(() => {});
    // Stopped on purpose (cancelled, deleted, taken over, or this instance stopping): not a failure.
    if (controller.signal.aborted) return;
    const kind = error instanceof AiError ? error.kind : 'unavailable';
    if (!(error instanceof AiError)) log(`report ${job.id} failed: ${(error as Error).message}`);
    if (kind === 'aborted') return;
    await finishFailed(db, job, { reason: REASON_OF[kind] });
  }
}

/** Starts writing a claimed job in the background; when it ends, its call is back and the loop looks again. */
function startWriting(runner: Runner, job: Claimed): void {
  const controller = new AbortController();
  const done = write(runner, job, controller)
    .catch((error: Error) => runner.log(`report ${job.id}: ${error.message}`))
    .finally(() => {
      runner.running.delete(job.id);
      modelCallEnded();
      runner.wake?.();
    });
  runner.running.set(job.id, { controller, done, calls: job.calls });
}

/** Waits until woken by a job queued here, a model call ended here (a chat answer's too), or the poll. */
async function idle(runner: Runner): Promise<void> {
  const waiting = new AbortController();
  await new Promise<void>((resolve) => {
    runner.wake = resolve;
    void nextModelCallEnd(runner.pollMs, waiting.signal).then(resolve);
  });
  waiting.abort();
  runner.wake = undefined;
}

async function loop(runner: Runner): Promise<void> {
  const { db, ai, log, running } = runner;
  /** The provider calls this instance's writers run now. */
  const callsInUse = () => [...running.values()].reduce((sum, job) => sum + job.calls, 0);
  // This is the only instance on this database: whatever was being written was left by a
  // previous run of this server and can be taken again now.
  if (runner.exclusive) await releaseWritingJobs(db);
  let removedEndedAt = 0;
  while (!runner.stopped) {
    if (Date.now() - removedEndedAt > REMOVE_ENDED_EVERY_MS) {
      removedEndedAt = Date.now();
      await removeEndedReports(db).catch((error: Error) => log(`removing ended reports failed: ${error.message}`));
    }
    let found: Awaited<ReturnType<typeof claim>>;
    try {
      found = callsInUse() < ai.concurrency ? await claim(runner) : undefined;
    } catch (error) {
      if (runner.stopped) return;
      log(`taking a report job failed: ${(error as Error).message}`);
      found = undefined;
    }
    if (found === 'failed') continue;
    if (found) startWriting(runner, found);
    else await idle(runner);
  }
}
