import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { useGetSharedComparison } from '@/api/generated/query/comparisons/comparisons';
import {
  getSharedComparisonPathShareIdMax,
  getSharedComparisonPathShareIdRegExp,
} from '@shared/api/generated/zod/comparisons/comparisons.zod';
import type { Comparison, SharedComparison } from '@shared/api/generated/model';
import { paths } from '@/config/paths';
import { ErrorWithRetry } from '@/components/ui/error-with-retry';
import { Spinner } from '@/components/ui/spinner';
import { useIsAuthenticated } from '@/hooks/use-session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDate } from '@/lib/format';
import { ComparisonReport } from './components/report/comparison-report';
import { itemTitle } from './components/report/report-actions';
import '@/components/ui/button.css';
import './shared-report-page.css';

function isShareId(value: string | undefined): value is string {
  return (
    !!value && value.length <= getSharedComparisonPathShareIdMax && getSharedComparisonPathShareIdRegExp.test(value)
  );
}

/**
 * The report component renders a Comparison; a shared one has no owner id, so its share id stands
 * in. Only a finished report can be shared.
 */
function asReport(shared: SharedComparison): Comparison {
  const { shareId, sharedAt: _sharedAt, ...report } = shared;
  return { ...report, id: shareId, shareId, status: 'done' };
}

/** /s/:shareId — a shared comparison, read-only, for anyone, signed in or not. */
export function Component() {
  const { shareId } = useParams();
  const valid = isShareId(shareId);
  const shared = useGetSharedComparison(shareId ?? '', {
    query: {
      enabled: valid,
      staleTime: 5 * 60_000,
    },
  });
  if (
    !valid ||
    (shared.isError && shared.error instanceof ApiError && shared.error.status >= 400 && shared.error.status < 500)
  ) {
    return <SharedNotFound />;
  }
  if (shared.isError) return <SharedLoadError onRetry={() => void shared.refetch()} />;
  if (shared.isPending) return <SharedLoading />;
  return <SharedReport shared={shared.data} />;
}

function SharedLoading() {
  const { t } = useTranslation('share');
  useDocumentTitle({ text: t('page.documentTitle') });
  return (
    <div className="shared-page container">
      <Spinner label={t('page.loading')} />
    </div>
  );
}

function SharedLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('share');
  useDocumentTitle({ text: t('page.documentTitle') });
  return (
    <div className="shared-page container">
      <h1>{t('page.eyebrow')}</h1>
      <ErrorWithRetry onRetry={onRetry}>{t('page.loadError')}</ErrorWithRetry>
    </div>
  );
}

function SharedReport({ shared }: { shared: SharedComparison }) {
  const { t, i18n } = useTranslation('share');
  const signedIn = useIsAuthenticated();
  const comparison = useMemo(() => asReport(shared), [shared]);
  const title = itemTitle(comparison);
  useDocumentTitle({ text: `${title} · ${t('page.documentTitle')}` });
  return (
    <div className="shared-page container">
      <header className="shared-page__header">
        <p className="shared-page__eyebrow">{t('page.eyebrow')}</p>
        <h1>{title}</h1>
        <p className="shared-page__meta">
          <time dateTime={shared.sharedAt}>
            {t('page.sharedOn', { date: formatDate(shared.sharedAt, i18n.language) })}
          </time>
          <span>{t('page.readOnly')}</span>
        </p>
        {signedIn ? null : (
          <p className="shared-page__top-cta">
            <Link to={paths.register.href()}>{t('page.ctaTop')}</Link>
          </p>
        )}
      </header>
      <div className="shared-page__report">
        <ComparisonReport comparison={comparison} readOnly />
      </div>
      <SignUpCallToAction />
    </div>
  );
}

function SignUpCallToAction() {
  const { t } = useTranslation('share');
  const signedIn = useIsAuthenticated();
  return (
    <aside className="shared-page__cta card" aria-labelledby="shared-cta-title">
      <h2 id="shared-cta-title">{t('page.ctaTitle')}</h2>
      <p>{t('page.ctaText')}</p>
      <div className="shared-page__cta-actions">
        {signedIn ? (
          <Link className="btn btn--primary" to={paths.app.compare.href()}>
            {t('page.ctaSignedIn')}
          </Link>
        ) : (
          <>
            <Link className="btn btn--primary" to={paths.register.href()}>
              {t('page.ctaSignUp')}
            </Link>
            <Link className="btn btn--secondary" to={paths.login.href()}>
              {t('page.ctaSignIn')}
            </Link>
          </>
        )}
      </div>
    </aside>
  );
}

function SharedNotFound() {
  const { t } = useTranslation('share');
  useDocumentTitle({ text: t('page.notFoundTitle') });
  return (
    <div className="shared-page shared-page--missing container">
      <div className="card shared-page__missing">
        <h1>{t('page.notFoundTitle')}</h1>
        <p>{t('page.notFoundText')}</p>
        <div className="shared-page__cta-actions">
          <Link className="btn btn--primary" to={paths.home.href()}>
            {t('page.notFoundHome')}
          </Link>
          <Link className="btn btn--secondary" to={paths.register.href()}>
            {t('page.ctaSignUp')}
          </Link>
        </div>
      </div>
    </div>
  );
}
