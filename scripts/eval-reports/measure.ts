// What a reader checks in one written report, counted: were the asked items understood, can each
// figure be traced to a catalogue fact, does the verdict rest on the facts the asker's purpose
// names, do cons merely restate a score, and does a spec row sit on an item of another kind.
import type { ComparisonResult, Language } from '@shared/api/generated/model';
/* eslint-disable no-restricted-imports -- demo/ and server/ have no alias; the evaluation runs the writers and reads the catalogue as the server does */
import { CATEGORIES } from '../../demo/categories';
import { identifyAll } from '../../demo/index';
import { entryFacts } from '../../demo/evidence';
import { inLang, type CatalogueEntry } from '../../demo/types';
import { figuresIn, sameFigure } from '../../demo/figures';
/* eslint-enable no-restricted-imports */

export interface EvalQuery {
  query: string;
  language: Language;
  /** The catalogue names a reader takes the query to mean, in order. */
  items: string[];
  /** The catalogue attributes whose facts should decide the verdict, when the query states a purpose. */
  purpose?: string[];
}

export interface Measured {
  itemsRight: boolean;
  /** Figures (a number with its unit) in the report's text and cells. */
  figures: number;
  /** Of those, the ones equal to a catalogue fact of a compared item. */
  traced: number;
  /** Undefined when the query states no purpose. */
  purposeReflected?: boolean;
  /** Cons that only restate a score ("Lowest performance score here (9.5/10)"). */
  scoreCons: number;
  /** Spec rows holding a value for an item of a kind the row does not describe. */
  offRows: number;
}

/** Every string of a report but its sources' titles, item names and references. */
function textsOf(value: unknown, key = ''): string[] {
  if (key === 'sources' || key === 'poll' || key.endsWith('source_ref') || key === 'source_refs') return [];
  if (typeof value === 'string') return key === 'name' || key === 'item_name' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((entry) => textsOf(entry, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, entry]) => textsOf(entry, name));
  return [];
}

// Word boundaries by letters of any script: ASCII \b would end "puan" before the ı of "puanına"
// ("check the seller's rating"), which says nothing of a score.
const SCORE_RESTATED = /\d+(?:[.,]\d+)?\s*\/\s*10\b|(?<!\p{L})(?:score|puan[ıi]?)(?!\p{L})/iu;
const VALUE_KEYS = ['item1Value', 'item2Value', 'item3Value', 'item4Value', 'item5Value', 'item6Value'] as const;

/** Each row label (in the report's language) and the categories whose rows carry it. */
function rowOwners(language: Language): Map<string, Set<string>> {
  const owners = new Map<string, Set<string>>();
  for (const category of Object.values(CATEGORIES))
    for (const [, label] of category.rows) {
      const name = inLang(label, language).toLocaleLowerCase('tr-TR');
      owners.set(name, (owners.get(name) ?? new Set()).add(category.id));
    }
  return owners;
}

function offRows(result: ComparisonResult, entries: (CatalogueEntry | undefined)[], language: Language): number {
  const owners = rowOwners(language);
  let off = 0;
  for (const table of result.specialized_features ?? [])
    for (const row of table.features) {
      const owning = owners.get(row.name.toLocaleLowerCase('tr-TR'));
      if (!owning) continue;
      entries.forEach((entry, index) => {
        if (entry && row[VALUE_KEYS[index]] && !owning.has(entry.category)) off += 1;
      });
    }
  return off;
}

export function measure(asked: EvalQuery, result: ComparisonResult): Measured {
  const { language } = asked;
  const unknown = new Set(result.unidentified_items ?? []);
  // Together, as the writer identifies them: "Antalya" beside Bodrum is the destination, not the city.
  const found = identifyAll(result.items.map((item) => item.name));
  const entries = result.items.map((item, index) => {
    const one = unknown.has(item.name) ? undefined : found[index];
    return one?.kind === 'known' ? one.entry : undefined;
  });
  const itemsRight =
    entries.length === asked.items.length && entries.every((entry, index) => entry?.name === asked.items[index]);
  const facts = entries.flatMap((entry) => (entry ? entryFacts(entry, language) : []));
  const factFigures = facts.flatMap((fact) => figuresIn(fact.value));
  const figures = textsOf(result).flatMap((text) => figuresIn(text));
  const traced = figures.filter((figure) => factFigures.some((own) => sameFigure(own, figure))).length;
  const deciding = facts.filter((fact) => asked.purpose?.includes(fact.attribute));
  // Only the verdict's reason: the summary's opening lists every criterion the report weighs, so
  // reading it too would count a purpose the verdict ignored as reflected.
  const verdict = (result.verdict?.deciding ?? '').toLocaleLowerCase('tr-TR');
  const purposeReflected = asked.purpose
    ? deciding.some(
        (fact) =>
          verdict.includes(fact.label.toLocaleLowerCase('tr-TR')) ||
          verdict.includes(fact.value.toLocaleLowerCase('tr-TR')),
      )
    : undefined;
  const scoreCons = result.items.flatMap((item) => item.cons ?? []).filter((con) => SCORE_RESTATED.test(con)).length;
  return {
    itemsRight,
    figures: figures.length,
    traced,
    purposeReflected,
    scoreCons,
    offRows: offRows(result, entries, language),
  };
}
