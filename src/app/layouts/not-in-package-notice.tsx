import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';

/** Set by RequireLevel on its redirect: the page the user asked for is not in their package. */
export interface NotInPackageState {
  notInPackage: true;
}

/**
 * Says why the user is on this page instead of the one they opened (a page their package does not
 * include), with the way to a package that has it. Gone with the next navigation.
 */
export function NotInPackageNotice() {
  const { t } = useTranslation('common');
  const location = useLocation();
  if (!(location.state as Partial<NotInPackageState> | null)?.notInPackage) return null;
  return (
    <div className="app-layout__notice">
      <Alert tone="info" action={<Link to={paths.app.packageUpgrade.href()}>{t('notInPackage.action')}</Link>}>
        {t('notInPackage.text')}
      </Alert>
    </div>
  );
}
