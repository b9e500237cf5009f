import { Suspense, useCallback, useRef, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { levelOf } from '@/config/levels';
import { SiteFooter } from '@/components/site-footer';
import { useStoredUser } from '@/hooks/use-session';
import { useCurrentUser } from '@/hooks/use-current-user';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { NotInPackageNotice } from './not-in-package-notice';
import { RouteFallback } from './route-fallback';
import './app-layout.css';

/** The app area: sidebar, header, the routed screen and the footer. */
export function AppLayout() {
  const { t } = useTranslation('app');
  const user = useStoredUser();
  // When the package name is missing, fetch the current user (which stores it).
  useCurrentUser({ enabled: !user?.package_name });
  const level = levelOf(user?.package_name);
  // The narrow-screen drawer: AppSidebar closes it (Escape, backdrop, links) and returns focus here.
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <div className="app-layout">
      <a className="skip-link" href="#app-main">
        {t('skipToContent')}
      </a>
      <AppHeader
        level={level}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        menuButtonRef={menuButtonRef}
      />
      <div className="app-layout__body">
        <AppSidebar level={level} open={menuOpen} onClose={closeMenu} returnFocusTo={menuButtonRef} />
        <main id="app-main" className="app-layout__main" tabIndex={-1}>
          <NotInPackageNotice />
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <SiteFooter />
      {/* A new screen starts at the top; Back and Forward return to where the reader was. */}
      <ScrollRestoration />
    </div>
  );
}

export const Component = AppLayout;
