// From what the query parser understood to the catalogue entries the demo engine compares: a subject
// picks each brand's entry of that kind ("Türk Telekom vs Vodafone fiber internet" is Türk Telekom
// İnternet and Vodafone Net, not their mobile lines), and a version word picks the entry that has
// that version, else the base entry with a sentence saying so.
import type { Language } from '@shared/api/generated/model';
import type { SubjectTopic, VariantAsk } from '@shared/compare-items';
import { CATALOGUE, byName, identify, identifyAll, matchKey } from './catalogue';
import { purposeFor, purposeKinds } from './judgement';
import { DEMO_TEXTS, fill } from './i18n';
import { parseQuery } from './purpose';
import { inLang, type CatalogueEntry, type CategoryId } from './types';

/** The catalogue kind each subject is about: a bank's credit cards are compared as banks. */
const TOPIC_CATEGORY: Record<SubjectTopic, CategoryId> = {
  credit_cards: 'bank',
  loans: 'bank',
  home_internet: 'home_internet',
  mobile_plans: 'mobile_operator',
};

/** The words a version word is written with in either language, so "hibrit" finds "hybrid" in a spec. */
const SAME_VERSION: readonly (readonly string[])[] = [
  ['hibrit', 'hybrid'],
  ['elektrikli', 'electric'],
];

const wordsFor = (qualifier: string): readonly string[] => {
  const folded = qualifier.toLocaleLowerCase('tr');
  return SAME_VERSION.find((words) => words.includes(folded)) ?? [folded];
};

/** Whether an entry's own facts say it comes in this version ("1.8 hibrit", "e:HEV hybrid"). */
function hasVersion(entry: CatalogueEntry, qualifier: string): boolean {
  const facts = Object.values(entry.specs)
    .flatMap((value) => [inLang(value, 'en'), inLang(value, 'tr')])
    .join(' ')
    .toLocaleLowerCase('tr');
  return wordsFor(qualifier).some((word) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'u').test(facts),
  );
}

/** The entry of `category` from the same maker as `name` (a catalogue entry's brand, or the name as a brand). */
function ofKind(name: string, category: CategoryId): CatalogueEntry | undefined {
  const found = identify(name);
  if (found.kind === 'known' && found.entry.category === category) return found.entry;
  const brands = new Set([matchKey(name), ...(found.kind === 'known' ? [matchKey(found.entry.brand)] : [])]);
  return CATALOGUE.find((entry) => entry.category === category && brands.has(matchKey(entry.brand)));
}

export interface Understood {
  /** The names the engine compares, in the order asked. */
  items: string[];
  /** One sentence per version asked for that the catalogue does not hold, in the report's language. */
  notes: string[];
}

/** One item as the catalogue holds it, given the subject's kind and the version asked for, if any. */
function resolve(name: string, category: CategoryId | undefined, version: VariantAsk | undefined) {
  if (version && !byName(name)) {
    const base = byName(version.base);
    if (base) return { name: base.name, missing: hasVersion(base, version.qualifier) ? undefined : version };
  }
  const entry = category ? ofKind(name, category) : undefined;
  return { name: entry?.name ?? name, missing: undefined };
}

/** The query's items as the catalogue holds them, read with the subject and version words the query gives. */
export function understoodItems(query: string, items: readonly string[], language: Language): Understood {
  const { subject, variants = [] } = parseQuery(query);
  const category = subject?.topic ? TOPIC_CATEGORY[subject.topic] : undefined;
  const resolved = items.map((name) =>
    resolve(
      name,
      category,
      variants.find((v) => v.item === name),
    ),
  );
  return {
    items: resolved.map((r) => r.name),
    notes: resolved.flatMap((r) =>
      r.missing
        ? [fill(DEMO_TEXTS[language].understood.noVersion, language, { asked: r.missing.item, base: r.name })]
        : [],
    ),
  };
}

/**
 * The purpose the query's words ask for, in both languages, when every item is of the one kind that
 * purpose weighs ("tatil için" over Antalya and Bodrum: "a holiday" / "tatil"): what the
 * report is judged for, for a screen to name in its own language. Undefined otherwise.
 */
export function purposeLabel(said: string | undefined, items: readonly string[]): Record<Language, string> | undefined {
  if (!said) return undefined;
  const found = identifyAll(items, purposeKinds(said));
  const categories = new Set(found.map((f) => (f.kind === 'known' ? f.entry.category : undefined)));
  if (categories.size !== 1) return undefined;
  const [category] = categories;
  return category ? purposeFor(said, category)?.label : undefined;
}
