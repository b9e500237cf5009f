import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PackageName } from '@shared/api/generated/model';
import { CloseIcon } from '@/components/ui/icons';
import { useEscapeKey } from '@/hooks/use-dismiss';
import { ACCOUNT_ITEMS, MAIN_ITEMS, visibleItems, type SidebarItem } from './sidebar-items';

/** Where the sidebar stops being a drawer (keep in step with app-layout.css). */
const WIDE = '(min-width: 801px)';
const FOCUSABLE = 'a[href], button:not([disabled])';

function Section({ title, items }: { title: string; items: SidebarItem[] }) {
  const { t } = useTranslation('app');
  if (items.length === 0) return null;
  return (
    <div className="app-sidebar__section">
      <h2 className="app-sidebar__title">{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            {/* NavLink marks the current item with aria-current="page" and the active class. */}
            <NavLink to={item.href} className="app-sidebar__link" end={item.key !== 'compare'}>
              {t(`sidebar.${item.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface AppSidebarProps {
  level: PackageName;
  open: boolean;
  onClose: () => void;
  /** Gets focus back when the drawer closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The sidebar; on narrow screens a drawer over a backdrop that dims the page. The open drawer
 * keeps Tab inside itself; Escape, a tap on the backdrop, the close button or a chosen link
 * closes it, and focus goes back to the menu button.
 */
export function AppSidebar({ level, open, onClose, returnFocusTo }: AppSidebarProps) {
  const { t } = useTranslation('app');
  const navRef = useRef<HTMLElement>(null);
  const wasOpen = useRef(false);
  useEscapeKey(open, onClose);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      navRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      // Widening the window turns the drawer back into the sidebar: nothing to keep open.
      const wide = window.matchMedia?.(WIDE);
      const onWide = () => wide?.matches && onClose();
      wide?.addEventListener?.('change', onWide);
      return () => {
        wide?.removeEventListener?.('change', onWide);
      };
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      returnFocusTo.current?.focus();
    }
    return undefined;
  }, [open, onClose, returnFocusTo]);

  const trapTab = (event: KeyboardEvent<HTMLElement>) => {
    if (!open || event.key !== 'Tab') return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      {open ? (
        <div className="app-drawer-backdrop" data-testid="drawer-backdrop" aria-hidden="true" onClick={onClose} />
      ) : null}
      <nav
        ref={navRef}
        id="app-sidebar"
        aria-label={t('sidebar.label')}
        className={`app-sidebar${open ? ' is-open' : ''}`}
        onKeyDown={trapTab}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) onClose();
        }}
      >
        <div className="app-sidebar__drawer-head">
          <span className="app-sidebar__brand">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {t('appName')}
          </span>
          <button type="button" className="icon-button" aria-label={t('sidebar.closeMenu')} onClick={onClose}>
            <CloseIcon size={22} />
          </button>
        </div>
        <div className="app-sidebar__sections">
          <Section title={t('sidebar.mainMenu')} items={visibleItems(MAIN_ITEMS, level)} />
          <Section title={t('sidebar.account')} items={visibleItems(ACCOUNT_ITEMS, level)} />
        </div>
      </nav>
    </>
  );
}
