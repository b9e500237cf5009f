import { useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANDING_ANCHORS, paths, type LandingAnchor } from '@/config/paths';
import { LanguageSelect } from '@/components/language-select';
import { useEscapeKey } from '@/hooks/use-dismiss';
import { useIsAuthenticated } from '@/hooks/use-session';
import './public-header.css';

const ANCHOR_LABEL_KEYS: Record<
  LandingAnchor,
  `nav.${'home' | 'features' | 'compare' | 'testimonials' | 'faq' | 'packages'}`
> = {
  hero: 'nav.home',
  features: 'nav.features',
  compare: 'nav.compare',
  testimonials: 'nav.testimonials',
  faq: 'nav.faq',
  packages: 'nav.packages',
};

/**
 * Public header. The anchor links are `/#anchor` links: on `/` they
 * scroll smoothly, from any other page they go to `/` and scroll there (ScrollToHash does both).
 * On a narrow screen the links fold into a disclosure menu that Escape closes.
 */
export function PublicHeader() {
  const { t } = useTranslation('common');
  // The menu is open for one location: any navigation (a link in the menu, back/forward) folds it
  // again without an effect that sets state after the render.
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === key;
  const setMenuOpen = (open: boolean) => setOpenAt(open ? key : null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // A signed-in user on a public page (a 404, the legal pages) is offered the app, not a login.
  const signedIn = useIsAuthenticated();

  useEscapeKey(menuOpen, () => {
    setOpenAt(null);
    menuButton.current?.focus();
  });

  return (
    <header className="public-header">
      <div className="container public-header__inner">
        <Link to={paths.home.href()} className="public-header__logo" aria-label={t('nav.logoHome')}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{t('appName')}</span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="public-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="public-nav"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="public-header__burger" aria-hidden="true" />
          {t('nav.menu')}
        </button>
        <nav
          id="public-nav"
          aria-label={t('nav.mainNavigation')}
          className={`public-header__nav${menuOpen ? ' is-open' : ''}`}
        >
          <ul>
            {LANDING_ANCHORS.map((anchor) => (
              <li key={anchor}>
                <Link to={paths.home.href(anchor)} onClick={() => setMenuOpen(false)}>
                  {t(ANCHOR_LABEL_KEYS[anchor])}
                </Link>
              </li>
            ))}
          </ul>
          <div className="public-header__actions">
            <LanguageSelect />
            {signedIn ? (
              <Link to={paths.app.compare.href()} className="btn btn--primary">
                {t('nav.openApp')}
              </Link>
            ) : (
              <NavLink to={paths.login.href()} className="btn btn--primary">
                {t('nav.login')}
              </NavLink>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
