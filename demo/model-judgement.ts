// The judgement of a model's report: the same pure function as the demo writer's, over the
// catalogue's entries for the asked items and the query's purpose, so a model's report takes its
// scores, its verdict and its best value from the facts, never from the model.
import type { ComparisonScore, Language, ReportVerdict } from '@shared/api/generated/model';
import { judge, purposeFor } from './judgement';
import type { FactSheet, ModelReportSources } from './model-facts';
import { profileOf } from './report/profile';
import { reportVerdict } from './report/report-verdict';
import { sameCategory } from './report/criteria';

export interface SheetJudgement {
  verdict: ReportVerdict;
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
  return {
    verdict: reportVerdict(judgement, profiles, language),
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
