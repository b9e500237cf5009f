import { useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PackageName } from '@shared/api/generated/model';
import { paths } from '@/config/paths';
import { LogoutIcon, MenuIcon, UpgradeIcon, UserIcon } from '@/components/ui/icons';
import { useStoredUser } from '@/hooks/use-session';
import { useLogout } from '@/hooks/use-logout';
import { AccountMenu, type LogoutAction } from './account-menu';
import { PackageBadge } from './package-badge';

interface AppHeaderProps {
  level: PackageName;
  menuOpen: boolean;
  onToggleMenu: () => void;
  /** The drawer gives focus back to this button when it closes. */
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * One row at every width: the drawer's menu button (narrow screens), the logo, the package with
 * its upgrade (wide screens; on a phone they sit in the avatar menu), the avatar menu and, where
 * the header shows the user's name, the spec's Logout button beside it (the menu keeps its own
 * Logout, the one way out on a phone). One logout for both.
 */
export function AppHeader({ level, menuOpen, onToggleMenu, menuButtonRef }: AppHeaderProps) {
  const { t } = useTranslation('app');
  const user = useStoredUser();
  const name = user?.name || t('header.guest');
  const logoutMutation = useLogout();
  const logout: LogoutAction = {
    pending: logoutMutation.isPending,
    logOut: () => {
      if (!logoutMutation.isPending) logoutMutation.mutate();
    },
  };
  // A picture that does not load (a dead link, offline) shows the default icon, not its alt text.
  const [brokenPicture, setBrokenPicture] = useState<string>();
  // Only an uploaded picture (a data URL): the CSP (img-src 'self' data:) would block a web address.
  const picture =
    user?.profilePic?.startsWith('data:image/') && user.profilePic !== brokenPicture ? user.profilePic : undefined;
  const avatar = picture ? (
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
  );
  return (
    <header className="app-header">
      <button
        ref={menuButtonRef}
        type="button"
        className="app-header__menu icon-button"
        aria-expanded={menuOpen}
        aria-controls="app-sidebar"
        aria-label={t('sidebar.openMenu')}
        onClick={onToggleMenu}
      >
        <MenuIcon size={22} />
      </button>
      {/* The same mark as the public header's: one product on both sides of the sign-in. */}
      <Link to={paths.app.compare.href()} className="app-header__logo">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{t('appName')}</span>
      </Link>
      <div className="app-header__package">
        <PackageBadge level={level} />
        {level !== 'Level_4' ? (
          // Straight to the plans: My Package stays one click away in the avatar menu and the sidebar.
          <Link to={paths.app.packageUpgrade.href()} className="btn btn--primary app-header__upgrade">
            <UpgradeIcon />
            {t('header.upgrade')}
          </Link>
        ) : null}
      </div>
      <AccountMenu level={level} avatar={avatar} logout={logout} />
      <button
        type="button"
        className="btn btn--ghost app-header__logout"
        aria-disabled={logout.pending || undefined}
        onClick={logout.logOut}
      >
        <LogoutIcon />
        {logout.pending ? t('header.loggingOut') : t('sidebar.logout')}
      </button>
    </header>
  );
}
