import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PackageName } from '@shared/api/generated/model';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';

/** The pages a package gates, by the name the notice gives them. */
export type GatedPage = 'assistant';

/** Set by RequireLevel on its redirect: the page the user asked for is not in their package. */
export interface NotInPackageState {
  notInPackage: true;
  /** Which page it was and the first package that includes it, when the route says. */
  page?: GatedPage;
  includedFrom?: PackageName;
}

/**
 * Says why the user is on this page instead of the one they opened (a page their package does not
 * include): "The assistant is part of Premium", with the way to the packages. Gone with the next
 * navigation.
 */
export function NotInPackageNotice() {
  const { t } = useTranslation('app');
  const location = useLocation();
  const state = location.state as Partial<NotInPackageState> | null;
  if (!state?.notInPackage) return null;
  const named = state.page && state.includedFrom;
  const packageName = named ? t(`packageNames.${state.includedFrom!}`) : '';
  return (
    <div className="app-layout__notice">
      <Alert
        tone="info"
        action={
          <Link to={paths.app.packageUpgrade.href()}>
            {named ? t('notInPackage.actionNamed', { package: packageName }) : t('notInPackage.action')}
          </Link>
        }
      >
        {named
          ? t('notInPackage.textNamed', { page: t(`notInPackage.pages.${state.page!}`), package: packageName })
          : t('notInPackage.text')}
      </Alert>
    </div>
  );
}
