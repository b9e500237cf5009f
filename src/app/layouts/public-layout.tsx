import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from '@/components/site-footer';
import { PublicHeader } from './public-header';
import { ScrollToHash } from './scroll-to-hash';
import { RouteFallback } from './route-fallback';

export function PublicLayout() {
  const { t } = useTranslation('common');
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <PublicHeader />
      <ScrollToHash />
      <main id="main-content" tabIndex={-1}>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}
