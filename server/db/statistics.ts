// Planner statistics. PostgreSQL's autovacuum refreshes them; PGlite has no autovacuum (and its
// pg_stat counters are never flushed, so it cannot tell what changed): without this its plans stay
// those of an empty table, e.g. a search read by walking every row of a 100,000-row history instead
// of by the trigram index. So the server ANALYZEs itself: at every PGlite start (data seeded or
// imported by another process included), after migrations and the demo seed on either database,
// and on PGlite again once the rows changed since the last ANALYZE pass autovacuum's own threshold
// (50 + 10 % of the rows) — the services report the rows they add and delete through noteChanges().
import { sql } from 'kysely';
import type { Db } from './connect';

interface Statistics {
  driver: 'pg' | 'pglite';
  changes: number;
  rows: number;
  running?: Promise<void>;
}

const registry = new WeakMap<Db, Statistics>();

/** Registers a database for noteChanges() (PGlite only: PostgreSQL's autovacuum does it there). */
export function trackStatistics(db: Db, driver: 'pg' | 'pglite'): void {
  registry.set(db, { driver, changes: 0, rows: 0 });
}

/** Which driver a registered database runs on (undefined for one not registered, e.g. a transaction). */
export const driverOf = (db: Db): 'pg' | 'pglite' | undefined => registry.get(db)?.driver;

/**
 * ANALYZE of the app's own tables now (a bare ANALYZE also walks every system catalogue: about
 * 100 ms on PGlite where these take 20); remembers how many rows the comparisons have.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  const { rows: tables } = await sql<{ name: string }>`
    select relname as name from pg_class
    where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p')`.execute(db);
  if (tables.length > 0) await sql`analyze ${sql.join(tables.map(({ name }) => sql.table(name)))}`.execute(db);
  const state = registry.get(db);
  if (!state) return;
  const { rows } = await sql<{
    rows: number;
  }>`select reltuples::float8 as rows from pg_class where relname = 'comparisons'`
    .execute(db)
    .then((result) => result.rows[0] ?? { rows: 0 });
  state.rows = Math.max(0, Number(rows));
  state.changes = 0;
}

/** `count` rows were added or deleted; on PGlite an ANALYZE follows, in the background, past the threshold. */
export function noteChanges(db: Db, count = 1): void {
  const state = registry.get(db);
  if (!state || state.driver !== 'pglite') return;
  state.changes += count;
  if (state.running || state.changes <= 50 + 0.1 * state.rows) return;
  state.running = refreshStatistics(db)
    .catch(() => {
      // Closed meanwhile, or busy: the next change tries again.
    })
    .finally(() => {
      state.running = undefined;
    });
}

/** The background ANALYZE in progress, if any (close waits for it; tests read the result). */
export function pendingStatistics(db: Db): Promise<void> | undefined {
  return registry.get(db)?.running;
}
