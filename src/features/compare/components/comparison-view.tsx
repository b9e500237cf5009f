import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { useGetComparison } from '@/api/generated/query/comparisons/comparisons';
import { useGetMyPackage } from '@/api/generated/query/packages/packages';
import { PackageFeature } from '@/api/generated/model';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SlowQueryNotice } from '@/components/ui/slow-notice';
import { Spinner } from '@/components/ui/spinner';
import { ComparisonReport } from './report/comparison-report';

/** The permalink's report, read from the API (or from the cache a fresh run filled). */
export const ComparisonView = forwardRef<HTMLHeadingElement, { comparisonId: string }>(function ComparisonView({ comparisonId }, headingRef) {
  const { t } = useTranslation('compare');
  // A stored comparison does not change (the poll updates its cache entry itself).
  const comparison = useGetComparison(comparisonId, { query: { staleTime: 10 * 60_000 } });
  const myPackage = useGetMyPackage({ query: { staleTime: 5 * 60_000, retry: false } });
  const canExportCsv = myPackage.data?.package.features?.includes(PackageFeature.pdf_csv_export) ?? false;

  if (comparison.isPending) {
    return (
      <>
        {comparison.isFetching ? <Spinner label={t('report.loading')} /> : null}
        <SlowQueryNotice query={comparison} />
      </>
    );
  }
  if (comparison.isError) {
    const notFound = comparison.error instanceof ApiError && comparison.error.status === 404;
    return (
      <Alert
        tone="error"
        action={
          notFound ? undefined : (
            <Button variant="secondary" onClick={() => void comparison.refetch()}>
              {t('retry')}
            </Button>
          )
        }
      >
        {notFound ? t('report.notFound') : t('report.loadError')}
      </Alert>
    );
  }
  return <ComparisonReport ref={headingRef} comparison={comparison.data} showShareButtons canExportCsv={canExportCsv} />;
});
