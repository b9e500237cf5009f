// The catalogue store's rows (catalogue_* tables, migrations 012, 018 and 019) and the SQL that reads and
// writes them. Every row's id is the data files' own key (an item's id, "<item>:<attribute>" for a
// fact, "<item>:price:<market>" for a price, a brand's name), so the same data always gives the
// same rows.
import { sql } from 'kysely';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the one module of it the server may use
import {
  EDITORIAL_ESTIMATE,
  type CatalogueData,
  type CatalogueFact,
  type CategoryFile,
  type FamiliesFile,
  type ItemData,
} from '../../demo/index';
import type { Db } from './connect';

/** The store's tables, parents before children (the order rows are written in). */
export const CATALOGUE_TABLES = [
  'catalogue_families',
  'catalogue_criteria',
  'catalogue_categories',
  'catalogue_attributes',
  'catalogue_items',
  'catalogue_facts',
  'catalogue_brands',
] as const;
export type CatalogueTable = (typeof CATALOGUE_TABLES)[number];

/** One row as read or to be written: every column named, null where the data has nothing. */
export type StoreRow = { id: string } & Record<string, unknown>;
export type CatalogueRows = Record<CatalogueTable, StoreRow[]>;

/** jsonb columns: written as JSON text. */
const JSON_COLUMNS = new Set(['aliases', 'unstated', 'physical', 'pro', 'con', 'security', 'price_notes']);

export const factId = (item: string, fact: Pick<CatalogueFact, 'attribute' | 'kind'> & { market?: string }): string =>
  fact.kind === 'price' ? `${item}:price:${fact.market}` : `${item}:${fact.attribute}`;

function factRow(item: string, fact: CatalogueFact, position: number): StoreRow {
  const value = fact.value;
  const source = fact.source === EDITORIAL_ESTIMATE ? null : fact.source;
  return {
    id: factId(item, fact),
    item_id: item,
    attribute: fact.attribute,
    kind: fact.kind,
    position,
    value_number: typeof value === 'number' ? value : null,
    value_text: typeof value === 'string' ? value : null,
    value_en: typeof value === 'object' ? value.en : null,
    value_tr: typeof value === 'object' ? value.tr : null,
    unit: fact.kind === 'price' ? null : (fact.unit ?? null),
    price_model: fact.kind === 'price' ? fact.model : null,
    market: fact.kind === 'price' ? fact.market : null,
    currency: fact.kind === 'price' ? fact.currency : null,
    as_of: fact.as_of,
    source_url: source?.url ?? null,
    source_title: source?.title ?? null,
  };
}

/** The rows of validated data files. */
export function catalogueRows(data: CatalogueData): CatalogueRows {
  const rows: CatalogueRows = {
    catalogue_families: [],
    catalogue_criteria: [],
    catalogue_categories: [],
    catalogue_attributes: [],
    catalogue_items: [],
    catalogue_facts: [],
    catalogue_brands: [],
  };
  for (const [id, { sustainability }] of Object.entries(data.brands)) {
    const source = sustainability.source === EDITORIAL_ESTIMATE ? null : sustainability.source;
    rows.catalogue_brands.push({
      id,
      sustainability_en: sustainability.en,
      sustainability_tr: sustainability.tr,
      as_of: sustainability.as_of,
      source_url: source?.url ?? null,
      source_title: source?.title ?? null,
    });
  }
  for (const [id, family] of Object.entries(data.families)) {
    rows.catalogue_families.push({
      id,
      year_label_en: family.year?.en ?? null,
      year_label_tr: family.year?.tr ?? null,
      founded: family.founded ?? false,
    });
    Object.entries(family.criteria).forEach(([criterion, label], position) =>
      rows.catalogue_criteria.push({
        id: `${id}.${criterion}`,
        family_id: id,
        criterion,
        position,
        label_en: label.en,
        label_tr: label.tr,
        use_case_en: family.use_case[criterion as keyof typeof family.use_case].en,
        use_case_tr: family.use_case[criterion as keyof typeof family.use_case].tr,
      }),
    );
  }
  data.categories.forEach(({ category, items }, categoryPosition) => {
    rows.catalogue_categories.push({
      id: category.id,
      family_id: category.family,
      position: categoryPosition,
      one_en: category.one.en,
      one_tr: category.one.tr,
      many_en: category.many.en,
      many_tr: category.many.tr,
      physical: category.physical,
      band_low: category.band?.[0] ?? null,
      band_high: category.band?.[1] ?? null,
      typical_one_off: category.typical?.one_off ?? null,
      typical_monthly: category.typical?.monthly ?? null,
      energy_en: category.energy?.en ?? null,
      energy_tr: category.energy?.tr ?? null,
      efficiency: category.efficiency ?? null,
      security: category.security ?? null,
      price_notes: category.price_notes ?? null,
      example_first: category.example[0],
      example_second: category.example[1],
      pattern: category.pattern,
    });
    category.attributes.forEach(({ key, label }, position) =>
      rows.catalogue_attributes.push({
        id: `${category.id}.${key}`,
        category_id: category.id,
        key,
        position,
        label_en: label.en,
        label_tr: label.tr,
      }),
    );
    items.forEach((item, position) => {
      rows.catalogue_items.push({
        id: item.id,
        category_id: category.id,
        position,
        name: item.name,
        name_tr: item.name_tr ?? null,
        brand: item.brand,
        aliases: item.aliases,
        variant_of: item.variant_of ?? null,
        official: item.official ?? true,
        unstated: item.unstated ?? null,
        physical: item.physical ?? null,
        pro: item.pro,
        con: item.con,
      });
      item.facts.forEach((fact, i) => rows.catalogue_facts.push(factRow(item.id, fact, i)));
    });
  });
  return rows;
}

/** Every row of the store, each table in its own order (dates as ISO dates, jsonb parsed). */
export async function readCatalogueRows(db: Db): Promise<CatalogueRows> {
  const asOf = sql<string>`to_char(as_of, 'YYYY-MM-DD')`.as('as_of');
  const [families, criteria, categories, attributes, items, facts, brands] = await Promise.all([
    db.selectFrom('catalogue_families').selectAll().orderBy('id').execute(),
    db.selectFrom('catalogue_criteria').selectAll().orderBy('family_id').orderBy('position').execute(),
    db.selectFrom('catalogue_categories').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('catalogue_attributes').selectAll().orderBy('category_id').orderBy('position').execute(),
    db.selectFrom('catalogue_items').selectAll().orderBy('category_id').orderBy('position').execute(),
    db
      .selectFrom('catalogue_facts')
      .select([
        'id',
        'item_id',
        'attribute',
        'kind',
        'position',
        'value_number',
        'value_text',
        'value_en',
        'value_tr',
        'unit',
        'price_model',
        'market',
        'currency',
        asOf,
        'source_url',
        'source_title',
      ])
      .orderBy('item_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('catalogue_brands')
      .select(['id', 'sustainability_en', 'sustainability_tr', asOf, 'source_url', 'source_title'])
      .orderBy('id')
      .execute(),
  ]);
  return {
    catalogue_families: families,
    catalogue_criteria: criteria,
    catalogue_categories: categories,
    catalogue_attributes: attributes,
    catalogue_items: items,
    catalogue_facts: facts,
    catalogue_brands: brands,
  } as unknown as CatalogueRows;
}

export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  return !(await db.selectFrom('catalogue_items').select('id').limit(1).executeTakeFirst());
}

const toColumns = (row: StoreRow): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      JSON_COLUMNS.has(column) && value !== null ? JSON.stringify(value) : value,
    ]),
  );

/** Rows to insert, update (by id, the columns given) and delete (by id), per table. */
export interface CatalogueWrite {
  insert: Partial<Record<CatalogueTable, StoreRow[]>>;
  update: Partial<Record<CatalogueTable, StoreRow[]>>;
  delete: Partial<Record<CatalogueTable, string[]>>;
}

/** PostgreSQL takes at most 65,535 parameters per statement: an INSERT carries as many rows as fit. */
const MAX_PARAMETERS = 65_535;

/** Tables whose rows others point at and an update may move those away from (items to another category). */
const PARENT_TABLES: readonly CatalogueTable[] = ['catalogue_families', 'catalogue_categories'];

/**
 * Writes a planned change inside the caller's transaction: children deleted first, parents inserted
 * first, and a parent removed last, once the rows that pointed at it were moved or removed.
 */
export async function writeCatalogue(trx: Db, write: CatalogueWrite): Promise<void> {
  const remove = async (tables: readonly CatalogueTable[]) => {
    for (const table of [...tables].reverse()) {
      const ids = write.delete[table] ?? [];
      if (ids.length) await trx.deleteFrom(table).where('id', 'in', ids).execute();
    }
  };
  await remove(CATALOGUE_TABLES.filter((table) => !PARENT_TABLES.includes(table)));
  for (const table of CATALOGUE_TABLES) {
    const rows = (write.insert[table] ?? []).map(toColumns);
    const batch = rows.length ? Math.floor(MAX_PARAMETERS / Object.keys(rows[0]).length) : 1;
    for (let start = 0; start < rows.length; start += batch)
      await trx
        .insertInto(table)
        .values(rows.slice(start, start + batch) as never)
        .execute();
    for (const row of write.update[table] ?? []) {
      const { id, ...columns } = toColumns(row);
      await trx
        .updateTable(table)
        .set(columns as never)
        .where('id', '=', id as string)
        .execute();
    }
  }
  await remove(PARENT_TABLES);
}

type Row = Record<string, unknown>;
const bi = (row: Row, column: string) => ({ en: row[`${column}_en`] as string, tr: row[`${column}_tr`] as string });

function factOf(row: Row): CatalogueFact {
  const evidence = {
    as_of: row.as_of as string,
    source: row.source_url
      ? { url: row.source_url as string, title: row.source_title as string }
      : (EDITORIAL_ESTIMATE as typeof EDITORIAL_ESTIMATE),
  };
  if (row.kind === 'price')
    return {
      attribute: 'price',
      kind: 'price',
      model: row.price_model as 'one_off',
      ...(row.value_number !== null ? { value: row.value_number as number } : {}),
      market: row.market as string,
      currency: row.currency as string,
      ...evidence,
    };
  const value = row.value_number ?? row.value_text ?? bi(row, 'value');
  return {
    attribute: row.attribute as string,
    kind: row.kind as 'specification',
    value: value as number | string | { en: string; tr: string },
    ...(row.unit !== null ? { unit: row.unit as string } : {}),
    ...evidence,
  };
}

/** The store's rows in the data files' shape: the catalogue the demo engine writes from. */
export function catalogueDataOf(rows: CatalogueRows): CatalogueData {
  const families: FamiliesFile['families'] = {};
  for (const row of rows.catalogue_families) {
    const criteria = rows.catalogue_criteria.filter((c) => c.family_id === row.id);
    const words = (column: 'label' | 'use_case') =>
      Object.fromEntries(
        criteria.map((c) => [c.criterion, bi(c, column)]),
      ) as FamiliesFile['families'][string]['criteria'];
    families[row.id] = {
      criteria: words('label'),
      use_case: words('use_case'),
      year: row.year_label_en === null ? null : bi(row, 'year_label'),
      ...(row.founded ? { founded: true } : {}),
    };
  }
  const factsOf = new Map<string, CatalogueFact[]>();
  for (const row of rows.catalogue_facts)
    factsOf.set(row.item_id as string, [...(factsOf.get(row.item_id as string) ?? []), factOf(row)]);
  const categories: CategoryFile[] = rows.catalogue_categories.map((row) => ({
    category: {
      id: row.id,
      family: row.family_id as string,
      one: bi(row, 'one'),
      many: bi(row, 'many'),
      physical: row.physical as boolean,
      attributes: rows.catalogue_attributes
        .filter((a) => a.category_id === row.id)
        .map((a) => ({ key: a.key as string, label: bi(a, 'label') })),
      ...(row.band_low !== null ? { band: [row.band_low as number, row.band_high as number] as [number, number] } : {}),
      ...(row.typical_one_off !== null || row.typical_monthly !== null
        ? {
            typical: {
              ...(row.typical_one_off !== null ? { one_off: row.typical_one_off as number } : {}),
              ...(row.typical_monthly !== null ? { monthly: row.typical_monthly as number } : {}),
            },
          }
        : {}),
      ...(row.energy_en !== null ? { energy: bi(row, 'energy') } : {}),
      ...(row.efficiency !== null ? { efficiency: row.efficiency as string } : {}),
      ...(row.security !== null ? { security: row.security as CategoryFile['category']['security'] } : {}),
      ...(row.price_notes !== null ? { price_notes: row.price_notes as CategoryFile['category']['price_notes'] } : {}),
      example: [row.example_first as string, row.example_second as string],
      pattern: row.pattern as string,
    },
    items: rows.catalogue_items
      .filter((item) => item.category_id === row.id)
      .map((item): ItemData => ({
        id: item.id,
        name: item.name as string,
        ...(item.name_tr !== null ? { name_tr: item.name_tr as string } : {}),
        brand: item.brand as string,
        aliases: item.aliases as string[],
        ...(item.variant_of !== null ? { variant_of: item.variant_of as string } : {}),
        ...(item.official === false ? { official: false as const } : {}),
        ...(item.unstated !== null ? { unstated: item.unstated as string[] } : {}),
        ...(item.physical !== null ? { physical: item.physical as ItemData['physical'] } : {}),
        pro: item.pro as ItemData['pro'],
        con: item.con as ItemData['con'],
        facts: factsOf.get(item.id) ?? [],
      })),
  }));
  const brands: CatalogueData['brands'] = {};
  for (const row of rows.catalogue_brands)
    brands[row.id] = {
      sustainability: {
        ...bi(row, 'sustainability'),
        as_of: row.as_of as string,
        source: row.source_url
          ? { url: row.source_url as string, title: row.source_title as string }
          : (EDITORIAL_ESTIMATE as typeof EDITORIAL_ESTIMATE),
      },
    };
  return { families, categories, brands };
}
