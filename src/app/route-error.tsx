import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ContractError } from '@/api/errors';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

// Its own chunk: the entry (and so the landing page's budget) does not carry the 404 page.
const NotFoundPage = lazy(() => import('./not-found-page').then((module) => ({ default: module.NotFoundPage })));

/** Error boundary of every route section: a clear message, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <RouteFailure error={error} />;
}

function RouteFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  useDocumentTitle('pageTitle.error');
  const message = error instanceof ContractError ? t('errors.contract') : t('errors.unexpected');
  return (
    <div className="container" style={{ padding: '2rem 1rem' }}>
      <Alert tone="error">{message}</Alert>
      <Link to={paths.home.href()}>{t('errors.backHome')}</Link>
    </div>
  );
}

/** The 404 page (title, a compare box, the popular comparisons), loaded on demand. */
export function NotFound() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <NotFoundPage />
    </Suspense>
  );
}
