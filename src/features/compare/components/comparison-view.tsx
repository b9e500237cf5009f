import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDraft, ReportSectionName } from '@shared/api/generated/model';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SlowQueryNotice } from '@/components/ui/slow-notice';
import { Spinner } from '@/components/ui/spinner';
import { usePackageAccess } from '@/hooks/use-package-access';
import { isNotFound, useRefreshWhenEnded, useStoredComparison } from '../hooks/use-stored-comparison';
import { isLiveStatus, type LiveReport } from '../lib/report-progress';
import { EndedReport, type RunAgainProps } from './ended-report';
import { LiveStatus } from './live-status';
import { QuerySuggestions } from './query-suggestions';
import { ComparisonReport } from './report/comparison-report';

const NO_DRAFT: ReportDraft = {};
const NO_SECTIONS: ReportSectionName[] = [];

/**
 * The permalink's report, read from the API (or from the cache a fresh run filled). Queued or
 * being written: the header, the sections so far and placeholders for the rest, under one progress
 * line, read again about once a second until it ends. Done: the whole report with its actions.
 * Failed or cancelled: why, and a way to run it again. A report that cannot be found is announced
 * by the page at its top, not down here.
 */
export const ComparisonView = forwardRef<HTMLHeadingElement, { comparisonId: string } & RunAgainProps>(
  function ComparisonView({ comparisonId, ...runAgain }, headingRef) {
    const { t } = useTranslation('compare');
    const comparison = useStoredComparison(comparisonId);
    const chart = usePackageAccess('graphical_representation');
    const data = comparison.data;
    const status = data?.status;
    useRefreshWhenEnded(status);
    const draft = data?.draft ?? NO_DRAFT;
    const pending = data?.progress?.pending ?? NO_SECTIONS;
    // Same object while nothing arrives: the memoised report and its sections are not redrawn.
    const live = useMemo<LiveReport | undefined>(
      () =>
        isLiveStatus(status) ? { draft, pending, writing: status === 'writing' ? pending[0] : undefined } : undefined,
      [status, draft, pending],
    );

    // Not found (never, or deleted meanwhile): the page says so at its top.
    if (isNotFound(comparison.error)) return null;
    if (!data) {
      if (comparison.isPending) {
        return (
          <>
            {comparison.isFetching ? <Spinner label={t('report.loading')} /> : null}
            <SlowQueryNotice query={comparison} />
          </>
        );
      }
      return (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" onClick={() => void comparison.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('report.loadError')}
        </Alert>
      );
    }
    if (status === 'failed' || status === 'cancelled')
      return <EndedReport ref={headingRef} comparison={data} {...runAgain} />;
    if (live) {
      // A read that failed while the report is written: what is on screen stays, the next read may work.
      const lost = comparison.isError;
      return (
        <ComparisonReport
          ref={headingRef}
          comparison={data}
          live={live}
          chart={chart}
          status={
            <>
              <LiveStatus comparison={data} />
              {lost ? <p className="live-status__lost">{t('report.live.connectionLost')}</p> : null}
            </>
          }
        />
      );
    }
    // A report that left a name unidentified offers the corrected query ("did you mean …?"), one click to run.
    return (
      <ComparisonReport
        ref={headingRef}
        comparison={data}
        showShareButtons
        chart={chart}
        suggestions={<QuerySuggestions comparison={data} suggestions={data.suggestions} {...runAgain} />}
      />
    );
  },
);
