// Pure reading of a report: the verdict, which items were not identified, and which rows or
// points repeat a figure the report already shows elsewhere ("one of each").
import type {
  Comparison,
  ComparisonItem,
  ComparisonScore,
  ReportDraft,
  ReportVerdictBasis,
  SharedComparison,
  SpecializedFeature,
  SpecializedFeatureCategory,
  UseCaseRecommendationCriterion,
  UserFeedbackSummary,
} from '@shared/api/generated/model';
import { foldCase } from '@shared/compare-items';
import { readValue } from './best-value';

/** What the report needs: a signed-in user's comparison or a publicly shared one (no id). */
export type ReportComparison = Comparison | SharedComparison;

export function ownedComparison(comparison: ReportComparison): Comparison | null {
  return 'id' in comparison && typeof comparison.id === 'string' ? comparison : null;
}

/**
 * "iPhone 15 vs Galaxy S24": the report's item names (of the result, or of the sections written so
 * far), or the query's when there are none yet.
 */
export function reportTitle(comparison: ReportComparison, result: ReportDraft | undefined = comparison.result): string {
  const names = (result?.items ?? []).map((item) => item.name).filter(Boolean);
  return (names.length > 0 ? names : comparison.items).join(' vs ');
}

/** Case- and accent-insensitive in both languages: "İphone", "iphone" and "IPHONE" are one name. */
export function foldName(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('en')
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
}
export const sameName = (a: string, b: string) => foldName(a) === foldName(b);

/** True for an item the writer said it could not identify. */
export function unidentifiedMatcher(result: Pick<ReportDraft, 'unidentified_items'>): (name: string) => boolean {
  const names = (result.unidentified_items ?? []).filter((name) => name.trim() !== '');
  return (name) => names.some((candidate) => sameName(candidate, name));
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
/** Scores are shown with one decimal: two scores that read the same are a tie. */
const shown = (value: number) => Math.round(value * 10) / 10;

export interface Verdict {
  /**
   * The winner, or several tied: the report's judgement when it has one, else the highest overall
   * score. Each with its overall score, except when judged for a purpose (the overall score did not decide).
   */
  leaders: { name: string; score?: number }[];
  /** `purpose`: the report judged the items for the asker's purpose (named in `purpose`); absent or `overall`: by the overall score. */
  basis?: ReportVerdictBasis;
  purpose?: string;
  /** The report's reason, naming the facts that decide it; none when read from the scores alone. */
  deciding?: string;
  /** The sources of the figures `deciding` quotes, each once (a mark for each after the sentence). */
  decidingSources?: string[];
  /** Each pick with the score it rests on (its `criterion`): none when the writer did not say which. */
  bestFor: { useCase: string; item: string; criterion?: UseCaseRecommendationCriterion; score?: number }[];
}

/** The scores of the item `name`, when the writer gave them. */
const scoresOf = (scores: ComparisonScore[] | undefined, name: string): ComparisonScore | undefined =>
  (scores ?? []).find((candidate) => sameName(candidate.item_name, name));

export function overallScoreOf(scores: ComparisonScore[] | undefined, name: string): number | undefined {
  const entry = scoresOf(scores, name);
  return entry && finite(entry.overall_score) ? entry.overall_score : undefined;
}

/** The source an item's scores rest on (wherever one of its scores is quoted, it carries this mark). */
export function scoreSourceOf(scores: ComparisonScore[] | undefined, name: string): string | undefined {
  return scoresOf(scores, name)?.source_ref ?? undefined;
}

/** What the verdict is read from; a report being written may not have them yet. */
export type VerdictSource = Pick<
  ReportDraft,
  'comparison_scores' | 'use_case_recommendations' | 'unidentified_items' | 'verdict'
>;

/** An item's score on what a recommendation rests on: its overall score or one criterion's. */
export function scoreOn(
  scores: ComparisonScore[] | undefined,
  name: string,
  criterion: UseCaseRecommendationCriterion | undefined,
): number | undefined {
  if (!criterion) return undefined;
  if (criterion === 'overall') return overallScoreOf(scores, name);
  const value = scoresOf(scores, name)?.scores?.[criterion];
  return finite(value) ? value : undefined;
}

/**
 * The answer first: who wins overall (ties as ties) and the "best for" picks, each with the score
 * it names ("Best design": the design score, not the overall one); neither when only one item is identified.
 */
export function verdictOf(result: VerdictSource): Verdict {
  const isUnidentified = unidentifiedMatcher(result);
  const scored = (result.comparison_scores ?? []).filter(
    (entry) => finite(entry.overall_score) && entry.item_name?.trim() && !isUnidentified(entry.item_name),
  );
  // A winner needs someone to beat: with one identified item the report is a profile, not a verdict.
  if (scored.length === 1) return { leaders: [], bestFor: [] };
  const bestFor = bestForOf(result);
  const judged = judgedLeaders(result);
  if (judged) return { ...judged, bestFor };
  const top = Math.max(...scored.map((entry) => shown(entry.overall_score)));
  const leaders = scored
    .filter((entry) => shown(entry.overall_score) === top)
    .map((entry) => ({ name: entry.item_name, score: entry.overall_score }));
  return { leaders, bestFor };
}

/**
 * The report's own judgement, which may weigh the asker's purpose and calls a lead within the
 * scores' noise a tie: the card must say what the summary says, not re-rank by the overall score.
 */
function judgedLeaders(result: VerdictSource): Omit<Verdict, 'bestFor'> | undefined {
  const verdict = result.verdict;
  const winners = (verdict?.winners ?? []).filter((name) => name.trim());
  if (!verdict || winners.length === 0) return undefined;
  const byPurpose = verdict.basis === 'purpose';
  return {
    leaders: winners.map((name) => ({
      name,
      ...(byPurpose ? {} : { score: overallScoreOf(result.comparison_scores, name) }),
    })),
    basis: verdict.basis,
    ...(byPurpose && verdict.purpose?.trim() ? { purpose: verdict.purpose.trim() } : {}),
    ...(verdict.deciding.trim() ? { deciding: verdict.deciding.trim() } : {}),
    ...(verdict.deciding_source_refs?.length ? { decidingSources: [...new Set(verdict.deciding_source_refs)] } : {}),
  };
}

function bestForOf(result: VerdictSource): Verdict['bestFor'] {
  return (result.use_case_recommendations ?? [])
    .filter((entry) => entry.use_case?.trim() && entry.recommended_item?.trim())
    .map((entry) => ({
      useCase: entry.use_case,
      item: entry.recommended_item,
      ...(entry.criterion ? { criterion: entry.criterion } : {}),
      score: scoreOn(result.comparison_scores, entry.recommended_item, entry.criterion ?? undefined),
    }));
}

/** The item every "best for" pick names, when there are several picks and they all name it. */
export function soleBestFor(bestFor: Verdict['bestFor']): string | undefined {
  if (bestFor.length < 2) return undefined;
  const first = bestFor[0].item.trim();
  return bestFor.every((pick) => foldCase(pick.item.trim()) === foldCase(first)) ? first : undefined;
}

const VALUE_KEYS = ['item1Value', 'item2Value', 'item3Value', 'item4Value', 'item5Value', 'item6Value'] as const;

/** itemNValue for the first `count` items, in item order (missing or null → unknown). */
export function featureValues(feature: SpecializedFeature, count: number): (string | null | undefined)[] {
  return VALUE_KEYS.slice(0, count).map((key) => feature[key]);
}

const CRITERIA = ['design', 'usability', 'performance', 'pricing'] as const;
const near = (a: number, b: number) => Math.abs(a - b) < 0.051;

/** Each item's figure for a row, in item order; a row repeats it when every value reads as that figure. */
function rowRepeats(
  values: (string | null | undefined)[],
  figures: (number | undefined)[],
  kind: 'score10' | 'score5' | 'count',
): boolean {
  if (values.length === 0 || values.length !== figures.length) return false;
  return values.every((value, index) => {
    const figure = figures[index];
    if (!value || figure === undefined) return false;
    const read = readValue(value);
    if (!read) return false;
    if (kind === 'count') return read.kind.kind === 'plain' && read.number === figure;
    return read.kind.kind === 'score' && read.kind.max === (kind === 'score10' ? 10 : 5) && near(read.number, figure);
  });
}

/**
 * The specialized tables without the rows that repeat what the report shows once elsewhere:
 * scores per criterion (the scores chart), user rating and vote count (the item cards). A
 * category left with no rows is dropped. Nothing else is touched.
 */
export function withoutRepeatedRows(
  categories: SpecializedFeatureCategory[],
  items: ComparisonItem[],
  scores: ComparisonScore[] | undefined,
): SpecializedFeatureCategory[] {
  const names = items.map((item) => item.name);
  const scoreFor = (name: string) => (scores ?? []).find((entry) => sameName(entry.item_name, name));
  const figureSets: { figures: (number | undefined)[]; kind: 'score10' | 'score5' | 'count' }[] = [
    { figures: names.map((name) => scoreFor(name)?.overall_score), kind: 'score10' },
    ...CRITERIA.map((criterion) => ({
      figures: names.map((name) => scoreFor(name)?.scores?.[criterion]),
      kind: 'score10' as const,
    })),
    { figures: items.map((item) => item.user_rating), kind: 'score5' },
    { figures: items.map((item) => item.user_vote_count), kind: 'count' },
  ];
  return categories.flatMap((category) => {
    const features = (category.features ?? []).filter((feature) => {
      const values = featureValues(feature, names.length);
      return !figureSets.some((set) => rowRepeats(values, set.figures, set.kind));
    });
    return features.length > 0 || (category.features ?? []).length === 0 ? [{ ...category, features }] : [];
  });
}

/** Feedback with only what the item cards do not already say: the points missing from its item's pros and cons. */
export function feedbackBeyondCards(feedback: UserFeedbackSummary[], items: ComparisonItem[]): UserFeedbackSummary[] {
  return feedback
    .map((entry) => {
      const item = items.find((candidate) => sameName(candidate.name, entry.item_name));
      if (!item) return entry;
      const known = new Set([...(item.pros ?? []), ...(item.cons ?? [])].map(foldName));
      return {
        ...entry,
        positive_points: (entry.positive_points ?? []).filter((point) => !known.has(foldName(point))),
        negative_points: (entry.negative_points ?? []).filter((point) => !known.has(foldName(point))),
        // The sentiment itself is shown on the item card.
        overall_sentiment: '',
      };
    })
    .filter(
      (entry) =>
        entry.overall_sentiment !== '' ||
        (entry.positive_points ?? []).length > 0 ||
        (entry.negative_points ?? []).length > 0,
    );
}

/** The overall sentiment user feedback gives an item, for its card. */
export function sentimentFor(feedback: UserFeedbackSummary[] | undefined, name: string): string | undefined {
  const text = (feedback ?? []).find((entry) => sameName(entry.item_name, name))?.overall_sentiment;
  return text?.trim() ? text : undefined;
}
