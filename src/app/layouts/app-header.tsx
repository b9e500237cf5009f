import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PackageName } from '@/api/generated/model';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { UserIcon } from '@/components/ui/icons';
import { useStoredUser } from '@/hooks/use-session';
import { useLogout } from '@/hooks/use-logout';

interface AppHeaderProps {
  level: PackageName;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function AppHeader({ level, menuOpen, onToggleMenu }: AppHeaderProps) {
  const { t, i18n } = useTranslation('app');
  const user = useStoredUser();
  const logout = useLogout();
  const name = user?.name || t('header.guest');
  const packageLabel = t(`packageNames.${level}`);
  // A picture that does not load (a dead link, offline) shows the default icon, not its alt text.
  const [brokenPicture, setBrokenPicture] = useState<string>();
  const picture = user?.profilePic && user.profilePic !== brokenPicture ? user.profilePic : undefined;
  return (
    <header className="app-header">
      <button type="button" className="app-header__menu btn btn--ghost" aria-expanded={menuOpen} aria-controls="app-sidebar" onClick={onToggleMenu}>
        {menuOpen ? t('sidebar.closeMenu') : t('sidebar.openMenu')}
      </button>
      <Link to={paths.app.compare.href()} className="app-header__logo">
        {t('appName')}
      </Link>
      <div className="app-header__package">
        {level === 'Level_4' ? (
          <span className="app-header__badge">{packageLabel.toLocaleUpperCase(i18n.language === 'tr' ? 'tr' : 'en')}</span>
        ) : (
          <>
            <span>{t('header.package', { name: packageLabel })}</span>
            <Link to={paths.app.package.href()} className="btn btn--secondary">
              {t('header.upgrade')}
            </Link>
          </>
        )}
      </div>
      <div className="app-header__user">
        {picture ? (
          <img
            src={picture}
            alt={t('header.profilePicture', { name })}
            className="app-header__avatar"
            width={36}
            height={36}
            onError={() => setBrokenPicture(picture)}
          />
        ) : (
          <UserIcon className="app-header__avatar" />
        )}
        <span className="app-header__name">{name}</span>
        <Button variant="ghost" onClick={() => logout.mutate()} loading={logout.isPending} loadingText={t('header.loggingOut')}>
          {t('sidebar.logout')}
        </Button>
      </div>
    </header>
  );
}
