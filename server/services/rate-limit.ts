// Rate limits kept in the database, so several instances behind a load balancer share one count.
// What a rule promises, exactly: at most `limit` requests pass in any `windowMs` (a sliding
// window, not an estimate). Each request that passes is kept as a row (the same millisecond's
// share one row with a count); a request passes when fewer than `limit` passed in the last
// `windowMs`. A refused one is not kept, and its Retry-After is the moment enough of the passed
// ones have slid out for one more, so a client that waits it out gets in then, and never more than
// the limit. An estimate from two fixed windows let 45 through in 15 min against 30 to a client
// that waited out each Retry-After. Old rows are swept now and then.
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { RateLimitedFailure } from '../domain/errors';

export interface RateRule {
  /** Requests allowed in any window of `windowMs`. */
  limit: number;
  windowMs: number;
}

export type HitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export async function hit(db: Db, key: string, rule: RateRule, now = Date.now()): Promise<HitResult> {
  const since = now - rule.windowMs;
  const result = await db.transaction().execute(async (trx): Promise<HitResult> => {
    // One key's requests are counted one at a time: two at once cannot both take the last place.
    await sql`select pg_advisory_xact_lock(hashtext(${`rate-limit:${key}`}))`.execute(trx);
    const passed = await trx
      .selectFrom('rate_limits')
      .select(['window_start', 'count'])
      .where('key', '=', key)
      .where('window_start', '>', String(since))
      .orderBy('window_start')
      .execute();
    const inWindow = passed.reduce((sum, row) => sum + row.count, 0);
    if (inWindow < rule.limit) {
      await trx
        .insertInto('rate_limits')
        .values({ key, window_start: now, count: 1 })
        .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
        .execute();
      // This key's rows that slid out are no longer read: removed now and then, so a busy key stays small.
      if (Math.random() < 0.05)
        await trx.deleteFrom('rate_limits').where('key', '=', key).where('window_start', '<=', String(since)).execute();
      return { allowed: true };
    }
    // One more fits once the oldest `inWindow - limit + 1` passed requests have slid out.
    let leaving = inWindow - rule.limit + 1;
    let freedAt = now + rule.windowMs;
    for (const row of passed) {
      leaving -= row.count;
      if (leaving <= 0) {
        freedAt = Number(row.window_start) + rule.windowMs;
        break;
      }
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1000)) };
  });
  if (Math.random() < 0.01) {
    await db
      .deleteFrom('rate_limits')
      .where('window_start', '<', String(now - 24 * 3_600_000))
      .execute();
  }
  return result;
}

/** Counts a request against `rule` under `key`; over the limit it throws the 429 with its Retry-After. */
export async function enforceRateLimit(db: Db, key: string, rule: RateRule): Promise<void> {
  const result = await hit(db, key, rule);
  if (!result.allowed) throw new RateLimitedFailure(result.retryAfterSeconds);
}
