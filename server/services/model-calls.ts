// One budget for the model: report writers and chat answers draw from the same `concurrency` of
// the provider, on every instance sharing the database. The calls in use are read from the rows
// that hold them (a report being written counts its `calls`, an answer its taken call), each only
// while its writer's lease lasts, so a writer that died gives its calls back when its lease runs
// out. Taking a call is serialised by one advisory lock, the one report claims take too.
import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** Any constant: the key of the advisory lock that serialises taking model calls (reports and answers). */
const MODEL_CALL_LOCK = 7_301_206;

/** Takes the lock that serialises taking model calls, until the end of `trx`'s transaction. */
export async function lockModelCalls(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(${MODEL_CALL_LOCK})`.execute(trx);
}

/** The model calls running now on every instance: reports' writers and chat answers'. */
export async function modelCallsInUse(trx: Db): Promise<number> {
  const row = await sql<{ calls: string | number }>`
    select
      (select coalesce(sum(calls), 0) from comparisons where status = 'writing' and lease_until > now())
      + (select count(*) from chat_messages where status = 'writing' and calling and lease_until > now())
      as calls`.execute(trx);
  return Number(row.rows[0]?.calls ?? 0);
}

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
    if ((await modelCallsInUse(trx)) >= concurrency) {
      const open = await trx
        .selectFrom('chat_messages')
        .select('id')
        .where('id', '=', answerId)
        .where('status', '=', 'writing')
        .executeTakeFirst();
      return open ? 'busy' : 'gone';
    }
    const taken = await trx
      .updateTable('chat_messages')
      .set({ calling: true })
      .where('id', '=', answerId)
      .where('status', '=', 'writing')
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) > 0 ? 'taken' : 'gone';
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
