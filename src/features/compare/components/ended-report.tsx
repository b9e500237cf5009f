import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comparison } from '@shared/api/generated/model';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { reportTitle } from '../lib/report-model';
import { QuerySuggestions } from './query-suggestions';
import { ReportHeader } from './report/report-header';
import './report/report.css';

export interface RunAgainProps {
  /** Runs the same query (or `query` instead, a suggestion), features and detail level again: a new comparison. */
  onRunAgain?: (comparison: Comparison, query?: string) => void;
  running?: boolean;
  /** Set when no run is possible (no comparisons left): the id of the reason. */
  blockedBy?: string;
}

/**
 * A report that ended without a result: failed (the server's reason, already in the user's
 * language) or cancelled by the user. Neither was counted against the package; the same query can
 * be run again from here, or edited in the query bar above, and a query the writer refused offers
 * the queries it suggested instead ("Compare iPhone 15 vs Samsung Galaxy S24").
 */
export const EndedReport = forwardRef<HTMLHeadingElement, { comparison: Comparison } & RunAgainProps>(
  function EndedReport({ comparison, onRunAgain, running = false, blockedBy }, headingRef) {
    const { t } = useTranslation('compare');
    const failed = comparison.status === 'failed';
    const runAgain = onRunAgain ? (
      <Button
        variant="secondary"
        onClick={() => onRunAgain(comparison)}
        loading={running}
        loadingText={t('form.submitting')}
        disabled={!!blockedBy}
        aria-describedby={blockedBy}
      >
        {t('report.ended.runAgain')}
      </Button>
    ) : null;
    return (
      <article className="report" lang={comparison.language} aria-labelledby="report-title">
        <ReportHeader ref={headingRef} itemsLine={reportTitle(comparison)} understood={comparison.understood} />
        {failed ? (
          <>
            <Alert tone="error" action={runAgain}>
              {comparison.failure?.message?.trim() || t('report.ended.failed')}
            </Alert>
            <QuerySuggestions
              comparison={comparison}
              suggestions={comparison.failure?.suggestions}
              onRunAgain={onRunAgain}
              running={running}
              blockedBy={blockedBy}
            />
          </>
        ) : (
          <Alert tone="info" action={runAgain}>
            {comparison.counted ? t('report.ended.cancelledCounted') : t('report.ended.cancelled')}
          </Alert>
        )}
      </article>
    );
  },
);
