// Premium's personal score: the reader's own overall score of each item, as the
// weighted average of the report's criterion scores with the weights the reader saved (RTINGS'
// usage scores work the same way). Computed here, in code, from the scores the report already
// has; a model never writes it. Pure: the service decides who gets it (services/personal-score.ts).
import type {
  PersonalScore,
  ReportDraft,
  ReportSectionName,
  ScoreCriterion,
  ScoreWeights,
} from '@shared/api/generated/model';
import { foldCase } from '@shared/compare-items';

/** Every weighted criterion, in the order the editor shows them (the contract's ScoreCriterion). */
export const SCORE_CRITERIA = [
  'design',
  'usability',
  'performance',
  'pricing',
  'sentiment',
  'sustainability',
] as const satisfies readonly ScoreCriterion[];

/** The section each criterion's score is read from: a report being written may not have it yet. */
const SECTION_OF: Record<ScoreCriterion, ReportSectionName> = {
  design: 'comparison_scores',
  usability: 'comparison_scores',
  performance: 'comparison_scores',
  pricing: 'comparison_scores',
  sentiment: 'sentiment_analysis',
  sustainability: 'sustainability_analysis',
};

export type CriterionScores = Partial<Record<ScoreCriterion, number>>;

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
/** Scores are shown with one decimal, and ranked as shown: two that read the same share a place. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const sameItem = (a: string, b: string) => foldCase(a.trim()) === foldCase(b.trim());

/**
 * The weighted average (out of 10) of the criteria this item has a score for, each weight
 * renormalised over those present; undefined when no criterion with a weight above 0 has a score.
 */
export function weightedScore(scores: CriterionScores, weights: ScoreWeights): number | undefined {
  let sum = 0;
  let total = 0;
  for (const criterion of SCORE_CRITERIA) {
    const score = scores[criterion];
    const weight = weights[criterion];
    if (weight > 0 && finite(score)) {
      sum += weight * score;
      total += weight;
    }
  }
  return total > 0 ? oneDecimal(sum / total) : undefined;
}

/** Competition ranking, highest first, of one-decimal values: [8, 9, 8, 7] → [2, 1, 2, 4]. */
export function ranksOf(values: number[]): number[] {
  return values.map((value) => 1 + values.filter((other) => oneDecimal(other) > oneDecimal(value)).length);
}

/** An item's criterion scores on the 10-point scale, from every section of the report that has one. */
export function criterionScoresOf(report: ReportDraft, itemName: string): CriterionScores {
  const scores: CriterionScores = {};
  const base = report.comparison_scores?.find((entry) => sameItem(entry.item_name, itemName))?.scores ?? {};
  for (const criterion of ['design', 'usability', 'performance', 'pricing'] as const)
    if (finite(base[criterion])) scores[criterion] = base[criterion];
  const sentiment = report.sentiment_analysis?.find((entry) => sameItem(entry.item_name, itemName));
  if (finite(sentiment?.overall_sentiment_score)) scores.sentiment = sentiment.overall_sentiment_score;
  // Recyclability is scored out of 5: doubled, it counts on the same scale as the others.
  const sustainability = report.sustainability_analysis?.find((entry) => sameItem(entry.item_name, itemName));
  if (finite(sustainability?.recyclability_score)) scores.sustainability = sustainability.recyclability_score * 2;
  return scores;
}

/**
 * The reader's score and place for every identified item of the report's comparison_scores (those
 * with no score for any weighted criterion are left out), beside the place the report's own
 * overall_score gives it among the same items. Undefined when fewer than two items can be scored:
 * with one there is no ranking, and without comparison_scores there is nothing to rank against.
 * `pending` are the sections still to come while the report is written.
 */
export function personalScore(
  report: ReportDraft,
  weights: ScoreWeights,
  pending: readonly ReportSectionName[] = [],
): PersonalScore | undefined {
  const unidentified = report.unidentified_items ?? [];
  const scored = (report.comparison_scores ?? [])
    .filter((entry) => entry.item_name?.trim() && finite(entry.overall_score))
    .filter((entry) => !unidentified.some((name) => sameItem(name, entry.item_name)))
    .map((entry) => {
      const scores = criterionScoresOf(report, entry.item_name);
      return { name: entry.item_name, overall: entry.overall_score, scores, score: weightedScore(scores, weights) };
    })
    .filter((entry): entry is typeof entry & { score: number } => entry.score !== undefined);
  if (scored.length < 2) return undefined;

  const weighted = SCORE_CRITERIA.filter((criterion) => weights[criterion] > 0);
  const criteria = weighted
    .filter((criterion) => scored.some((entry) => entry.scores[criterion] !== undefined))
    .sort((a, b) => weights[b] - weights[a]);
  const ranks = ranksOf(scored.map((entry) => entry.score));
  const reportRanks = ranksOf(scored.map((entry) => entry.overall));
  const items = scored.map((entry, index) => ({
    item_name: entry.name,
    score: entry.score,
    rank: ranks[index],
    report_score: entry.overall,
    report_rank: reportRanks[index],
    missing: criteria.filter((criterion) => entry.scores[criterion] === undefined),
  }));
  const firsts = (key: 'rank' | 'report_rank') =>
    items
      .filter((item) => item[key] === 1)
      .map((item) => item.item_name)
      .join('\n');
  return {
    criteria,
    items,
    leader_differs: firsts('rank') !== firsts('report_rank'),
    ranking_differs: items.some((item) => item.rank !== item.report_rank),
    partial: weighted.some((criterion) => pending.includes(SECTION_OF[criterion])),
  };
}
