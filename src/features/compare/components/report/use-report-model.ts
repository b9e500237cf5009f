import { useMemo } from 'react';
import type { ReportDraft } from '@shared/api/generated/model';
import {
  feedbackBeyondCards,
  overallScoreOf,
  scoreSourceOf,
  unidentifiedMatcher,
  withoutRepeatedRows,
} from '@/features/compare/lib/report-model';

const NO_ITEMS: NonNullable<ReportDraft['items']> = [];

/**
 * What the report derives from its sections, each memoised on the slices it reads: while a report
 * is written every poll hands over a new draft object, but the sections already there keep their
 * identity (TanStack Query's structural sharing), so their derived values, and the memoised section
 * components fed with them, stay as they are when another section arrives.
 */
export function useReportModel(result: ReportDraft) {
  const {
    items: rawItems,
    specialized_features,
    comparison_scores,
    user_feedback_summary,
    unidentified_items,
  } = result;
  const items = rawItems ?? NO_ITEMS;
  const itemNames = useMemo(() => items.map((item) => item.name), [items]);
  const specialized = useMemo(
    () => withoutRepeatedRows(specialized_features ?? [], items, comparison_scores),
    [specialized_features, items, comparison_scores],
  );
  const feedback = useMemo(
    () => feedbackBeyondCards(user_feedback_summary ?? [], items),
    [user_feedback_summary, items],
  );
  // Each item's overall score (none before the writer gave scores) and the source it rests on.
  const { overall, overallSources } = useMemo(
    () => ({
      overall:
        comparison_scores && comparison_scores.length > 0
          ? itemNames.map((name) => overallScoreOf(comparison_scores, name))
          : undefined,
      overallSources: itemNames.map((name) => scoreSourceOf(comparison_scores, name)),
    }),
    [comparison_scores, itemNames],
  );
  const isUnidentified = useMemo(() => unidentifiedMatcher({ unidentified_items }), [unidentified_items]);
  return { items, itemNames, specialized, feedback, overall, overallSources, isUnidentified };
}
