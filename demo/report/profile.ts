// The figures behind a report: one profile per identified item (scores from the catalogue,
// overall as their mean) and the helpers every section uses to rank them. Scores belong to the
// item, not to the report: nothing here depends on which other items are compared, so an item
// scores the same in every report. Ties are found on
// the one-decimal values the reader sees, so "ahead" never rests on a hidden difference.
import { round1 } from '../random';
import { CATEGORIES, CRITERIA, type Category, type Criterion } from '../categories';
import type { CatalogueEntry } from '../types';
import type { Language } from '@shared/api/generated/model';

export interface Profile {
  entry: CatalogueEntry;
  name: string;
  category: Category;
  scores: Record<Criterion, number>;
  overall: number;
}

/**
 * The typical price of the entry's category for its price model, declared once in the category
 * (the category file's `typical`, catalogue/*.yaml): the fixed yardstick its value for money is read against. Fixed,
 * not computed from the catalogue, so adding an entry never moves another item's scores.
 */
const referencePrice = (entry: CatalogueEntry): number | undefined =>
  entry.price.model === 'one_off' || entry.price.model === 'monthly'
    ? CATEGORIES[entry.category].typical?.[entry.price.model]
    : undefined;

/**
 * Value for money moves with the item's price against its category's typical price (up to ±1.5):
 * the cheaper of two similar phones is the better value. Against the category, not against the
 * other items of a report, so the score is the item's own and the same in every report.
 */
function valueForMoney(entry: CatalogueEntry): number {
  const base = entry.scores[3];
  const reference = referencePrice(entry);
  const amount = entry.price.amount;
  if (reference === undefined || !amount) return base;
  const shift = Math.max(-1.5, Math.min(1.5, 1.5 * Math.log(reference / amount)));
  return Math.max(0, Math.min(10, round1(base + shift)));
}

/** The item as a report in `language` reads it (its Turkish name in Turkish, when it has one). */
export function profileOf(entry: CatalogueEntry, language?: Language): Profile {
  const [design, usability, performance] = entry.scores;
  const scores = { design, usability, performance, pricing: valueForMoney(entry) };
  const { pricing } = scores;
  const overall = round1((design + usability + performance + pricing) / 4);
  return {
    entry,
    name: (language === 'tr' && entry.nameTr) || entry.name,
    category: CATEGORIES[entry.category],
    scores,
    overall,
  };
}

/** Items holding the highest value (several on a tie). */
export function leaders(profiles: readonly Profile[], value: (p: Profile) => number): Profile[] {
  const best = Math.max(...profiles.map(value));
  return profiles.filter((p) => value(p) === best);
}

/** Items holding the lowest value (several on a tie). */
export function laggards(profiles: readonly Profile[], value: (p: Profile) => number): Profile[] {
  const worst = Math.min(...profiles.map(value));
  return profiles.filter((p) => value(p) === worst);
}

export const allEqual = (profiles: readonly Profile[], value: (p: Profile) => number): boolean =>
  profiles.every((p) => value(p) === value(profiles[0]));

export const criterionValue =
  (criterion: Criterion) =>
  (p: Profile): number =>
    p.scores[criterion];

/** Items whose prices can be set side by side: the same numeric price model (one-off or monthly). */
export function priceGroup(profiles: readonly Profile[]): Profile[] {
  const priced = profiles.filter((p) => p.entry.price.amount !== undefined);
  if (priced.length < 2) return [];
  const model = priced[0].entry.price.model;
  return priced.every((p) => p.entry.price.model === model) && priced.length === profiles.length ? priced : [];
}

export const priceOf = (p: Profile): number => p.entry.price.amount ?? 0;

export { CRITERIA };
