import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGetMyPackage } from '@/api/generated/query/packages/packages';
import { ApiError } from '@/api/errors';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { QueryState } from '@/components/query-state';
import { PackageDetails } from './components/package-details';
import { PackageOffers } from './components/package-offers';
import { UsageReportSection } from './components/usage-report';
import './packages.css';

/** My Package: loading, error with retry, loaded, not found. */
export function Component() {
  const { t } = useTranslation('packages');
  useDocumentTitle('pageTitle.package');
  const myPackage = useGetMyPackage();
  const notFound = myPackage.error instanceof ApiError && myPackage.error.status === 404;
  const retry = (
    <Button
      variant="secondary"
      onClick={() => void myPackage.refetch()}
      loading={myPackage.isFetching}
      loadingText={t('loading')}
    >
      {t('retry')}
    </Button>
  );

  return (
    <div className="container my-package">
      <h1>{t('myPackage.title')}</h1>
      <p>{t('myPackage.intro')}</p>
      <QueryState
        query={myPackage}
        page
        hideError={notFound}
        error={(describe) => t('myPackage.loadError', { message: describe(t('myPackage.unknownError')) })}
      />
      {notFound ? (
        <Alert tone="warning" action={retry}>
          {t('myPackage.notFound')}
        </Alert>
      ) : null}
      {myPackage.data ? (
        <>
          <PackageDetails details={myPackage.data} />
          <div className="my-package__actions">
            {myPackage.data.package.name !== 'Level_4' ? (
              <Link className="btn btn--primary" to={paths.app.packageUpgrade.href()}>
                {t('myPackage.upgrade')}
              </Link>
            ) : (
              <Link className="btn btn--secondary" to={paths.app.packageUpgrade.href()}>
                {t('myPackage.allPackages')}
              </Link>
            )}
          </div>
          <PackageOffers pkg={myPackage.data.package} />
          <UsageReportSection />
        </>
      ) : null}
    </div>
  );
}
