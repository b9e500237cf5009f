// What the catalogue knows about the items a model is asked to compare, as evidence it writes
// from: the brand, the year, the typical price in Türkiye and the category's spec rows, with the
// date the catalogue describes. A model's report then names these facts as the catalogue's; every
// other figure in it is the model's own estimate.
import type { FactSource, Language, ReportEvidence } from '@shared/api/generated/model';
import { CATEGORIES } from './categories';
import { CATALOGUE_AS_OF, identify } from './catalogue';
import { priceText } from './report/format';
import { bi, DEMO_TEXTS } from './i18n';
import { L, inLang, type Bi, type CatalogueEntry } from './types';

/** One fact of an entry as a report prints it: the attribute it comes from, its label and value in the report's language. */
export interface PrintedFact {
  attribute: Attribute;
  label: string;
  value: string;
}

/** The facts of one entry a writer is given: brand, year, typical price in Türkiye, the category's spec rows. */
export function entryFacts(entry: CatalogueEntry, language: Language): PrintedFact[] {
  const price = priceText(entry, language);
  const labels = DEMO_TEXTS[language].facts;
  return [
    { attribute: 'brand', label: labels.brand, value: entry.brand },
    // Year 0: no launch year (a brand's configuration of a large appliance).
    ...(entry.year > 0 ? [{ attribute: 'year', label: labels.year, value: String(entry.year) }] : []),
    ...(price ? [{ attribute: 'price', label: labels.typicalPrice, value: price }] : []),
    ...CATEGORIES[entry.category].rows.flatMap(([key, label]) => {
      const value = entry.specs[key];
      return value === undefined
        ? []
        : [{ attribute: key, label: inLang(label, language), value: inLang(value, language) }];
    }),
  ];
}

/** The catalogue's facts for each asked item it knows (in the asked order); unknown items are left out. */
export function catalogueEvidence(items: readonly string[], language: Language): ReportEvidence[] {
  return items.flatMap((item) => {
    const found = identify(item);
    if (found.kind !== 'known') return [];
    const facts = entryFacts(found.entry, language).map(({ label, value }) => ({ label, value }));
    return [{ item, as_of: CATALOGUE_AS_OF, facts: facts.slice(0, 20) }];
  });
}

/** What kind of fact a figure is, as the contract names it. */
export type FactKind = FactSource['kind'];

/** Where one fact of an entry comes from: a page (title and address), or the editors' own estimate. */
export interface Evidence {
  kind: FactKind;
  /** The date the fact describes (ISO date). */
  as_of: string;
  source: { title: Bi; url?: string } | 'editorial estimate';
}

/** The attributes of an entry a report prints as figures: a spec row's key, or one of these. */
export type Attribute =
  'brand' | 'year' | 'price' | 'official' | 'scores' | 'recyclability' | 'eco' | 'energy' | (string & {});

/**
 * The editors' judgements rather than a maker's figures: the scores and what is derived from them,
 * whether the materials count as eco-friendly, and the energy line a category gives its kind.
 */
const EDITORIAL = new Set<Attribute>(['scores', 'recyclability', 'eco', 'energy']);

const CATALOGUE_SPECS = { title: bi((texts) => texts.sources.catalogueSpecs) };

/**
 * The evidence behind one attribute of a catalogue entry: the page its fact names, with the fact's
 * kind and date, when it names one. Otherwise the fact is dated to the catalogue: specifications
 * are the makers' published figures, prices the editors' estimate of a typical price in Türkiye,
 * and the editorial attributes (EDITORIAL) the editors' estimates. This is the one place that
 * says so, and every report follows.
 */
export function evidenceOf(entry: CatalogueEntry, attribute: Attribute): Evidence {
  const page = entry.sourced?.[attribute];
  if (page) return { kind: page.kind, as_of: page.as_of, source: { title: L(page.title, page.title), url: page.url } };
  if (attribute === 'price') return { kind: 'price', as_of: CATALOGUE_AS_OF, source: 'editorial estimate' };
  if (EDITORIAL.has(attribute)) return { kind: 'estimate', as_of: CATALOGUE_AS_OF, source: 'editorial estimate' };
  return { kind: 'specification', as_of: CATALOGUE_AS_OF, source: CATALOGUE_SPECS };
}
