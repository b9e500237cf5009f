import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PackageName } from '@shared/api/generated/model';
import { paths } from '@/config/paths';
import { ChevronDownIcon, LogoutIcon, PackageIcon, SettingsIcon, UpgradeIcon } from '@/components/ui/icons';
import { useDismiss } from '@/hooks/use-dismiss';
import { useStoredUser } from '@/hooks/use-session';
import { PackageBadge } from './package-badge';

/** Logging out, as the header holds it: one handler for the header's button and the menu's item. */
export interface LogoutAction {
  pending: boolean;
  logOut: () => void;
}

/**
 * The avatar menu (WAI-ARIA menu button): the package with its upgrade, My Package, Settings and
 * Logout. Enter, Space or ↓ opens it on the first item, ↑ on the last; ↑/↓/Home/End move;
 * Escape closes it and gives focus back to the button; Tab or a press outside closes it.
 */
export function AccountMenu({
  level,
  avatar,
  logout,
}: {
  level: PackageName;
  avatar: ReactNode;
  logout: LogoutAction;
}) {
  const { t } = useTranslation('app');
  const user = useStoredUser();
  const name = user?.name || t('header.guest');
  // Open on the page where it was opened: a navigation (a menu item, the browser's back button)
  // closes it without an effect that resets state.
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = useCallback((value: boolean) => setOpenOn(value ? location.pathname : null), [location.pathname]);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  // Which item gets focus when the menu opens: the first, the last, or none (a mouse click on
  // the button keeps focus there; the items are one ↓ away).
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const buttonId = useId();
  const menuId = useId();
  const close = useCallback(() => setOpenOn(null), []);
  useDismiss(open, containerRef, close);

  useEffect(() => {
    if (!open) return;
    const items = menuItems(menuRef.current);
    (focusOnOpen.current === 'last' ? items[items.length - 1] : items[0])?.focus();
  }, [open]);

  const openAt = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    if (event.key in move) {
      event.preventDefault();
      items[(move[event.key] + items.length) % items.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="account-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('header.accountMenu', { name })}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {avatar}
        <span className="account-menu__name">{name}</span>
        <ChevronDownIcon className="account-menu__chevron" />
      </button>
      {open ? (
        <div className="account-menu__popup">
          <div className="account-menu__summary">
            <p className="account-menu__user">{name}</p>
            {user?.email ? <p className="account-menu__email">{user.email}</p> : null}
            <PackageBadge level={level} />
          </div>
          <ul
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            className="account-menu__list"
            onKeyDown={onMenuKeyDown}
            // Choosing a page closes the menu at once (Logout keeps it open while it is pending).
            onClick={(event) => {
              if ((event.target as HTMLElement).closest('a[role="menuitem"]')) setOpen(false);
            }}
          >
            {level !== 'Level_4' ? (
              <li role="none">
                <Link
                  role="menuitem"
                  tabIndex={-1}
                  to={paths.app.packageUpgrade.href()}
                  className="account-menu__item account-menu__item--accent"
                >
                  <UpgradeIcon />
                  {t('header.upgrade')}
                </Link>
              </li>
            ) : null}
            <li role="none">
              <Link role="menuitem" tabIndex={-1} to={paths.app.package.href()} className="account-menu__item">
                <PackageIcon />
                {t('sidebar.myPackage')}
              </Link>
            </li>
            <li role="none">
              <Link role="menuitem" tabIndex={-1} to={paths.app.settings.href()} className="account-menu__item">
                <SettingsIcon />
                {t('sidebar.settings')}
              </Link>
            </li>
            <li role="separator" className="account-menu__separator" />
            <li role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="account-menu__item"
                aria-disabled={logout.pending || undefined}
                onClick={logout.logOut}
              >
                <LogoutIcon />
                {logout.pending ? t('header.loggingOut') : t('sidebar.logout')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}
