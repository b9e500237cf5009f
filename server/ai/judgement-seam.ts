// Where a model's report takes its scores, its verdict and its best value from the judgement
// computed from the catalogue's facts and the asker's purpose, never from the model.
// When the catalogue does not know every asked item there is nothing to judge: the model's scores
// stay, each named as its estimate by the fact check, and the report has no verdict.
import type { ComparisonScore, Language, ReportVerdict, UseCaseRecommendation } from '@shared/api/generated/model';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the judgement and the facts it reads
import { judgeSheet, type SheetJudgement } from '../../demo/index';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias
import type { FactSheet, ModelReportSources } from '../../demo/model-facts';

/**
 * One judgement per sheet and language: a report's drafts, its prompt and its finished form all
 * read the same one (a sheet lives as long as its report's call).
 */
const judged = new WeakMap<FactSheet, Partial<Record<Language, SheetJudgement | null>>>();

function judgementOf(sheet: FactSheet, language: Language): SheetJudgement | undefined {
  const byLanguage = judged.get(sheet) ?? {};
  if (!(language in byLanguage)) {
    byLanguage[language] = judgeSheet(sheet, language) ?? null;
    judged.set(sheet, byLanguage);
  }
  return byLanguage[language] ?? undefined;
}

/** The report's scores judged from the facts of `sheet`, naming their source in `sources`; undefined when nothing can be judged. */
export function judgedScores(
  sheet: FactSheet,
  language: Language,
  sources: ModelReportSources,
): ComparisonScore[] | undefined {
  return judgementOf(sheet, language)?.scores(sources);
}

/**
 * The verdict of the same judgement as judgedScores (both or neither: a verdict beside scores it
 * was not judged with would contradict them); undefined when nothing can be judged. With `sources`,
 * it names there the sources of the figures its sentence quotes (a prompt needs none).
 */
export function judgedVerdict(
  sheet: FactSheet,
  language: Language,
  sources?: ModelReportSources,
): ReportVerdict | undefined {
  return judgementOf(sheet, language)?.verdict(sources);
}

/**
 * The best-value pick of the same judgement: null when it judged the items and found none (the
 * stored prices name no clear best value), undefined when nothing can be judged.
 */
export function judgedBestValue(sheet: FactSheet, language: Language): UseCaseRecommendation | null | undefined {
  const judgement = judgementOf(sheet, language);
  return judgement && (judgement.bestValue ?? null);
}
