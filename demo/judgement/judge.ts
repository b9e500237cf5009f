// The judgement of a comparison, from facts and weights only: each item's score for the purpose,
// the ranking, whether the lead is real or within the scores' noise, the facts that decide it, and
// the best value per price. Pure: the same items and purpose give the same judgement.
import type { Language } from '@shared/api/generated/model';
import { CRITERIA } from '../categories';
import { round1 } from '../random';
import { priceGroup, type Profile } from '../report/profile';
import { scoreAttribute } from '../catalogue/schema';
import { readFact, type Reading } from './read';
import type { Purpose, Weight } from './schema';

/**
 * Editorial scores are given to one decimal and an overall is the mean of four of them, so two
 * overalls this close say nothing about which is better: a lead this small is a tie.
 */
export const TIE_MARGIN = 0.2;
/** Best value is claimed only for a score per price at least this much (5%) above the next one's. */
export const VALUE_MARGIN = 0.05;

/** Without a purpose every criterion weighs the same: the judgement is the overall score. */
export const GENERAL_WEIGHTS: readonly Weight[] = CRITERIA.map((c) => ({
  attribute: scoreAttribute(c),
  weight: 1,
  read: 'score' as const,
}));

export interface Deciding {
  weight: Weight;
  /** The winner's (or, in a tie, the first item's) value and the other's, as the verdict names them. */
  a: Reading & { item: Profile };
  b: Reading & { item: Profile };
}

export interface Judgement {
  purpose: Purpose | undefined;
  /** Each item's score for the purpose, 0–10 with one decimal, in the items' order. */
  scores: ReadonlyMap<Profile, number>;
  /** Best first; equal scores keep the asked order. */
  ranking: readonly Profile[];
  /** The first-ranked item when its lead is beyond TIE_MARGIN; undefined on a tie. */
  winner: Profile | undefined;
  /** On a tie: the items level with the first. */
  tied: readonly Profile[];
  /** Facts (not scores) the winner leads the runner-up on, heaviest first; at most two. */
  deciding: readonly Deciding[];
  /** On a tie: the heaviest weighed fact the tied items differ on, which would decide it. */
  decider: Deciding | undefined;
  /** With a winner: the heaviest weighed fact the runner-up leads on, seen from the runner-up. */
  counter: Deciding | undefined;
  /**
   * True when the purpose weighs facts and the items differ on none of them: the purpose cannot
   * choose, whatever the editorial scores say, so the judgement is a tie on it.
   */
  factsLevel: boolean;
  /** Weighed facts every item has with the same value (each item's reading, in the items' order). */
  level: readonly { weight: Weight; text: string }[];
  /** The item with the clearly best overall score per price, when every item has a comparable price. */
  bestValue: { item: Profile; perPrice: number; next: Profile; nextPerPrice: number } | undefined;
}

function normalised(readings: readonly Reading[], weight: Weight): number[] {
  // A score is out of 10 already; a fact is placed between the worst and best in this comparison.
  if (weight.read === 'score') return readings.map((r) => (r.rank ?? 0) / 10);
  const ranks = readings.map((r) => r.rank ?? 0);
  const low = Math.min(...ranks);
  const high = Math.max(...ranks);
  return ranks.map((rank) => (high === low ? 1 : (rank - low) / (high - low)));
}

const gap = (d: Deciding) => Math.abs((d.a.rank ?? 0) - (d.b.rank ?? 0));

function comparePair(
  weights: readonly Weight[],
  readings: ReadonlyMap<Profile, Reading[]>,
  a: Profile,
  b: Profile,
): Deciding[] {
  return (
    weights
      .map((weight, i) => ({ weight, a: { ...readings.get(a)![i], item: a }, b: { ...readings.get(b)![i], item: b } }))
      .filter((d) => (d.a.rank ?? 0) !== (d.b.rank ?? 0))
      // Heaviest first; among equal weights the widest gap, so a tenth of a point never decides.
      .sort((x, y) => y.weight.weight - x.weight.weight || gap(y) - gap(x))
  );
}

/**
 * Value is the item's own overall score per unit of its stored price. Only when every item has a
 * price of one kind, and the prices differ: at one price the better item is simply the better item.
 */
function bestValueOf(profiles: readonly Profile[]): Judgement['bestValue'] {
  const group = priceGroup(profiles).filter((p) => (p.entry.price.amount ?? 0) > 0);
  if (group.length < 2 || group.length !== profiles.length) return undefined;
  if (group.every((p) => p.entry.price.amount === group[0].entry.price.amount)) return undefined;
  const perPrice = (p: Profile) => p.overall / p.entry.price.amount!;
  const [first, second] = [...group].sort((x, y) => perPrice(y) - perPrice(x));
  if (perPrice(first) < perPrice(second) * (1 + VALUE_MARGIN)) return undefined;
  return { item: first, perPrice: perPrice(first), next: second, nextPerPrice: perPrice(second) };
}

/** The judgement of `profiles` (two or more) for `purpose`, or in general without one. */
export function judge(profiles: readonly Profile[], purpose: Purpose | undefined, language: Language): Judgement {
  const weights = purpose?.weights ?? GENERAL_WEIGHTS;
  const readings = new Map(profiles.map((p) => [p, weights.map((w) => readFact(p, w, language))]));
  const total = weights.reduce((sum, w) => sum + w.weight, 0);
  const sums = new Map(profiles.map((p) => [p, 0]));
  weights.forEach((weight, i) => {
    const values = normalised(
      profiles.map((p) => readings.get(p)![i]),
      weight,
    );
    profiles.forEach((p, j) => sums.set(p, sums.get(p)! + weight.weight * values[j]));
  });
  // Without a purpose the score is the overall the tables show, so the verdict and the tables agree.
  const scores = new Map(profiles.map((p) => [p, purpose ? round1((10 * sums.get(p)!) / total) : p.overall]));
  const ranking = [...profiles].sort((x, y) => scores.get(y)! - scores.get(x)!);
  const [first, second] = ranking;
  const lead = second ? round1(scores.get(first)! - scores.get(second)!) : Infinity;
  const tie = lead <= TIE_MARGIN;
  const tied = tie ? ranking.filter((p) => round1(scores.get(first)! - scores.get(p)!) <= TIE_MARGIN) : [];
  const differences = second ? comparePair(weights, readings, first, second) : [];
  const isFact = (d: Deciding) => d.weight.read !== 'score';
  const facts = weights.flatMap((weight, i) => (weight.read === 'score' ? [] : [i]));
  const all = (i: number) => profiles.map((p) => readings.get(p)![i]);
  const factsLevel =
    facts.length > 0 && facts.every((i) => all(i).every((r) => (r.rank ?? 0) === (all(i)[0].rank ?? 0)));
  const level = facts.flatMap((i) => {
    const text = all(i)[0].text;
    return text !== undefined && all(i).every((r) => r.text === text) ? [{ weight: weights[i], text }] : [];
  });
  const undecided = tie || factsLevel;
  const behind = (d: Deciding) => (d.b.rank ?? 0) > (d.a.rank ?? 0);
  const counter = undecided ? undefined : differences.find((d) => isFact(d) && behind(d));
  return {
    purpose,
    scores,
    ranking,
    winner: undecided ? undefined : first,
    tied: factsLevel ? profiles : tied,
    deciding: undecided ? [] : differences.filter((d) => isFact(d) && !behind(d)).slice(0, 2),
    decider: undecided ? (differences.find(isFact) ?? differences[0]) : undefined,
    counter: counter && { ...counter, a: counter.b, b: counter.a },
    factsLevel,
    level,
    bestValue: bestValueOf(profiles),
  };
}
