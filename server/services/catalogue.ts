// The catalogue the demo engine writes from is the store's: read at start and, while the server
// runs, again when it may have changed (an import in this process says so; another process's
// import is seen within CATALOGUE_TTL_MS). The engine is given a new catalogue only when the store's
// rows differ from the ones it has.
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the one module of it the server may use
import { loadCatalogue } from '../../demo/index';
import { catalogueDataOf, readCatalogueRows } from '../db/catalogue';
import type { Db } from '../db/connect';

const CATALOGUE_TTL_MS = 60_000;

/** When each database's catalogue was last read. */
const readAt = new WeakMap<Db, number>();
/** The rows the engine's catalogue was last built from (as JSON). */
let engineRows: string | undefined;

/** The next syncCatalogue reads the store again (after an import in this process). */
export function invalidateCatalogue(db: Db): void {
  readAt.delete(db);
}

/** Hands the store's catalogue to the demo engine, unless it was read less than CATALOGUE_TTL_MS ago. */
export async function syncCatalogue(db: Db): Promise<void> {
  const at = readAt.get(db);
  if (at !== undefined && Date.now() - at < CATALOGUE_TTL_MS) return;
  const rows = await readCatalogueRows(db);
  readAt.set(db, Date.now());
  // An empty store (seeding turned off by a test) leaves the engine the data files' catalogue.
  if (!rows.catalogue_items.length) return;
  // Every server of this process (tests start several) shares the one engine: its catalogue is the
  // one read last.
  const text = JSON.stringify(rows);
  if (text === engineRows) return;
  loadCatalogue(catalogueDataOf(rows));
  engineRows = text;
}
