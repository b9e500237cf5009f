// Where a model's report takes its scores (and, with them, its verdict and best value) from the
// judgement computed from the catalogue's facts and the asker's purpose, never from the model.
// Until that judgement is plugged in here, it answers nothing, and the model's scores stay, each
// named as the model's estimate by the fact check.
import type { ComparisonScore, Language } from '@shared/api/generated/model';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the facts the judgement reads
import type { FactSheet } from '../../demo/model-facts';

/** The report's scores judged from the facts of `sheet`; undefined while no judgement covers them. */
export function judgedScores(sheet: FactSheet, language: Language): ComparisonScore[] | undefined {
  void sheet;
  void language;
  return undefined;
}
