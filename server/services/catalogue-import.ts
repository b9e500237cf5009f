// Bringing catalogue data into the store: data files (catalogue/*.yaml, whole categories) or a
// CSV of prices. Everything is validated before anything is written, and the change is written in
// one transaction, so a malformed file changes nothing. What the store already holds is compared
// with what the files say: rows are added, changed or removed only where they differ, so importing
// the same files twice changes nothing the second time.
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the one module of it the server may use
import { CatalogueError, combineCatalogueFiles, EDITORIAL_ESTIMATE, type CatalogueFile } from '../../demo/index';
import {
  CATALOGUE_TABLES,
  catalogueRows,
  factId,
  readCatalogueRows,
  writeCatalogue,
  type CatalogueRows,
  type CatalogueTable,
  type CatalogueWrite,
  type StoreRow,
} from '../db/catalogue';
import type { Db } from '../db/connect';
import { lockSchema } from '../db/migrate';
import { invalidateCatalogue } from './catalogue';

export interface CatalogueChange {
  action: 'added' | 'changed' | 'removed';
  /** What changed, in words: "item iphone-15", "fact iphone-15:price:TR". */
  what: string;
  /** For a change: each column that differs, old → new. */
  detail?: string;
}

const NOUN: Record<CatalogueTable, string> = {
  catalogue_families: 'family',
  catalogue_criteria: 'criterion',
  catalogue_categories: 'category',
  catalogue_attributes: 'attribute',
  catalogue_items: 'item',
  catalogue_facts: 'fact',
  catalogue_brands: 'brand',
};

/** A value as compared: objects with their keys in order (jsonb does not keep the written order). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

const shown = (value: unknown): string => (typeof value === 'string' ? value : canonical(value));

/** Which stored rows the new rows replace: those rows may be changed or removed, the rest stay as they are. */
type Scope = Record<CatalogueTable, (row: StoreRow) => boolean>;

/** The writes that turn the stored rows in scope into the desired rows, and the change each makes. */
export function planCatalogue(
  stored: CatalogueRows,
  desired: Partial<CatalogueRows>,
  scope: Scope,
): { write: CatalogueWrite; changes: CatalogueChange[] } {
  const write: CatalogueWrite = { insert: {}, update: {}, delete: {} };
  const changes: CatalogueChange[] = [];
  for (const table of CATALOGUE_TABLES) {
    const before = new Map(stored[table].filter(scope[table]).map((row) => [row.id, row]));
    const all = new Map(stored[table].map((row) => [row.id, row]));
    const after = desired[table] ?? [];
    const wanted = new Set(after.map((row) => row.id));
    for (const row of after) {
      const old = before.get(row.id) ?? all.get(row.id);
      if (!old) {
        (write.insert[table] ??= []).push(row);
        changes.push({ action: 'added', what: `${NOUN[table]} ${row.id}` });
        continue;
      }
      const differ = Object.keys(row).filter((column) => canonical(row[column]) !== canonical(old[column]));
      if (!differ.length) continue;
      (write.update[table] ??= []).push(
        Object.fromEntries([['id', row.id], ...differ.map((c) => [c, row[c]])]) as StoreRow,
      );
      changes.push({
        action: 'changed',
        what: `${NOUN[table]} ${row.id}`,
        detail: differ.map((c) => `${c}: ${shown(old[c])} → ${shown(row[c])}`).join('; '),
      });
    }
    for (const id of before.keys())
      if (!wanted.has(id)) {
        (write.delete[table] ??= []).push(id);
        changes.push({ action: 'removed', what: `${NOUN[table]} ${id}` });
      }
  }
  return { write, changes };
}

/** Reads the store, plans against it and writes, all under the schema lock in one transaction. */
async function applyToStore(
  db: Db,
  plan: (stored: CatalogueRows) => { write: CatalogueWrite; changes: CatalogueChange[] },
): Promise<CatalogueChange[]> {
  const changes = await db.transaction().execute(async (trx) => {
    await lockSchema(trx);
    const { write, changes } = plan(await readCatalogueRows(trx));
    await writeCatalogue(trx, write);
    return changes;
  });
  // The next report in this process is written from the changed store.
  if (changes.length) invalidateCatalogue(db);
  return changes;
}

/**
 * Imports data files: each category file replaces that category's attributes, items and facts
 * (an item no longer in its file is removed); a families file adds or changes families and replaces
 * their criteria; a brands file replaces every brand (a brand no longer in it is removed). Families
 * are never removed by an import, and a category only when the files move every one of its items
 * into categories of theirs. Throws CatalogueError, writing nothing, when the files are malformed
 * or refer to what neither they nor the store hold.
 */
export async function importCatalogueFiles(db: Db, files: readonly CatalogueFile[]): Promise<CatalogueChange[]> {
  const data = combineCatalogueFiles(files);
  const desired = catalogueRows(data);
  const fileOf = new Map(
    files.flatMap((f) => ('categories' in f ? [[f.categories.category.id, f.file] as const] : [])),
  );
  const categories = new Set(desired.catalogue_categories.map((row) => row.id));
  const families = new Set(desired.catalogue_families.map((row) => row.id));
  const items = new Set(desired.catalogue_items.map((row) => row.id));
  const hasBrands = files.some((f) => 'brands' in f);
  return applyToStore(db, (stored) => {
    const inScope = (row: StoreRow) => categories.has(row.category_id as string) || items.has(row.id);
    const scopeItems = new Set(stored.catalogue_items.filter(inScope).map((row) => row.id));
    const problems: string[] = [];
    const knownFamilies = new Set([...families, ...stored.catalogue_families.map((row) => row.id)]);
    for (const { category } of data.categories)
      if (!knownFamilies.has(category.family))
        problems.push(
          `${fileOf.get(category.id)}: category.family: "${category.family}" is in no families file nor in the store`,
        );
    const knownItems = new Set([
      ...items,
      ...stored.catalogue_items.filter((row) => !inScope(row)).map((row) => row.id),
    ]);
    for (const { category, items: list } of data.categories)
      for (const item of list)
        if (item.variant_of && !knownItems.has(item.variant_of))
          problems.push(`${fileOf.get(category.id)}: item ${item.id}: variant_of: no item "${item.variant_of}"`);
    if (problems.length) throw new CatalogueError(problems);
    // A category keeps its place among the others; a new one comes after them.
    const placed = new Map(stored.catalogue_categories.map((row) => [row.id, row.position as number]));
    let next = Math.max(-1, ...placed.values()) + 1;
    for (const row of desired.catalogue_categories) row.position = placed.get(row.id) ?? next++;
    // A stored category the files do not bring, all of whose items they move to categories of their
    // own, is left empty: it goes too, or its name pattern would still claim names for a kind with
    // nothing in it (a split category: "appliance" became vacuum, coffee machine and air fryer).
    const emptied = new Set(
      stored.catalogue_categories
        .filter((row) => !categories.has(row.id))
        .filter((row) => {
          const own = stored.catalogue_items.filter((item) => item.category_id === row.id);
          return own.length > 0 && own.every((item) => items.has(item.id));
        })
        .map((row) => row.id),
    );
    const replaced = (id: unknown) => categories.has(id as string) || emptied.has(id as string);
    return planCatalogue(stored, desired, {
      catalogue_families: (row) => families.has(row.id),
      catalogue_criteria: (row) => families.has(row.family_id as string),
      catalogue_categories: (row) => replaced(row.id),
      catalogue_attributes: (row) => replaced(row.category_id),
      catalogue_items: inScope,
      catalogue_facts: (row) => scopeItems.has(row.item_id as string),
      catalogue_brands: () => hasBrands,
    });
  });
}

/** The columns of a price CSV, in this order; source_title is optional (a source URL's host by default). */
export const PRICE_COLUMNS = ['item', 'market', 'price', 'currency', 'as_of', 'source'] as const;

/** The fields of one CSV line: commas separate, double quotes enclose a field ("" is a quote). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      fields.push(field.trim());
      field = '';
    } else field += c;
  }
  return [...fields, field.trim()];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Imports a CSV of prices (item, market, price, currency, as_of, source[, source_title]): each line
 * sets the price of a stored item in one market, with its date and source. The item keeps its price
 * model (one-off or monthly). Throws CatalogueError naming the file, line and column, writing nothing.
 */
export async function importPriceCsv(db: Db, file: string, text: string): Promise<CatalogueChange[]> {
  const lines = text
    .split(/\r?\n/)
    .map((line, i) => ({ number: i + 1, line }))
    .filter(({ line }) => line.trim());
  const header = lines.shift();
  const columns = header ? csvFields(header.line).map((c) => c.toLowerCase()) : [];
  if (
    PRICE_COLUMNS.some((column, i) => columns[i] !== column) ||
    columns.length > PRICE_COLUMNS.length + 1 ||
    (columns[6] ?? 'source_title') !== 'source_title'
  )
    throw new CatalogueError([`${file}: line 1: the header must be ${[...PRICE_COLUMNS, '[source_title]'].join(',')}`]);
  return applyToStore(db, (stored) => {
    const problems: string[] = [];
    const items = new Map(stored.catalogue_items.map((row) => [row.id, row]));
    const facts = new Map(stored.catalogue_facts.map((row) => [row.id, row]));
    const rows = new Map<string, StoreRow>();
    for (const { number, line } of lines) {
      const [item, market, price, currency, asOf, source, title] = csvFields(line);
      const say = (column: string, message: string) =>
        problems.push(`${file}: line ${number} (item ${item}): ${column}: ${message}`);
      if (!items.has(item)) {
        say('item', 'no such item in the catalogue');
        continue;
      }
      const amount = Number(price);
      if (!price || !(amount > 0)) say('price', `"${price}" is not a positive number`);
      if (!/^[A-Z]{2}$/.test(market ?? '')) say('market', 'a two-letter country code');
      if (!/^[A-Z]{3}$/.test(currency ?? '')) say('currency', 'a three-letter currency code');
      if (!ISO_DATE.test(asOf ?? '') || Number.isNaN(Date.parse(asOf)))
        say('as_of', `"${asOf}" is not a date (YYYY-MM-DD)`);
      let url: URL | undefined;
      if (source !== EDITORIAL_ESTIMATE) {
        url = URL.canParse(source ?? '') ? new URL(source) : undefined;
        if (!url || !/^https?:$/.test(url.protocol))
          say('source', `"${source}" is neither a web address nor "${EDITORIAL_ESTIMATE}"`);
      }
      const id = factId(item, { attribute: 'price', kind: 'price', market });
      const own = stored.catalogue_facts.filter((row) => row.item_id === item);
      const priced = facts.get(id) ?? own.find((row) => row.kind === 'price');
      if (priced && priced.price_model !== 'one_off' && priced.price_model !== 'monthly')
        say(
          'price',
          `the item's price ${priced.price_model === 'free' ? 'is free' : 'varies'}: it has no figure to set`,
        );
      if (rows.has(id)) say('market', 'this item and market are on an earlier line too');
      if (problems.length) continue;
      rows.set(id, {
        id,
        item_id: item,
        attribute: 'price',
        kind: 'price',
        position: facts.get(id)?.position ?? Math.max(-1, ...own.map((row) => row.position as number)) + 1,
        value_number: amount,
        value_text: null,
        value_en: null,
        value_tr: null,
        unit: null,
        price_model: priced?.price_model ?? 'one_off',
        market,
        currency,
        as_of: asOf,
        source_url: url ? url.href : null,
        source_title: url ? title || url.host : null,
      });
    }
    if (problems.length) throw new CatalogueError(problems);
    const none = () => false;
    return planCatalogue(
      stored,
      { catalogue_facts: [...rows.values()] },
      {
        catalogue_families: none,
        catalogue_criteria: none,
        catalogue_categories: none,
        catalogue_attributes: none,
        catalogue_items: none,
        catalogue_facts: (row) => rows.has(row.id),
        catalogue_brands: none,
      },
    );
  });
}
