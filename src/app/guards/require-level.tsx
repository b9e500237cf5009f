import { Navigate, Outlet } from 'react-router-dom';
import type { PackageName } from '@shared/api/generated/model';
import { paths } from '@/config/paths';
import { levelOf } from '@/config/levels';
import { useStoredUser } from '@/hooks/use-session';
import type { GatedPage, NotInPackageState } from '../layouts/not-in-package-notice';

/**
 * A route with required roles compares the user's package name (Level_1 when unknown)
 * with its list; a user not in it is sent to /app/compare, which says why (NotInPackageNotice):
 * with `page`, by name and the first package of `levels` (listed lowest first) that includes it.
 */
export function RequireLevel({ levels, page }: { levels: readonly PackageName[]; page?: GatedPage }) {
  const user = useStoredUser();
  if (!levels.includes(levelOf(user?.package_name))) {
    const state: NotInPackageState = { notInPackage: true, ...(page ? { page, includedFrom: levels[0] } : {}) };
    return <Navigate to={paths.app.compare.href()} replace state={state} />;
  }
  return <Outlet />;
}
