// The SQL of the one model-call budget: the advisory lock that serialises taking a call, the calls
// in use on every instance, and an answer's taken call.
import { sql } from 'kysely';
import type { Db } from './connect';

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

/** Whether the answer `answerId` is still being written. */
export async function answerIsWriting(db: Db, answerId: string): Promise<boolean> {
  const open = await db
    .selectFrom('chat_messages')
    .select('id')
    .where('id', '=', answerId)
    .where('status', '=', 'writing')
    .executeTakeFirst();
  return open !== undefined;
}

/** Marks the answer `answerId` as holding a model call; false when it is no longer being written. */
export async function markAnswerCalling(db: Db, answerId: string): Promise<boolean> {
  const taken = await db
    .updateTable('chat_messages')
    .set({ calling: true })
    .where('id', '=', answerId)
    .where('status', '=', 'writing')
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}
