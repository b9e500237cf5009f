// The judgement of a model's report: the same pure function as the demo writer's, over the
// catalogue's entries for the asked items and the query's purpose, so a model's report takes its
// scores, its verdict and its best value from the facts, never from the model.
import type { ComparisonScore, Language, ReportVerdict, UseCaseRecommendation } from '@shared/api/generated/model';
import { judge, purposeFor } from './judgement';
import type { FactSheet, ModelReportSources } from './model-facts';
import { profileOf } from './report/profile';
import { reportVerdict } from './report/report-verdict';
import { sameCategory } from './report/criteria';
import { bestValueRecommendation } from './report/sentences';
import { WORDS } from './report/words';

export interface SheetJudgement {
  /** The verdict; with `sources`, naming there the sources of the figures its sentence quotes. */
  verdict(sources?: ModelReportSources): ReportVerdict;
  /** The best-value pick with the prices it rests on, under the asked name; undefined when the facts name none. */
  bestValue: UseCaseRecommendation | undefined;
  /** Each item's editorial scores, naming their catalogue source in `sources`. */
  scores(sources: ModelReportSources): ComparisonScore[];
}

/**
 * The judgement of `sheet`, or undefined unless the catalogue knows every asked item (two or more,
 * all different): an item it does not know has no facts to judge, and a verdict that left it out
 * would answer another question than the one asked.
 */
export function judgeSheet(sheet: FactSheet, language: Language): SheetJudgement | undefined {
  const entries = sheet.entries.flatMap((entry) => (entry ? [entry] : []));
  if (entries.length < 2 || entries.length !== sheet.items.length) return undefined;
  if (new Set(entries.map((entry) => entry.id)).size !== entries.length) return undefined;
  const profiles = entries.map((entry) => profileOf(entry, language));
  const purpose =
    sheet.purpose && sameCategory(profiles) ? purposeFor(sheet.purpose, profiles[0].category.id) : undefined;
  const judgement = judge(profiles, purpose, language);
  const value = bestValueRecommendation(profiles, judgement, language);
  const askedName = (profile: (typeof profiles)[number]) => sheet.items[profiles.indexOf(profile)];
  return {
    verdict: (sources) =>
      reportVerdict(judgement, profiles, language, sources && ((entry, attribute) => sources.cite(entry, attribute))),
    bestValue: value && judgement.bestValue && { ...value, recommended_item: askedName(judgement.bestValue.item) },
    // Under the names the model was asked about, which its other sections use.
    scores: (sources) =>
      profiles.map((profile, index) => ({
        item_name: sheet.items[index],
        scores: { ...profile.scores },
        overall_score: profile.overall,
        source_ref: sources.scores(profile.entry),
      })),
  };
}

const VALUE_CLAIM_WORDS = [...new Set(Object.values(WORDS).flatMap((words) => words.valueClaimWords))];

/**
 * Whether a model's recommendation claims value for the money, in either language (a model may
 * title one in the other): by its criterion or by the words of its title.
 */
export function claimsValue(recommendation: { use_case?: unknown; criterion?: unknown }): boolean {
  if (recommendation.criterion === 'pricing') return true;
  if (typeof recommendation.use_case !== 'string') return false;
  // Both foldings: "PRICE" is "prıce" in Turkish lower case, "FİYAT" only folds to "fiyat" in it.
  const titles = [recommendation.use_case.toLowerCase(), recommendation.use_case.toLocaleLowerCase('tr-TR')];
  return VALUE_CLAIM_WORDS.some((word) => titles.some((title) => title.includes(word)));
}
