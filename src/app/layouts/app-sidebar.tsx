import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PackageName } from '@/api/generated/model';
import { ACCOUNT_ITEMS, MAIN_ITEMS, visibleItems, type SidebarItem } from './sidebar-items';

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

export function AppSidebar({ level, open, onNavigate }: { level: PackageName; open: boolean; onNavigate: () => void }) {
  const { t } = useTranslation('app');
  return (
    <nav id="app-sidebar" aria-label={t('sidebar.label')} className={`app-sidebar${open ? ' is-open' : ''}`} onClick={onNavigate}>
      <Section title={t('sidebar.mainMenu')} items={visibleItems(MAIN_ITEMS, level)} />
      <Section title={t('sidebar.account')} items={visibleItems(ACCOUNT_ITEMS, level)} />
    </nav>
  );
}
