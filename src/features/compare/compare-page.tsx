import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ADVANCED_COMPARE_LEVELS, levelOf } from '@/config/levels';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useStoredUser } from '@/hooks/use-session';
import { CompareForm } from './components/compare-form';
import { ComparisonView } from './components/comparison-view';
import { SlowNotice } from '@/components/ui/slow-notice';
import { useSlowPending } from '@/hooks/use-slow-pending';
import { RunStatus } from './components/run-status';
import { useRunComparison } from './hooks/use-run-comparison';
import './compare-page.css';

/** /app/compare and its permalink /app/compare/:comparisonId (the same module). */
export function Component() {
  const { t } = useTranslation('compare');
  useDocumentTitle('pageTitle.compare');
  const { comparisonId } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const user = useStoredUser();
  const advanced = ADVANCED_COMPARE_LEVELS.includes(levelOf(user?.package_name));
  const [startedAt, setStartedAt] = useState(0);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const focusReport = useRef(false);

  const run = useRunComparison((comparison) => {
    focusReport.current = true;
    // The permalink: a reload shows the same report, read back from the API.
    void navigate(paths.app.comparison.href(comparison.id));
  });

  // After a fresh run, move focus to the new report so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (!focusReport.current || !comparisonId) return;
    const frame = requestAnimationFrame(() => {
      if (reportHeading.current) {
        reportHeading.current.focus();
        focusReport.current = false;
      }
    });
    return () => cancelAnimationFrame(frame);
  });

  // "Taking longer than usual" after 15 s: Retry runs the same request again, Cancel aborts it.
  const slowRun = useSlowPending(run.isPending);
  const lastRun = useRef<Parameters<typeof run.mutate>[0] | null>(null);
  const retryRun = () => {
    if (!lastRun.current) return;
    setStartedAt(Date.now());
    run.mutate(lastRun.current);
  };

  return (
    <div className="compare-page">
      <div className="compare-page__intro report-no-print">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      <div className="report-no-print">
        <CompareForm
          advanced={advanced}
          initialQuery={searchParams.get('q') ?? ''}
          running={run.isPending}
          onRun={(body) => {
            setStartedAt(Date.now());
            lastRun.current = body;
            run.mutate(body);
          }}
          status={
            <>
              {slowRun ? <SlowNotice onRetry={retryRun} onCancel={run.cancel} /> : null}
              <RunStatus running={run.isPending} startedAt={startedAt} error={run.error} onCancel={run.cancel} />
            </>
          }
        />
      </div>
      {comparisonId ? <ComparisonView key={comparisonId} ref={reportHeading} comparisonId={comparisonId} /> : null}
    </div>
  );
}
