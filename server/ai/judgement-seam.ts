// Where a model's report takes its scores (and, with them, its verdict and best value) from the
// judgement computed from the catalogue's facts and the asker's purpose, never from the model.
// Until that judgement is plugged in here, it answers nothing, and the model's scores stay, each
// named as the model's estimate by the fact check, and the report has no verdict of its own (a
// reader reads it from the scores).
import type { ComparisonScore, Language, ReportVerdict } from '@shared/api/generated/model';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the facts the judgement reads
import type { FactSheet } from '../../demo/model-facts';

/** The report's scores judged from the facts of `sheet`; undefined while no judgement covers them. */
export function judgedScores(sheet: FactSheet, language: Language): ComparisonScore[] | undefined {
  void sheet;
  void language;
  return undefined;
}

/**
 * The verdict of the same judgement as judgedScores (both or neither: a verdict beside scores it
 * was not judged with would contradict them); undefined while no judgement covers the sheet.
 */
export function judgedVerdict(sheet: FactSheet, language: Language): ReportVerdict | undefined {
  void sheet;
  void language;
  return undefined;
}
