// Rate limits kept in the database, so several instances behind a load balancer share one count.
// What a rule promises, exactly: at most `limit` requests pass in any `windowMs` (a sliding
// window, not an estimate). Each request that passes is kept as a row (the same millisecond's
// share one row with a count); a request passes when fewer than `limit` passed in the last
// `windowMs`. A refused one is not kept, and its Retry-After is the moment enough of the passed
// ones have slid out for one more, so a client that waits it out gets in then, and never more than
// the limit. An estimate from two fixed windows let 45 through in 15 min against 30 to a client
// that waited out each Retry-After. Old rows are swept now and then.
import type { Db } from '../db/connect';
import { addHitIfRoom, dropHitsBefore, dropHitsOfKey, hitsSince, withRateKeyLock } from '../db/rate-limits';
import { driverOf } from '../db/statistics';
import { RateLimitedFailure } from '../domain/errors';

export interface RateRule {
  /** Requests allowed in any window of `windowMs`. */
  limit: number;
  windowMs: number;
}

export type HitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Keys refused lately, per database, with when one more passes. While a key's window is full no
 * request of it can pass on any instance, so until then it is refused here without the database:
 * a client hammering past its limit costs a lookup, not statements that others' requests queue behind.
 */
const refusedUntil = new WeakMap<Db, Map<string, number>>();
const REFUSED_KEPT = 10_000;

/** This database's refusals (made on first use). */
function refusalsOf(db: Db): Map<string, number> {
  const refused = refusedUntil.get(db) ?? new Map<string, number>();
  refusedUntil.set(db, refused);
  return refused;
}

/** Keeps a refusal, forgetting every other when too many are kept (each is only a shortcut). */
function remember(db: Db, key: string, until: number): void {
  const refused = refusalsOf(db);
  if (refused.size >= REFUSED_KEPT) refused.clear();
  refused.set(key, until);
}

/** The refusal kept for `key` while it holds, with the seconds left; one that ran out is forgotten. */
function keptRefusal(db: Db, key: string, now: number): Extract<HitResult, { allowed: false }> | undefined {
  const refused = refusalsOf(db);
  const until = refused.get(key);
  if (until !== undefined && now < until)
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
  refused.delete(key);
  return undefined;
}

export async function hit(db: Db, key: string, rule: RateRule, now = Date.now()): Promise<HitResult> {
  const kept = keptRefusal(db, key, now);
  if (kept) return kept;
  // PGlite runs one statement at a time, so the one statement below is exact alone; PostgreSQL
  // runs it under a lock of the key, so two requests at once cannot both take the last place.
  const result =
    driverOf(db) === 'pglite'
      ? await hitOnce(db, key, rule, now)
      : await withRateKeyLock(db, key, (trx) => hitOnce(trx, key, rule, now));
  if (!result.allowed) remember(db, key, now + result.retryAfterSeconds * 1000);
  if (Math.random() < 0.01) await dropHitsBefore(db, now - 24 * 3_600_000);
  return result;
}

/** Counts the passed requests of the window and, when one more fits, keeps this one: one statement. */
async function hitOnce(db: Db, key: string, rule: RateRule, now: number): Promise<HitResult> {
  const since = now - rule.windowMs;
  if (await addHitIfRoom(db, key, since, now, rule.limit)) {
    // This key's rows that slid out are no longer read: removed now and then, so a busy key stays small.
    if (Math.random() < 0.02) await dropHitsOfKey(db, key, since);
    return { allowed: true };
  }
  const passed = await hitsSince(db, key, since);
  const inWindow = passed.reduce((sum, row) => sum + row.count, 0);
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
}

/** Counts a request against `rule` under `key`; over the limit it throws the 429 with its Retry-After. */
export async function enforceRateLimit(db: Db, key: string, rule: RateRule): Promise<void> {
  const result = await hit(db, key, rule);
  if (!result.allowed) throw new RateLimitedFailure(result.retryAfterSeconds);
}

// A rule per user, asked by a session. A session its user's rule refused is refused again, until
// the rule's window has room, on what this instance knows, before its token is even looked up: a
// signed-in client hammering past its limit then costs neither a session lookup nor a statement,
// which others' requests would queue behind. (A session ended meanwhile hears 429 until then,
// not 401: refused either way.)
const sessionKey = (name: string, session: string) => `${name}:session:${session}`;

/** Counts a request of `userId`'s session `session` (its token's hash) against the user's `rule` named `name`. */
export async function enforceUserRateLimit(
  db: Db,
  name: string,
  rule: RateRule,
  userId: string,
  session: string,
  now = Date.now(),
): Promise<void> {
  const result = await hit(db, `${name}:${userId}`, rule, now);
  if (result.allowed) return;
  remember(db, sessionKey(name, session), now + result.retryAfterSeconds * 1000);
  throw new RateLimitedFailure(result.retryAfterSeconds);
}

/** Throws the 429 when the session `session` was refused by the user rule `name` and its window is still full. */
export function refuseKnownSession(db: Db, name: string, session: string, now = Date.now()): void {
  const kept = keptRefusal(db, sessionKey(name, session), now);
  if (kept) throw new RateLimitedFailure(kept.retryAfterSeconds);
}
