import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SlowQueryNotice } from '@/components/ui/slow-notice';
import { Spinner } from '@/components/ui/spinner';
import { isNotFound, useStoredComparison } from '../hooks/use-stored-comparison';
import { ComparisonReport } from './report/comparison-report';

/**
 * The permalink's report, read from the API (or from the cache a fresh run filled). A report
 * that cannot be found is announced by the page at its top, not down here.
 */
export const ComparisonView = forwardRef<HTMLHeadingElement, { comparisonId: string }>(function ComparisonView(
  { comparisonId },
  headingRef,
) {
  const { t } = useTranslation('compare');
  const comparison = useStoredComparison(comparisonId);

  if (comparison.isPending) {
    return (
      <>
        {comparison.isFetching ? <Spinner label={t('report.loading')} /> : null}
        <SlowQueryNotice query={comparison} />
      </>
    );
  }
  if (comparison.isError) {
    if (isNotFound(comparison.error)) return null;
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
  return <ComparisonReport ref={headingRef} comparison={comparison.data} showShareButtons />;
});
