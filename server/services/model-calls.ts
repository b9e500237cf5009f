// One budget for the model: report writers and chat answers draw from the same `concurrency` of
// the provider, on every instance sharing the database. The calls in use are read from the rows
// that hold them (a report being written counts its `calls`, an answer its taken call), each only
// while its writer's lease lasts, so a writer that died gives its calls back when its lease runs
// out. Taking a call is serialised by one advisory lock, the one report claims take too.
import type { Db } from '../db/connect';
import { answerIsWriting, lockModelCalls, markAnswerCalling, modelCallsInUse } from '../db/model-calls';

/**
 * Takes one model call for the answer `answerId` when the budget has room: 'taken', 'busy' (try
 * again when a call ends), or 'gone' (the answer is no longer being written).
 */
export async function takeAnswerCall(
  db: Db,
  concurrency: number,
  answerId: string,
): Promise<'taken' | 'busy' | 'gone'> {
  return db.transaction().execute(async (trx) => {
    await lockModelCalls(trx);
    if ((await modelCallsInUse(trx)) >= concurrency) return (await answerIsWriting(trx, answerId)) ? 'busy' : 'gone';
    return (await markAnswerCalling(trx, answerId)) ? 'taken' : 'gone';
  });
}

const waiters = new Set<() => void>();

/** A model call of this instance ended: its waiters look for room now rather than at their next look. */
export function modelCallEnded(): void {
  for (const wake of [...waiters]) wake();
}

/** Resolves when a call of this instance ends, after `ms` (a call ended on another instance), or on `signal`. */
export function nextModelCallEnd(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiters.delete(done);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    waiters.add(done);
    signal?.addEventListener('abort', done, { once: true });
  });
}
