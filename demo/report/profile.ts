// The figures behind a report: one profile per identified item (scores from the catalogue,
// overall as their mean) and the helpers every section uses to rank them. Ties are found on
// the one-decimal values the reader sees, so "ahead" never rests on a hidden difference.
import { createRng } from '../random';
import { CATEGORIES, CRITERIA, type Category, type Criterion } from '../categories';
import type { CatalogueEntry } from '../types';

export interface Profile {
  entry: CatalogueEntry;
  name: string;
  category: Category;
  scores: Record<Criterion, number>;
  overall: number;
  votes: number;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

export function profileOf(entry: CatalogueEntry): Profile {
  const [design, usability, performance, pricing] = entry.scores;
  const scores = { design, usability, performance, pricing };
  const overall = round1((design + usability + performance + pricing) / 4);
  // Review counts are illustrative: stable per item, larger for popular (higher rated) ones.
  const votes = Math.round(createRng(`votes|${entry.id}`).int(2_000, 9_000) * (entry.rating - 3));
  return {
    entry,
    name: entry.name,
    category: CATEGORIES[entry.category],
    scores,
    overall,
    votes,
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

/**
 * Value for money is relative: within items whose prices can be set side by side, each item's
 * value score moves with how its price compares with the group's average (up to ±1.5), so the
 * cheaper of two similar phones is the better value. The overall score follows.
 */
export function adjustForPrices(profiles: readonly Profile[]): Profile[] {
  const group = priceGroup(profiles);
  if (group.length < 2) return [...profiles];
  const mean = group.reduce((sum, p) => sum + priceOf(p), 0) / group.length;
  return profiles.map((p) => {
    const shift = Math.max(-1.5, Math.min(1.5, 1.5 * Math.log(mean / priceOf(p))));
    const pricing = Math.max(0, Math.min(10, round1(p.entry.scores[3] + shift)));
    const scores = { ...p.scores, pricing };
    const overall = round1((scores.design + scores.usability + scores.performance + scores.pricing) / 4);
    return { ...p, scores, overall };
  });
}
