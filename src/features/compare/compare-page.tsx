import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ADVANCED_COMPARE_LEVELS, levelOf } from '@/config/levels';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSlowPending } from '@/hooks/use-slow-pending';
import { SlowNotice } from '@/components/ui/slow-notice';
import { useStoredUser } from '@/hooks/use-session';
import { parseCompareDraft, readCompareDraft, takeCompareRun, type CompareDraft } from '@/lib/compare-draft';
import type { Comparison } from '@shared/api/generated/model';
import { KeptDraftNote } from '@/components/kept-draft-note';
import { useKeptDraft } from '@/hooks/use-kept-draft';
import { CompareForm } from './components/compare-form';
import { ComparisonView } from './components/comparison-view';
import { HouseAd } from './components/house-ad';
import { PopularComparisons } from './components/popular-comparisons';
import { QueryBar } from './components/query-bar';
import { RunStatus } from './components/run-status';
import { useCompareForm } from './hooks/use-compare-form';
import { useCompareQuota } from './hooks/use-compare-quota';
import { QuotaNote } from './components/quota-note';
import { useRunComparison } from './hooks/use-run-comparison';
import { isNotFound, useStoredComparison } from './hooks/use-stored-comparison';
import { formValuesOf, sameQuery } from './lib/compare-values';
import { isLiveStatus } from './lib/report-progress';
import { reportTitle } from './lib/report-model';
import './compare-page.css';

/** Set on the navigation to a fresh report: that page lands on the report's top. */
interface CompareLocationState {
  focusReport?: boolean;
}

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
  const navigate = useNavigate();
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
  const [editing, setEditing] = useState(false);
  const folded = !!subject && !editing;
  const queryInput = useRef<HTMLInputElement | null>(null);
  const bar = useRef<HTMLFormElement>(null);
  const notFoundRef = useRef<HTMLDivElement>(null);
  const reportTop = useRef<HTMLDivElement>(null);
  const reportHeading = useRef<HTMLHeadingElement>(null);

  // A report arriving (a run, a permalink, another report) puts its query in the bar, folded —
  // adjusted while rendering (React's pattern for state that follows a prop), so the bar never
  // shows the previous query for a frame.
  // A query a 401 had interrupted and that was put back stays over the report it was typed on.
  const [syncedId, setSyncedId] = useState<string | null>(null);
  const [keptOverReport, setKeptOverReport] = useState(false);
  if (shown && syncedId !== shown.id) {
    setSyncedId(shown.id);
    if (keptOverReport) setKeptOverReport(false);
    else {
      setEditing(false);
      form.reset(formValuesOf(shown, advanced));
    }
  }
  const synced = !shown || syncedId === shown.id;

  // A 401 (while typing or during the run) keeps the query; after signing in it is back, unfolded.
  const keptDraft = useKeptDraft<CompareDraft>('compare', {
    read: useCallback(() => {
      const values = form.getValues();
      if (subject && sameQuery(values, subject, advanced)) return null;
      return parseCompareDraft({ ...values, features: values.features ?? [] });
    }, [form, subject, advanced]),
    restore: useCallback(
      (kept: CompareDraft) => {
        form.reset(formValuesOf(kept, advanced));
        setEditing(true);
        setKeptOverReport(!!comparisonId && !stored.data);
      },
      [form, advanced, comparisonId, stored.data, setEditing, setKeptOverReport],
    ),
    parse: parseCompareDraft,
  });

  const run = useRunComparison((comparison) => {
    setEditing(false);
    // The permalink, at once (the server answers as soon as the report is queued): the page shows
    // the report as it is written, and a reload shows the same report, read back from the API.
    void navigate(paths.app.comparison.href(comparison.id), {
      state: { focusReport: true } satisfies CompareLocationState,
    });
  });
  // No comparisons left: said before the run (under the button), and the run is not offered.
  const quota = useCompareQuota();
  const quotaId = useId();
  const blockedBy = quota.kind === 'exhausted' ? quotaId : undefined;
  const submit = form.handleSubmit((values) => {
    if (blockedBy) return;
    keptDraft.dismiss();
    // Only Level_3/4 may send features or the detailed level; never send what the UI locked.
    run.run({
      query: values.query,
      features: advanced ? values.features : [],
      isDetailed: advanced ? values.isDetailed : false,
    });
  });
  // A failed or cancelled report's "Run again": the same query and options, a new comparison; or
  // one of a refused query's suggestions (the refused one cost nothing) with the same options.
  const runAgain = (comparison: Comparison, query = comparison.query) => {
    if (blockedBy) return;
    keptDraft.dismiss();
    form.reset(formValuesOf({ ...comparison, query }, advanced));
    run.run({
      query,
      features: advanced ? comparison.features : [],
      isDetailed: advanced && comparison.isDetailed,
    });
  };

  // History's "Run again" and the landing's "Compare now" (through the sign-in) asked for a run:
  // it starts on arrival, once, through the same submit as the Compare button, when the form holds
  // that very query (it was filled in from the draft or the address). The run lands on the new
  // report's permalink as it is written.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    const requested = takeCompareRun();
    if (!requested || comparisonId || !sameQuery(form.getValues(), requested, advanced)) return;
    if (!blockedBy) void submit();
  });

  // After a fresh run the page lands on the report's top, and focus with it (keyboard and
  // screen-reader users start reading there). Once per navigation.
  const landedKey = useRef<string | null>(null);
  useEffect(() => {
    if (!(location.state as CompareLocationState | null)?.focusReport || landedKey.current === location.key) return;
    const frame = requestAnimationFrame(() => {
      if (!reportHeading.current) return;
      landedKey.current = location.key;
      // The page's top (the query bar right above the report) when that shows the report's
      // heading too; otherwise the report's top itself.
      document.scrollingElement?.scrollTo?.({ top: 0 });
      if (reportHeading.current.getBoundingClientRect().bottom > window.innerHeight)
        reportTop.current?.scrollIntoView?.({ block: 'start' });
      reportHeading.current.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  });

  // Unfolding moves focus into the full form; folding back returns it to the bar.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) queryInput.current?.focus();
    else if (wasEditing.current) bar.current?.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus();
    wasEditing.current = editing;
  }, [editing]);

  // A missing report says so at the top, in view.
  useEffect(() => {
    if (!notFound) return;
    document.scrollingElement?.scrollTo?.({ top: 0 });
    notFoundRef.current?.focus({ preventScroll: true });
  }, [notFound]);

  const choose = (query: string) => {
    form.setValue('query', query);
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
    disabled: run.isPending || !!blockedBy,
    onRun: (query: string) => {
      choose(query);
      void submit();
    },
  };
  // The run itself is short (the report is written afterwards, on its permalink): its button says
  // it is running. Only a request the network holds for 15 s gets a notice, with Cancel and no
  // Retry: the server may already have queued (and counted) the first one.
  const slowRun = useSlowPending(run.isPending);
  const status = (
    <>
      {keptDraft.kept ? <KeptDraftNote onDismiss={keptDraft.dismiss} /> : null}
      <QuotaNote quota={quota} id={quotaId} />
      {slowRun ? <SlowNotice onCancel={run.cancel} /> : null}
      <RunStatus error={run.isPending ? null : run.error} />
    </>
  );
  const values = form.watch();

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
        {/* While a permalink's report loads, neither face shows: it becomes the bar, or the full form if the report is missing. */}
        {(comparisonId && stored.isPending) || (folded && !synced) ? null : folded ? (
          <QueryBar
            barRef={bar}
            form={form}
            queryError={queryError}
            advanced={advanced}
            running={run.isPending}
            actionBelow={isLiveStatus(shown?.status) || shown?.status === 'failed' || shown?.status === 'cancelled'}
            changed={!subject || !sameQuery(values, subject, advanced)}
            onSubmit={submit}
            onEdit={() => setEditing(true)}
            status={status}
            blockedBy={blockedBy}
            read={shown ? { query: shown.query, items: shown.items } : undefined}
          />
        ) : (
          <CompareForm
            form={form}
            queryError={queryError}
            advanced={advanced}
            running={run.isPending}
            onSubmit={submit}
            status={status}
            blockedBy={blockedBy}
            autoFocusQuery={!comparisonId && !draft}
            onQueryInput={(element) => {
              queryInput.current = element;
            }}
            aside={subject ? undefined : <PopularComparisons {...popularProps} />}
            onCollapse={subject ? () => setEditing(false) : undefined}
          />
        )}
      </div>
      {comparisonId ? (
        <div ref={reportTop} className="compare-page__report">
          <ComparisonView
            key={comparisonId}
            ref={reportHeading}
            comparisonId={comparisonId}
            onRunAgain={runAgain}
            running={run.isPending}
            blockedBy={blockedBy}
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
