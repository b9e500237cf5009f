// Reading the catalogue's data files: each file is validated whole, and every problem is named by
// its file, its item and its field, so whoever edits a file can find the line to fix.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import {
  brandsFileSchema,
  categoryFileSchema,
  COMMON_ATTRIBUTES,
  familiesFileSchema,
  type BrandsFile,
  type CategoryFile,
  type FamiliesFile,
  type ItemData,
} from './schema';

export type CatalogueFile =
  | { file: string; categories: CategoryFile }
  | { file: string; families: FamiliesFile }
  | { file: string; brands: BrandsFile };

export interface CatalogueData {
  families: FamiliesFile['families'];
  categories: CategoryFile[];
  /** By brand name, as items name their brand. */
  brands: BrandsFile['brands'];
}

/** One or more problems in the data files, each naming its file, item and field. */
export class CatalogueError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The catalogue has ${problems.length} problem(s):\n${problems.join('\n')}`);
    this.name = 'CatalogueError';
  }
}

/**
 * Where a problem is: the item by its id when it has one, or the brand by its name, then the
 * field's path ("facts[2].value").
 */
function place(data: unknown, path: readonly PropertyKey[]): string {
  const field = path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('');
  if (path[0] === 'brands' && typeof path[1] === 'string') {
    const rest = place(undefined, path.slice(2));
    return `brand ${path[1]}: ${rest === '(file)' ? '(brand)' : rest}`;
  }
  if (path[0] !== 'items' || typeof path[1] !== 'number') return field || '(file)';
  const item: unknown = (data as { items?: unknown[] }).items?.[path[1]];
  const id = item && typeof item === 'object' && 'id' in item ? String(item.id) : `#${path[1] + 1}`;
  const rest = place(data, path.slice(2));
  return `item ${id}: ${rest === '(file)' ? '(item)' : rest}`;
}

function issues(file: string, data: unknown, error: z.ZodError): string[] {
  return error.issues.map((issue) => `${file}: ${place(data, issue.path)}: ${issue.message}`);
}

/** A data file's text, validated: a category with its items, the families' words, or the brands. */
export function parseCatalogueText(file: string, text: string): CatalogueFile {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new CatalogueError([`${file}: not valid YAML: ${(error as Error).message.split('\n')[0]}`]);
  }
  const has = (key: string) => data !== null && typeof data === 'object' && key in data;
  if (has('brands')) {
    const brands = brandsFileSchema.safeParse(data);
    if (!brands.success) throw new CatalogueError(issues(file, data, brands.error));
    return { file, brands: brands.data };
  }
  const isFamilies = has('families');
  const result = (isFamilies ? familiesFileSchema : categoryFileSchema).safeParse(data);
  if (!result.success) throw new CatalogueError(issues(file, data, result.error));
  return isFamilies
    ? { file, families: result.data as FamiliesFile }
    : { file, categories: itemsCheck(file, result.data as CategoryFile) };
}

const REQUIRED = COMMON_ATTRIBUTES.filter((attribute) => attribute !== 'year');

/** What the schema cannot see alone: facts and rows (and the efficiency row) that belong to the file's category. */
function itemsCheck(file: string, data: CategoryFile): CategoryFile {
  const problems: string[] = [];
  const rows = new Set(data.category.attributes.map((a) => a.key));
  const known = new Set([...rows, ...COMMON_ATTRIBUTES]);
  const say = (item: ItemData, field: string, message: string) =>
    problems.push(`${file}: item ${item.id}: ${field}: ${message}`);
  const { efficiency } = data.category;
  if (efficiency !== undefined && !rows.has(efficiency))
    problems.push(`${file}: category.efficiency: "${efficiency}" is no attribute of ${data.category.id}`);
  for (const item of data.items) {
    const seen = new Set<string>();
    item.facts.forEach((fact, i) => {
      const key = fact.kind === 'price' ? `price ${fact.market}` : fact.attribute;
      if (!known.has(fact.attribute))
        say(item, `facts[${i}].attribute`, `"${fact.attribute}" is no attribute of ${data.category.id}`);
      if (seen.has(key)) say(item, `facts[${i}].attribute`, `"${key}" is stated twice`);
      seen.add(key);
      if (fact.kind === 'price' && (fact.model === 'one_off' || fact.model === 'monthly') && fact.value === undefined)
        say(item, `facts[${i}].value`, `a ${fact.model} price needs a value`);
      if (fact.kind === 'price' && (fact.model === 'free' || fact.model === 'varies') && fact.value !== undefined)
        say(item, `facts[${i}].value`, `a ${fact.model} price has no value`);
    });
    for (const attribute of REQUIRED)
      if (![...seen].some((key) => key === attribute || key.startsWith(`${attribute} `)))
        say(item, 'facts', `no "${attribute}" fact`);
    item.unstated?.forEach((row, i) => {
      if (!rows.has(row)) say(item, `unstated[${i}]`, `"${row}" is no attribute of ${data.category.id}`);
    });
    for (const side of ['pro', 'con'] as const)
      item[side].about.forEach((about, i) => {
        if (typeof about === 'object' && !rows.has(about.row))
          say(item, `${side}.about[${i}].row`, `"${about.row}" is no attribute of ${data.category.id}`);
      });
  }
  if (problems.length) throw new CatalogueError(problems);
  return data;
}

/**
 * Several data files read together: each valid alone, categories, item ids and brands unique,
 * every category's family described, every variant's item known.
 */
export function combineCatalogueFiles(files: readonly CatalogueFile[]): CatalogueData {
  const problems: string[] = [];
  const families: FamiliesFile['families'] = {};
  const categories: CategoryFile[] = [];
  const brands: BrandsFile['brands'] = {};
  const categoryFile = new Map<string, string>();
  const itemFile = new Map<string, string>();
  const brandFile = new Map<string, string>();
  for (const entry of files) {
    if ('families' in entry) {
      Object.assign(families, entry.families.families);
      continue;
    }
    if ('brands' in entry) {
      for (const [brand, data] of Object.entries(entry.brands.brands)) {
        const other = brandFile.get(brand);
        if (other) problems.push(`${entry.file}: brand ${brand}: also in ${other}`);
        brandFile.set(brand, entry.file);
        brands[brand] = data;
      }
      continue;
    }
    const { category, items } = entry.categories;
    const before = categoryFile.get(category.id);
    if (before) problems.push(`${entry.file}: category ${category.id} is also in ${before}`);
    categoryFile.set(category.id, entry.file);
    for (const item of items) {
      const other = itemFile.get(item.id);
      if (other) problems.push(`${entry.file}: item ${item.id}: id: also used in ${other}`);
      itemFile.set(item.id, entry.file);
    }
    categories.push(entry.categories);
  }
  for (const { category, items } of categories) {
    const file = categoryFile.get(category.id);
    if (Object.keys(families).length && !families[category.family])
      problems.push(`${file}: category.family: "${category.family}" is in no families file`);
    for (const item of items)
      if (item.variant_of && !itemFile.has(item.variant_of))
        problems.push(`${file}: item ${item.id}: variant_of: no item "${item.variant_of}"`);
  }
  if (problems.length) throw new CatalogueError(problems);
  return { families, categories, brands };
}

/** The data files of a folder (*.yaml, by name), or the one file `path` names. */
export function catalogueFilePaths(path: string): string[] {
  return statSync(path).isFile()
    ? [path]
    : readdirSync(path)
        .filter((n) => n.endsWith('.yaml'))
        .sort()
        .map((n) => join(path, n));
}

/** Every data file of a folder (*.yaml, by name), or one file, read and validated; throws CatalogueError. */
export function readCatalogueFiles(path: string): CatalogueFile[] {
  const names = catalogueFilePaths(path);
  const problems: string[] = [];
  const files: CatalogueFile[] = [];
  for (const name of names) {
    try {
      files.push(parseCatalogueText(basename(name), readFileSync(name, 'utf8')));
    } catch (error) {
      if (!(error instanceof CatalogueError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length) throw new CatalogueError(problems);
  return files;
}
