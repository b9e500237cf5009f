import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comparison } from '@/api/generated/model';
import { AnalysisSections } from './analysis-sections';
import { CollapsibleList } from './collapsible-list';
import { DetailedFeatures } from './detailed-features';
import { FeedbackSummary } from './feedback-summary';
import { ItemCards } from './item-cards';
import { itemTitle, ReportActions } from './report-actions';
import { ScoresSection } from './scores-chart';
import { SpecializedFeatures } from './specialized-features';
import { UseCases } from './use-cases';
import { UserPoll } from './user-poll';
import { useDisplay } from './report-value';
import './report.css';

interface ComparisonReportProps {
  comparison: Comparison;
  /** SPEC §2: the PDF button and share menu appear only when the view is told to show them. */
  showShareButtons?: boolean;
  /** The package's features hold pdf_csv_export. */
  canExportCsv?: boolean;
}

function nonEmpty<T>(value: T[] | undefined | null): value is T[] {
  return Array.isArray(value) && value.length > 0;
}

/**
 * The comparison result view (SPEC §2, §3), in the spec's order. Only summary and items are
 * guaranteed by the contract: every other section is shown only when present and non-empty.
 */
export const ComparisonReport = forwardRef<HTMLHeadingElement, ComparisonReportProps>(function ComparisonReport(
  { comparison, showShareButtons = false, canExportCsv = false },
  headingRef,
) {
  const { t } = useTranslation('compare');
  const display = useDisplay();
  const result = comparison.result;
  const items = result.items ?? [];
  const itemNames = items.map((item) => item.name);
  const columns = Math.max(1, items.length);
  return (
    <article className="report" aria-labelledby="report-title">
      <header className="report__header">
        <div>
          <h2 id="report-title" ref={headingRef} tabIndex={-1}>
            {t('report.title')}
          </h2>
          <p className="report__items-line">{itemTitle(comparison)}</p>
        </div>
        {showShareButtons ? <ReportActions comparison={comparison} canExportCsv={canExportCsv} /> : null}
      </header>

      <section className="report-section" aria-labelledby="report-summary">
        <h3 id="report-summary">{t('report.summary')}</h3>
        <p className="report__summary">{display(result.summary)}</p>
      </section>

      {items.length > 0 ? <ItemCards items={items} /> : null}

      {nonEmpty(result.differences) || nonEmpty(result.similarities) ? (
        <div className="report-pair">
          {nonEmpty(result.differences) ? <CollapsibleList title={t('report.differences')} entries={result.differences} /> : null}
          {nonEmpty(result.similarities) ? <CollapsibleList title={t('report.similarities')} entries={result.similarities} /> : null}
        </div>
      ) : null}

      {nonEmpty(result.specialized_features) ? <SpecializedFeatures categories={result.specialized_features} itemNames={itemNames} /> : null}
      {nonEmpty(result.detailed_feature_comparison) ? <DetailedFeatures categories={result.detailed_feature_comparison} itemNames={itemNames} /> : null}

      {nonEmpty(result.comparison_scores) ? <ScoresSection scores={result.comparison_scores} /> : null}
      <AnalysisSections result={result} columns={columns} />

      {nonEmpty(result.use_case_recommendations) ? <UseCases recommendations={result.use_case_recommendations} /> : null}
      {nonEmpty(result.user_feedback_summary) ? <FeedbackSummary feedback={result.user_feedback_summary} /> : null}
      {result.poll && nonEmpty(result.poll.options) ? <UserPoll comparisonId={comparison.id} poll={result.poll} /> : null}
    </article>
  );
});
