// The purposes file, read once and checked against the catalogue's categories and rows: a weight on
// a row its category does not have would silently weigh nothing, so it is an error naming the field.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { CATALOGUE_DATA, CATALOGUE_DIR } from '../catalogue/data';
import { CatalogueError, type CatalogueData } from '../catalogue/files';
import type { CategoryId } from '../types';
import { purposesFileSchema, type Purpose } from './schema';

export const PURPOSES_FILE = join(CATALOGUE_DIR, 'purposes', 'purposes.yaml');

const field = (path: readonly PropertyKey[]) =>
  path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('');

/** The purposes in `text` (named `file` in errors), valid against `catalogue`; throws CatalogueError. */
export function parsePurposes(file: string, text: string, catalogue: CatalogueData): Purpose[] {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new CatalogueError([`${file}: not valid YAML: ${(error as Error).message.split('\n')[0]}`]);
  }
  const result = purposesFileSchema.safeParse(data);
  if (!result.success)
    throw new CatalogueError(result.error.issues.map((issue) => `${file}: ${field(issue.path)}: ${issue.message}`));
  const problems: string[] = [];
  const seen = new Set<string>();
  result.data.purposes.forEach((purpose, i) => {
    const found = catalogue.categories.find((c) => c.category.id === purpose.category);
    if (!found) problems.push(`${file}: purposes[${i}].category: no category "${purpose.category}"`);
    const key = `${purpose.category}/${purpose.id}`;
    if (seen.has(key))
      problems.push(`${file}: purposes[${i}].id: "${purpose.id}" is stated twice for ${purpose.category}`);
    seen.add(key);
    const rows = new Set(found?.category.attributes.map((a) => a.key));
    purpose.weights.forEach((weight, j) => {
      if (found && weight.read !== 'score' && !rows.has(weight.attribute))
        problems.push(
          `${file}: purposes[${i}].weights[${j}].attribute: "${weight.attribute}" is no attribute of ${purpose.category}`,
        );
    });
  });
  if (problems.length) throw new CatalogueError(problems);
  return result.data.purposes;
}

export const PURPOSES: readonly Purpose[] = parsePurposes(
  'purposes.yaml',
  readFileSync(PURPOSES_FILE, 'utf8'),
  CATALOGUE_DATA,
);

/** A word of the purpose list at a word's start in `said` ("öğrenciler için" has "öğrenci"). */
const saysWord = (said: string, word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu').test(said);

/** The purposes whose words a query's purpose says, in the file's order. */
function purposesSaid(said: string): Purpose[] {
  const folded = said.toLocaleLowerCase('tr');
  return PURPOSES.filter((p) => p.words.some((w) => saysWord(folded, w.toLocaleLowerCase('tr'))));
}

/** The purpose of `category` that a query's purpose words ask for, if the data has one. */
export function purposeFor(said: string, category: string): Purpose | undefined {
  return purposesSaid(said).find((p) => p.category === category);
}

/** The categories whose purposes a query's purpose words ask for ("tatil için": destinations). */
export function purposeKinds(said: string): CategoryId[] {
  // Each purpose's category was checked against the catalogue's categories when the file was read.
  return purposesSaid(said).map((p) => p.category as CategoryId);
}
