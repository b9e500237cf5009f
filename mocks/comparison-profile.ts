// The numbers behind a mock report. Each item's figures come from a hash of its own name (so an
// item keeps its rating across comparisons) and the price level from a hash of the whole item
// list (so items in one comparison cost about the same). Same query → same numbers.
import { foldCase } from '@/lib/compare-items';
import { createRng, round1, type Rng } from './random';
import { CRITERIA, type Criterion } from './comparison-text';

export interface ItemProfile {
  name: string;
  rating: number;
  votes: number;
  scores: Record<Criterion, number>;
  overall: number;
  price: number;
  sentiment: number;
  recyclability: number;
  eco: boolean;
  pollVotes: number;
  percentile: number;
}

// Typical price levels in TRY: an app subscription, a gadget, a phone, a laptop, a car.
const PRICE_LEVELS = [189, 1_499, 8_999, 44_999, 64_999, 1_850_000] as const;

const keyOf = (name: string): string => foldCase(name.trim());

/** A generator for one section of one item, independent of which other sections are built. */
export function sectionRng(name: string, section: string): Rng {
  return createRng(`${keyOf(name)}|${section}`);
}

/** Rounds to a "shelf price": 44,999 rather than 44,873. */
function shelfPrice(value: number): number {
  if (value < 1_000) return Math.max(9, Math.round(value / 10) * 10 - 1);
  const step = value < 100_000 ? 1_000 : 50_000;
  return Math.max(step, Math.round(value / step) * step) - (step === 1_000 ? 1 : 0);
}

export function profileItems(names: string[]): ItemProfile[] {
  const level = createRng(names.map(keyOf).join('|')).pick(PRICE_LEVELS);
  const drafts = names.map((name) => {
    const rng = createRng(keyOf(name));
    return {
      name,
      rng,
      price: shelfPrice(level * (0.7 + rng.next() * 0.6)),
      design: rng.decimal(6.4, 9.5),
      usability: rng.decimal(6.2, 9.6),
      performance: rng.decimal(6.3, 9.6),
    };
  });
  const cheapest = Math.min(...drafts.map((d) => d.price));
  return drafts.map(({ name, rng, price, design, usability, performance }) => {
    // Value for money follows the price: the cheapest item scores highest.
    const pricing = Math.min(9.8, round1(6 + 3.6 * (cheapest / price) - rng.next() * 0.4));
    const overall = round1((design + usability + performance + pricing) / 4);
    return {
      name,
      price,
      scores: { design, usability, performance, pricing },
      overall,
      rating: Math.min(4.9, round1(3.5 + ((overall - 6) / 3.8) * 1.2 + rng.next() * 0.2)),
      votes: rng.int(800, 24_000),
      sentiment: Math.min(9.8, round1(overall - 0.6 + rng.next())),
      recyclability: Math.round((2 + rng.next() * 2.5) * 2) / 2,
      eco: rng.next() > 0.35,
      pollVotes: rng.int(120, 2_600),
      percentile: Math.min(97, Math.round(overall * 10 - 5 + rng.int(0, 8))),
    };
  });
}

/** The item with the highest value for a criterion (first one on ties). */
export function bestBy(profiles: ItemProfile[], value: (p: ItemProfile) => number): ItemProfile {
  return profiles.reduce((best, p) => (value(p) > value(best) ? p : best));
}

export function worstBy(profiles: ItemProfile[], value: (p: ItemProfile) => number): ItemProfile {
  return profiles.reduce((worst, p) => (value(p) < value(worst) ? p : worst));
}

export { CRITERIA };
