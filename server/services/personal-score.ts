// Who sees a personal score on a report, and with which weights: the reader's package must list
// `personalized_score` (the gate follows the package's own feature list, not a level), and the
// reader must have saved weights. The score itself is domain/personal-score.ts.
import type { Comparison, PackageFeature, ScoreWeights } from '@shared/api/generated/model';
import type { Db } from '../db/connect';
import { personalScore } from '../domain/personal-score';
import { hasFeature } from './packages';
import type { UserRow } from '../db/users';

export const PERSONAL_SCORE_FEATURE: PackageFeature = 'personalized_score';

/** The weights a user saved (validated by the contract when they were), or undefined. */
export const weightsOf = (user: Pick<UserRow, 'score_weights'>): ScoreWeights | undefined =>
  (user.score_weights as ScoreWeights | null) ?? undefined;

/** The comparison with the reader's `personal_score` added, when they are entitled to one and it can be computed. */
export async function withPersonalScore(db: Db, user: UserRow, comparison: Comparison): Promise<Comparison> {
  const weights = weightsOf(user);
  const report = comparison.result ?? comparison.draft;
  if (!weights || !report || !(await hasFeature(db, user, PERSONAL_SCORE_FEATURE))) return comparison;
  const personal = personalScore(report, weights, comparison.progress?.pending);
  return personal ? { ...comparison, personal_score: personal } : comparison;
}
