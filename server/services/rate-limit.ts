// Rate limits kept in the database, so several instances behind a load balancer share one count.
// A sliding window, estimated from two fixed windows (the current one, and the previous one
// weighted by how much of it still lies inside the last `windowMs`): a fixed window alone let
// twice the limit through around its edge (30 at the end of one window, 30 more at the start of
// the next). One statement per allowed hit, two per refused one; old windows are swept now and then.
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { RateLimitedFailure } from '../domain/errors';

export interface RateRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export type HitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export async function hit(db: Db, key: string, rule: RateRule, now = Date.now()): Promise<HitResult> {
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  // One statement: the upsert, and the previous window's count read beside it.
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning((eb) => [
      'count',
      eb
        .selectFrom('rate_limits as earlier')
        .select('earlier.count')
        .where('earlier.key', '=', key)
        .where('earlier.window_start', '=', String(windowStart - rule.windowMs))
        .as('previous'),
    ])
    .executeTakeFirstOrThrow();
  if (Math.random() < 0.01) {
    await db
      .deleteFrom('rate_limits')
      .where('window_start', '<', String(now - 24 * 3_600_000))
      .execute();
  }
  const current = row.count;
  const previous = row.previous ?? 0;
  const elapsed = (now - windowStart) / rule.windowMs;
  if (previous * (1 - elapsed) + current <= rule.limit) return { allowed: true };
  // Only requests that got through count: a refused one is taken back out, so a client that
  // retries while refused does not push the moment it would pass further away.
  await db
    .updateTable('rate_limits')
    .set({ count: sql`count - 1` })
    .where('key', '=', key)
    .where('window_start', '=', String(windowStart))
    .execute();
  const retryAt = nextAllowed(rule, windowStart, previous, current - 1);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now) / 1000)) };
}

/**
 * The first moment a new request would fit under the limit, if nothing else arrives until then;
 * `current` is the requests this window let through.
 */
function nextAllowed(rule: RateRule, windowStart: number, previous: number, current: number): number {
  const room = rule.limit - 1;
  // Still in this window, once enough of the previous one has slid out.
  if (current <= room && previous > 0) return windowStart + rule.windowMs * (1 - (room - current) / previous);
  // In the next window, once enough of this one has slid out.
  return windowStart + rule.windowMs * (1 + Math.max(0, 1 - room / current));
}

/** Counts a request against `rule` under `key`; over the limit it throws the 429 with its Retry-After. */
export async function enforceRateLimit(db: Db, key: string, rule: RateRule): Promise<void> {
  const result = await hit(db, key, rule);
  if (!result.allowed) throw new RateLimitedFailure(result.retryAfterSeconds);
}
