// Where a model's report takes its scores (and, with them, its verdict and best value) from the
// judgement computed from the catalogue's facts and the asker's purpose, never from the model.
// When the catalogue does not know every asked item there is nothing to judge: the model's scores
// stay, each named as its estimate by the fact check, and the report has no verdict.
import type { ComparisonScore, Language, ReportVerdict } from '@shared/api/generated/model';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the judgement and the facts it reads
import { judgeSheet } from '../../demo/index';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias
import type { FactSheet, ModelReportSources } from '../../demo/model-facts';

/** The report's scores judged from the facts of `sheet`, naming their source in `sources`; undefined when nothing can be judged. */
export function judgedScores(
  sheet: FactSheet,
  language: Language,
  sources: ModelReportSources,
): ComparisonScore[] | undefined {
  return judgeSheet(sheet, language)?.scores(sources);
}

/**
 * The verdict of the same judgement as judgedScores (both or neither: a verdict beside scores it
 * was not judged with would contradict them); undefined when nothing can be judged.
 */
export function judgedVerdict(sheet: FactSheet, language: Language): ReportVerdict | undefined {
  return judgeSheet(sheet, language)?.verdict;
}
