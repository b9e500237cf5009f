import { forwardRef, memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comparison, ReportDraft, ReportSectionName } from '@shared/api/generated/model';
import { ownedComparison, reportTitle, type ReportComparison } from '@/features/compare/lib/report-model';
import type { DoneComparison, LiveReport } from '@/features/compare/lib/report-progress';
import { ANALYSIS_SECTIONS, AnalysisSections } from './analysis-sections';
import { CollapsibleList } from './collapsible-list';
import { DetailedFeatures } from './detailed-features';
import { FeedbackSummary } from './feedback-summary';
import { ItemCards } from './item-cards';
import { PendingSection } from './pending-section';
import { PersonalScorePanel } from './personal-score';
import { PrioritiesInvitation } from './priorities-invitation';
import { ReportLanguageNote } from './report-language-note';
import { ReportActions } from './report-actions';
import { ReportHeader } from './report-header';
import { ItemBar, SectionIndex, type IndexEntry } from './report-nav';
import { ReportNotices, Verdict } from './report-top';
import { ScoresSection } from './scores-chart';
import type { PackageAccess } from '@/hooks/use-package-access';
import { SpecializedFeatures } from './specialized-features';
import { UseCases } from './use-cases';
import { UserPoll } from './user-poll';
import { useDisplay } from './report-value';
import { useReportModel } from './use-report-model';
import { ReportFoldProvider, useCompactReport, useReportFoldState } from './report-fold';
import { QuotedSources, ReportSourcesProvider, SourcesSection } from './report-sources';
import './report.css';

interface ComparisonReportProps {
  /** A signed-in user's comparison, or a publicly shared one (no id: the poll is read-only). */
  comparison: ReportComparison;
  /** The PDF button and share menu appear only when the view is told to show them (own comparisons only). */
  showShareButtons?: boolean;
  /** Anything else for the header's action area (e.g. a public page's call to action). */
  actions?: ReactNode;
  /** A reader's view (the public share page): the poll shows its results without voting. */
  readOnly?: boolean;
  /**
   * A report still being written: its sections so far (instead of `comparison.result`) and the
   * ones to come, each shown as a placeholder in its place. No actions, index or voting until it is done.
   */
  live?: LiveReport;
  /** Right under the header: the live report's progress line. */
  status?: ReactNode;
  /** Under the notices: queries to run instead when a name was not identified (the permalink's own report). */
  suggestions?: ReactNode;
  /** The reader's `graphical_representation` (the score chart); a public report shows the chart. */
  chart?: PackageAccess;
}

const EMPTY: ReportDraft = {};

function nonEmpty<T>(value: T[] | undefined | null): value is T[] {
  return Array.isArray(value) && value.length > 0;
}

function withResult(comparison: Comparison | null): DoneComparison | null {
  return comparison?.result ? (comparison as DoneComparison) : null;
}

// The compare texts' translator, for the helpers below that are not components.
type TFunction = ReturnType<typeof useTranslation<'compare'>>['t'];

/** A section still to come, in its place; nothing once it has arrived or the report is done. */
type PendingSlot = (name: ReportSectionName, title: string) => ReactNode;

/** The index's entries: one for each section the finished report shows, in the report's order. */
function sectionIndex(
  result: ReportDraft,
  { items, specialized, feedback }: Pick<ReturnType<typeof useReportModel>, 'items' | 'specialized' | 'feedback'>,
  t: TFunction,
): IndexEntry[] {
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
  add(nonEmpty(result.sources), 'report-sources', t('report.sources.title'));
  return index;
}

/** Differences and similarities side by side, each in its place while it is still to come. */
function DifferencesAndSimilarities({ result, pending }: { result: ReportDraft; pending: PendingSlot }) {
  const { t } = useTranslation('compare');
  const differences = nonEmpty(result.differences) ? (
    <CollapsibleList
      title={t('report.differences')}
      entries={result.differences}
      headingId="report-differences"
      footer={<QuotedSources section="differences" />}
    />
  ) : (
    pending('differences', t('report.differences'))
  );
  const similarities = nonEmpty(result.similarities) ? (
    <CollapsibleList
      title={t('report.similarities')}
      entries={result.similarities}
      headingId="report-similarities"
      footer={<QuotedSources section="similarities" />}
    />
  ) : (
    pending('similarities', t('report.similarities'))
  );
  return differences || similarities ? (
    <div className="report-pair">
      {differences}
      {similarities}
    </div>
  ) : null;
}

/**
 * The comparison result view, built around the reader: notices and the verdict
 * first, then the summary, a sticky bar with the items and a section index, then every section
 * in the spec's order, each figure shown once. Only summary and items are guaranteed by the
 * contract: every other section is shown only when present and non-empty. Sections are
 * memoised on their slice of the result, so an unrelated re-render, or another section arriving
 * while the report is written, does not redraw them.
 */
export const ComparisonReport = memo(
  forwardRef<HTMLHeadingElement, ComparisonReportProps>(function ComparisonReport(
    { comparison, showShareButtons = false, actions, readOnly = false, live, status, chart, suggestions },
    headingRef,
  ) {
    const { t } = useTranslation('compare');
    const display = useDisplay();
    const result = live?.draft ?? comparison.result ?? EMPTY;
    const owned = ownedComparison(comparison);
    const finished = live ? null : withResult(owned);
    const { items, itemNames, specialized, feedback, overall, overallSources, isUnidentified } = useReportModel(result);
    const columns = Math.max(1, items.length);
    const writing = live?.writing;
    // On a phone: sections folded to their headlines, the index sticky (report-fold.tsx).
    const compact = useCompactReport();
    const fold = useReportFoldState(compact);
    // A section still to come, in its place (nothing once the report is done).
    const pending: PendingSlot = (name, title) =>
      live?.pending.includes(name) ? <PendingSection name={name} title={title} writing={writing === name} /> : null;
    // The verdict card only from the report's own verdict: while it is still to come, its slot (a
    // card read from the scores alone could say what the finished report then contradicts).
    const verdictToCome = !!live?.pending.includes('verdict');

    // The index jumps between sections; it waits for the whole report rather than grow chip by chip.
    const index = live ? [] : sectionIndex(result, { items, specialized, feedback }, t);
    const headerActions =
      (showShareButtons && finished) || actions ? (
        <>
          {showShareButtons && finished ? <ReportActions comparison={finished} /> : null}
          {actions}
        </>
      ) : null;

    return (
      <ReportFoldProvider value={fold}>
        <ReportSourcesProvider sources={result.sources}>
          <article
            className={`report${compact ? ' report--compact' : ''}`}
            lang={comparison.language}
            aria-labelledby="report-title"
          >
            <ReportHeader
              ref={headingRef}
              itemsLine={reportTitle(comparison, result)}
              understood={comparison.understood}
              actions={headerActions}
            />
            {status}

            <ReportNotices
              source={comparison.source}
              unidentified={result.unidentified_items}
              writtenAt={comparison.finishedAt ?? comparison.createdAt}
              writing={!!live}
              notCounted={finished?.counted === false}
            />
            <ReportLanguageNote language={comparison.language} />
            {suggestions}
            {verdictToCome ? pending('verdict', t('report.verdict')) : <Verdict result={result} />}
            {owned?.personal_score ? (
              <PersonalScorePanel personal={owned.personal_score} />
            ) : owned && !readOnly ? (
              // Only on the reader's own report: a shared page is read by anyone, signed in or not.
              <PrioritiesInvitation />
            ) : null}

            {!live || result.summary !== undefined ? (
              <section className="report-section report-section--summary" aria-labelledby="report-summary">
                <h3 id="report-summary">{t('report.summary')}</h3>
                <p className="report__summary">{display(result.summary)}</p>
                <QuotedSources section="summary" />
              </section>
            ) : (
              pending('summary', t('report.summary'))
            )}

            {items.length > 1 ? <ItemBar names={itemNames} scores={overall} sources={overallSources} /> : null}
            <SectionIndex entries={index} />

            {items.length > 0 ? (
              <ItemCards items={items} feedback={result.user_feedback_summary} isUnidentified={isUnidentified} />
            ) : (
              pending('items', t('report.items'))
            )}

            <DifferencesAndSimilarities result={result} pending={pending} />

            {specialized.length > 0 ? (
              <SpecializedFeatures categories={specialized} itemNames={itemNames} />
            ) : (
              pending('specialized_features', t('report.specialized'))
            )}
            {nonEmpty(result.detailed_feature_comparison) ? (
              <DetailedFeatures categories={result.detailed_feature_comparison} itemNames={itemNames} />
            ) : (
              pending('detailed_feature_comparison', t('report.detailedComparison'))
            )}

            {nonEmpty(result.comparison_scores) ? (
              <ScoresSection scores={result.comparison_scores} chart={chart} />
            ) : (
              pending('comparison_scores', t('report.scores'))
            )}
            <AnalysisSections
              result={result}
              columns={columns}
              pending={live?.pending}
              writing={writing}
              sentimentAsked={comparison.features.includes('sentiment')}
            />

            {nonEmpty(result.use_case_recommendations) ? (
              <UseCases recommendations={result.use_case_recommendations} />
            ) : (
              pending('use_case_recommendations', t('report.useCases'))
            )}
            {feedback.length > 0 ? (
              <FeedbackSummary feedback={feedback} />
            ) : (
              pending('user_feedback_summary', t('report.feedback'))
            )}
            {result.poll && nonEmpty(result.poll.options) ? (
              <UserPoll comparisonId={owned?.id} poll={result.poll} readOnly={readOnly || !finished} />
            ) : (
              pending('poll', t('report.poll'))
            )}
            {live ? null : <SourcesSection />}
          </article>
        </ReportSourcesProvider>
      </ReportFoldProvider>
    );
  }),
);
