import { useRef } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ADVANCED_COMPARE_LEVELS, levelOf } from '@/config/levels';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useStoredUser } from '@/hooks/use-session';
import { readCompareDraft } from '@/lib/compare-draft';
import { CompareQuerySection } from './components/compare-query-section';
import { ComparisonView } from './components/comparison-view';
import { HouseAd } from './components/house-ad';
import { PopularComparisons } from './components/popular-comparisons';
import { useCompareForm } from './hooks/use-compare-form';
import { useComparePageFocus } from './hooks/use-compare-page-focus';
import { useCompareRuns } from './hooks/use-compare-runs';
import { useFoldedQuery } from './hooks/use-folded-query';
import { isNotFound, useStoredComparison } from './hooks/use-stored-comparison';
import { formValuesOf } from './lib/compare-values';
import { reportTitle } from './lib/report-model';
import './compare-page.css';

/**
 * /app/compare and its permalink /app/compare/:comparisonId (the same module). Before a run: the
 * full form with the popular list beside it. With a report (or a query to run again from the
 * history): the form folds into the one-line query bar, the report follows, the popular list
 * waits folded below it.
 */
export function Component() {
  const { t } = useTranslation('compare');
  const { t: ts } = useTranslation('share');
  const { comparisonId } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const user = useStoredUser();
  const advanced = ADVANCED_COMPARE_LEVELS.includes(levelOf(user?.package_name));
  const draft = comparisonId ? null : readCompareDraft(location.state);
  const stored = useStoredComparison(comparisonId);
  const shown = stored.data;
  const notFound = !!comparisonId && stored.isError && isNotFound(stored.error);
  const subject = shown ?? draft;
  // The permalink is named after its report's items (once read); the compare screen is "Compare".
  useDocumentTitle(
    comparisonId ? (shown ? { text: reportTitle(shown) } : 'pageTitle.comparison') : 'pageTitle.compare',
  );
  const { form, queryError } = useCompareForm(formValuesOf(subject, advanced, searchParams.get('q') ?? ''));
  const query = useFoldedQuery({ form, shown, subject, advanced, comparisonId });
  const { folded, setEditing, keptDraft } = query;
  const runs = useCompareRuns({
    form,
    advanced,
    comparisonId,
    dismissKept: keptDraft.dismiss,
    onQueued: () => setEditing(false),
  });
  const queryInput = useRef<HTMLInputElement | null>(null);
  const bar = useRef<HTMLFormElement>(null);
  const notFoundRef = useRef<HTMLDivElement>(null);
  const reportTop = useRef<HTMLDivElement>(null);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  useComparePageFocus({ queryInput, bar, notFoundRef, reportTop, reportHeading }, query.editing, notFound);

  const choose = (chosen: string) => {
    form.setValue('query', chosen);
    form.clearErrors('query');
    if (folded) {
      bar.current?.scrollIntoView?.({ block: 'start' });
      bar.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus({ preventScroll: true });
    } else {
      queryInput.current?.focus();
    }
  };
  const popularProps = {
    onChoose: choose,
    disabled: runs.run.isPending || !!runs.blockedBy,
    onRun: (chosen: string) => {
      choose(chosen);
      void runs.submit();
    },
  };

  return (
    <div className={`compare-page${folded ? ' compare-page--folded' : ''}`}>
      <div className="compare-page__intro report-no-print">
        <h1>{t('title')}</h1>
        {folded ? null : <p>{t('intro')}</p>}
      </div>
      {notFound ? (
        <div ref={notFoundRef} tabIndex={-1} className="compare-page__not-found">
          <Alert tone="error" action={<Link to={paths.app.compare.href()}>{ts('queryBar.notFoundAction')}</Link>}>
            {t('report.notFound')}
          </Alert>
        </div>
      ) : null}
      <div className="report-no-print">
        <CompareQuerySection
          form={form}
          queryError={queryError}
          advanced={advanced}
          runs={runs}
          hidden={(!!comparisonId && stored.isPending) || (folded && !query.synced)}
          folded={folded}
          shown={shown}
          subject={subject}
          kept={keptDraft}
          onEdit={setEditing}
          barRef={bar}
          onQueryInput={(element) => {
            queryInput.current = element;
          }}
          autoFocusQuery={!comparisonId && !draft}
          aside={subject ? undefined : <PopularComparisons {...popularProps} />}
        />
      </div>
      {comparisonId ? (
        <div ref={reportTop} className="compare-page__report">
          <ComparisonView
            key={comparisonId}
            ref={reportHeading}
            comparisonId={comparisonId}
            onRunAgain={runs.runAgain}
            running={runs.run.isPending}
            blockedBy={runs.blockedBy}
          />
        </div>
      ) : null}
      {subject ? (
        <div className="compare-page__more report-no-print">
          <PopularComparisons collapsible {...popularProps} />
        </div>
      ) : null}
      <HouseAd />
    </div>
  );
}
