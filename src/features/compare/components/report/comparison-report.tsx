import { forwardRef, memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  overallScoreOf,
  ownedComparison,
  reportTitle,
  unidentifiedMatcher,
  withoutRepeatedRows,
  feedbackBeyondCards,
  type ReportComparison,
} from '@/features/compare/lib/report-model';
import { ANALYSIS_SECTIONS, AnalysisSections } from './analysis-sections';
import { CollapsibleList } from './collapsible-list';
import { DetailedFeatures } from './detailed-features';
import { FeedbackSummary } from './feedback-summary';
import { ItemCards } from './item-cards';
import { ReportActions } from './report-actions';
import { ItemBar, SectionIndex, type IndexEntry } from './report-nav';
import { ReportNotices, Verdict } from './report-top';
import { ScoresSection } from './scores-chart';
import { SpecializedFeatures } from './specialized-features';
import { UseCases } from './use-cases';
import { UserPoll } from './user-poll';
import { useDisplay } from './report-value';
import './report.css';

interface ComparisonReportProps {
  /** A signed-in user's comparison, or a publicly shared one (no id: the poll is read-only). */
  comparison: ReportComparison;
  /** SPEC §2: the PDF button and share menu appear only when the view is told to show them (own comparisons only). */
  showShareButtons?: boolean;
  /** Anything else for the header's action area (e.g. a public page's call to action). */
  actions?: ReactNode;
  /** A reader's view (the public share page): the poll shows its results without voting. */
  readOnly?: boolean;
}

function nonEmpty<T>(value: T[] | undefined | null): value is T[] {
  return Array.isArray(value) && value.length > 0;
}

/**
 * The comparison result view (SPEC §2, §3), built around the reader: notices and the verdict
 * first, then the summary, a sticky bar with the items and a section index, then every section
 * in the spec's order, each figure shown once. Only summary and items are guaranteed by the
 * contract: every other section is shown only when present and non-empty. Sections are
 * memoised on their slice of the result, so an unrelated re-render does not redraw them.
 */
export const ComparisonReport = memo(
  forwardRef<HTMLHeadingElement, ComparisonReportProps>(function ComparisonReport(
    { comparison, showShareButtons = false, actions, readOnly = false },
    headingRef,
  ) {
    const { t } = useTranslation('compare');
    const display = useDisplay();
    const result = comparison.result;
    const owned = ownedComparison(comparison);
    const model = useMemo(() => {
      const items = result.items ?? [];
      const itemNames = items.map((item) => item.name);
      const specialized = withoutRepeatedRows(result.specialized_features ?? [], items, result.comparison_scores);
      const feedback = feedbackBeyondCards(result.user_feedback_summary ?? [], items);
      const overall = nonEmpty(result.comparison_scores)
        ? itemNames.map((name) => overallScoreOf(result.comparison_scores, name))
        : undefined;
      return { items, itemNames, specialized, feedback, overall, isUnidentified: unidentifiedMatcher(result) };
    }, [result]);
    const { items, itemNames, specialized, feedback } = model;
    const columns = Math.max(1, items.length);

    const index: IndexEntry[] = [];
    const add = (present: boolean, id: string, label: string) => present && index.push({ id, label });
    add(items.length > 0, 'report-items', t('report.items'));
    add(nonEmpty(result.differences), 'report-differences', t('report.differences'));
    add(nonEmpty(result.similarities), 'report-similarities', t('report.similarities'));
    add(specialized.length > 0, 'report-specialized', t('report.specialized'));
    add(nonEmpty(result.detailed_feature_comparison), 'report-detailed', t('report.detailedComparison'));
    add(nonEmpty(result.comparison_scores), 'report-scores', t('report.scores'));
    for (const section of ANALYSIS_SECTIONS)
      add(!!result[section.source]?.length, `report-analysis-${section.key}`, t(`report.analysis.${section.key}`));
    add(nonEmpty(result.use_case_recommendations), 'report-use-cases', t('report.useCases'));
    add(feedback.length > 0, 'report-feedback', t('report.feedback'));
    add(Boolean(result.poll && nonEmpty(result.poll.options)), 'report-poll', t('report.poll'));

    return (
      <article className="report" lang={comparison.language} aria-labelledby="report-title">
        <header className="report__header">
          <div>
            <h2
              id="report-title"
              ref={headingRef}
              tabIndex={-1}
              // Focus lands here after a run: bring the report's top (notices, verdict) into view with it.
              onFocus={(event) => event.currentTarget.closest('article')?.scrollIntoView?.({ block: 'start' })}
            >
              {t('report.title')}
            </h2>
            <p className="report__items-line">{reportTitle(comparison)}</p>
          </div>
          {(showShareButtons && owned) || actions ? (
            <div className="report__actions">
              {showShareButtons && owned ? <ReportActions comparison={owned} /> : null}
              {actions}
            </div>
          ) : null}
        </header>

        <ReportNotices source={comparison.source} unidentified={result.unidentified_items} />
        <Verdict result={result} />

        <section className="report-section report-section--summary" aria-labelledby="report-summary">
          <h3 id="report-summary">{t('report.summary')}</h3>
          <p className="report__summary">{display(result.summary)}</p>
        </section>

        {items.length > 1 ? <ItemBar names={itemNames} scores={model.overall} /> : null}
        <SectionIndex entries={index} />

        {items.length > 0 ? (
          <ItemCards items={items} feedback={result.user_feedback_summary} isUnidentified={model.isUnidentified} />
        ) : null}

        {nonEmpty(result.differences) || nonEmpty(result.similarities) ? (
          <div className="report-pair">
            {nonEmpty(result.differences) ? (
              <CollapsibleList
                title={t('report.differences')}
                entries={result.differences}
                headingId="report-differences"
              />
            ) : null}
            {nonEmpty(result.similarities) ? (
              <CollapsibleList
                title={t('report.similarities')}
                entries={result.similarities}
                headingId="report-similarities"
              />
            ) : null}
          </div>
        ) : null}

        {specialized.length > 0 ? <SpecializedFeatures categories={specialized} itemNames={itemNames} /> : null}
        {nonEmpty(result.detailed_feature_comparison) ? (
          <DetailedFeatures categories={result.detailed_feature_comparison} itemNames={itemNames} />
        ) : null}

        {nonEmpty(result.comparison_scores) ? <ScoresSection scores={result.comparison_scores} /> : null}
        <AnalysisSections result={result} columns={columns} />

        {nonEmpty(result.use_case_recommendations) ? (
          <UseCases recommendations={result.use_case_recommendations} />
        ) : null}
        {feedback.length > 0 ? <FeedbackSummary feedback={feedback} /> : null}
        {result.poll && nonEmpty(result.poll.options) ? (
          <UserPoll comparisonId={owned?.id} poll={result.poll} readOnly={readOnly || !owned} />
        ) : null}
      </article>
    );
  }),
);
