// Fixed-window rate limits kept in the database, so several instances behind a load balancer
// share one count. One upsert per hit; old windows are swept now and then.
import { sql } from 'kysely';
import type { Db } from '../db/connect';

export interface RateRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export async function hit(db: Db, key: string, rule: RateRule, now = Date.now()): Promise<boolean> {
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  if (Math.random() < 0.01) {
    await db
      .deleteFrom('rate_limits')
      .where('window_start', '<', String(now - 24 * 3_600_000))
      .execute();
  }
  return row.count <= rule.limit;
}
