import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ContractError } from '@/api/errors';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';

/** Error boundary of every route section: a clear message, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message = error instanceof ContractError ? t('errors.contract') : t('errors.unexpected');
  return (
    <div className="container" style={{ padding: '2rem 1rem' }}>
      <Alert tone="error">{message}</Alert>
      <Link to={paths.home.href()}>{t('errors.backHome')}</Link>
    </div>
  );
}

export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <div className="container" style={{ padding: '2rem 1rem' }}>
      <h1>{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFoundText')}</p>
      <Link to={paths.home.href()}>{t('errors.backHome')}</Link>
    </div>
  );
}
